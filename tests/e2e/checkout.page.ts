/**
 * The shopper's side of the checkout: filling the cart through the Store API (same
 * cookies as the browser) and the Finalizar compra page's form, by role and label.
 */
import type { Locator, Page } from '@playwright/test';

import { expect } from './fixtures';

export const API = '/wp-json/wc/store/v1';

export type Address = {
	firstName: string;
	lastName: string;
	address: string;
	postcode: string;
	city: string;
	province: string;
	/** Required when the order is collected at the workshop. */
	phone?: string;
};

export const MADRID: Address = {
	firstName: 'Lucía',
	lastName: 'Martín',
	address: 'Calle Mayor, 5',
	postcode: '28013',
	city: 'Madrid',
	province: 'Madrid',
};

export class CheckoutPage {
	constructor( private readonly page: Page ) {}

	/**
	 * Adds products to the cart by name.
	 *
	 * @param items Product names and quantities.
	 */
	async fillCart( items: Record< string, number > ) {
		const first = await this.page.request.get( `${ API }/cart` );
		const nonce = first.headers().nonce!;
		const products: Array< { id: number; name: string } > = await (
			await this.page.request.get( `${ API }/products?per_page=100` )
		).json();
		for ( const [ name, quantity ] of Object.entries( items ) ) {
			const product = products.find(
				( candidate ) => candidate.name === name
			);
			const response = await this.page.request.post(
				`${ API }/cart/add-item`,
				{
					headers: { Nonce: nonce },
					data: { id: product!.id, quantity },
				}
			);
			expect( response.status() ).toBe( 201 );
		}
	}

	async goto() {
		await this.page.goto( '/finalizar-compra/' );
		await expect( this.placeOrderButton ).toBeEnabled();
	}

	get placeOrderButton(): Locator {
		return this.page.getByRole( 'button', {
			name: 'Pedido con obligación de pago',
		} );
	}

	/** The terms and privacy policy box (required, unticked, by default). */
	get termsCheckbox(): Locator {
		return this.page.getByRole( 'checkbox', {
			name: /^He leído y acepto los Términos y condiciones/,
		} );
	}

	/** The request that the services start within the withdrawal period. */
	get serviceConsentCheckbox(): Locator {
		return this.page.getByRole( 'checkbox', {
			name: /^Solicito que el servicio se preste dentro del plazo de desistimiento/,
		} );
	}

	step( name: string ): Locator {
		return this.page.getByRole( 'group', { name, exact: true } );
	}

	async fillEmail( email: string ) {
		await this.step( 'Información de contacto' )
			.getByLabel( 'Correo electrónico' )
			.fill( email );
	}

	/**
	 * Fills an address form (Dirección de envío or Dirección de facturación).
	 *
	 * @param stepName The step's title.
	 * @param address  The address.
	 */
	async fillAddress( stepName: string, address: Address ) {
		const form = this.step( stepName );
		await form
			.getByRole( 'combobox', { name: 'País/región' } )
			.selectOption( { label: 'España' } );
		await form
			.getByLabel( 'Nombre', { exact: true } )
			.fill( address.firstName );
		await form
			.getByLabel( 'Apellidos', { exact: true } )
			.fill( address.lastName );
		await form
			.getByLabel( 'Dirección', { exact: true } )
			.fill( address.address );
		await form
			.getByLabel( 'Código postal', { exact: true } )
			.fill( address.postcode );
		await form
			.getByLabel( 'Localidad', { exact: true } )
			.fill( address.city );
		await form
			.getByLabel( 'Provincia', { exact: true } )
			.selectOption( { label: address.province } );
		if ( address.phone !== undefined ) {
			await form.getByLabel( /^Teléfono/ ).fill( address.phone );
		}
	}

	/**
	 * Chooses the test card and types its details (number, expiry, CVC).
	 *
	 * @param number Card number.
	 */
	async payByCard( number: string ) {
		const payment = this.step( 'Opciones de pago' );
		await payment
			.getByRole( 'radio', { name: 'Tarjeta (pruebas)' } )
			.check();
		await payment.getByLabel( 'Número de tarjeta' ).fill( number );
		await payment.getByLabel( 'Caducidad (MM/AA)' ).fill( '12/40' );
		await payment.getByLabel( 'CVC', { exact: true } ).fill( '123' );
	}

	/**
	 * Places the order and waits for the confirmation page.
	 */
	async placeOrderAndConfirm() {
		await this.placeOrder();
		await this.page.waitForURL( /order-received=\d+&key=wc_order_/ );
		await expect(
			this.page.getByRole( 'heading', { name: 'Pedido recibido' } )
		).toBeVisible();
	}

	/**
	 * Places the order, accepting the terms (and asking for the services to start within
	 * the withdrawal period when there are any) first unless told not to.
	 *
	 * @param options             What to do first.
	 * @param options.acceptTerms Whether to tick the terms box.
	 */
	async placeOrder( { acceptTerms = true } = {} ) {
		if ( acceptTerms ) {
			await this.termsCheckbox.check();
			// Asked only when the cart holds a service (fitted tyres bring theirs).
			if ( await this.serviceConsentCheckbox.isVisible() ) {
				await this.serviceConsentCheckbox.check();
			}
		}
		await this.placeOrderButton.click();
	}

	/**
	 * The order shown on the confirmation page, read back from the Store API with its key.
	 */
	async confirmedOrder(): Promise< {
		status: string;
		status_label: string;
		coupons: Array< { code: string } >;
		shipping_lines: Array< { rate_id: string } >;
		payment_method: string;
		items: Array< { name: string; quantity: number } >;
		totals: { total_price: string };
	} > {
		const url = new URL( this.page.url() );
		const response = await this.page.request.get(
			`${ API }/order/${ url.searchParams.get(
				'order-received'
			) }?key=${ url.searchParams.get( 'key' ) }`
		);
		expect( response.status() ).toBe( 200 );
		return response.json();
	}
}
