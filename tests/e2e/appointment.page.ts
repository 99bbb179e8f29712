/**
 * The workshop slot picker of the checkout, by role and label, and bookings made
 * straight through the Store API by other shoppers.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { API } from './checkout.page';
import { expect } from './fixtures';

export const SERVICE = 'Revisión pre-ITV';
export const TYRE = 'Michelin Primacy 4+ 195/65 R15 91H';
export const WORKSHOP = 'Taller Neumáticos y Taller (Alcorcón)';

export class AppointmentPicker {
	constructor( private readonly page: Page ) {}

	get days(): Locator {
		return this.page.getByRole( 'group', { name: 'Día', exact: true } );
	}

	/**
	 * The first listed day whose name starts with a weekday, e.g. "jueves".
	 * @param weekday
	 */
	day( weekday: string ): Locator {
		return this.days
			.getByRole( 'radio', { name: new RegExp( `^${ weekday },` ) } )
			.first();
	}

	times(): Locator {
		return this.page.getByRole( 'group', { name: /^Hora del / } );
	}

	time( time: string ): Locator {
		return this.times().getByRole( 'radio', { name: time, exact: true } );
	}

	/** The contact step's number plate, asked for when the order books the workshop. */
	get plate(): Locator {
		return this.page.getByLabel( 'Matrícula', { exact: true } );
	}

	/**
	 * Types the car's plate: an order that books the workshop needs one.
	 *
	 * @param plate The plate, as a shopper types it.
	 */
	async fillPlate( plate = '1234 BCD' ): Promise< void > {
		await this.plate.fill( plate );
		await this.plate.blur();
	}

	/** Chooses the first listed day and its first free time, with the car's plate. */
	async chooseFirst(): Promise< void > {
		await this.days.getByRole( 'radio' ).first().check();
		await this.times().getByRole( 'radio' ).first().check();
		await this.fillPlate();
	}

	/**
	 * Chooses the first listed day of a weekday and a time; returns the day as the
	 * shop writes it in sentences ("jueves 3 de diciembre"), its date and the slot's start.
	 *
	 * @param weekday E.g. "jueves".
	 * @param time    E.g. "10:00".
	 */
	async choose(
		weekday: string,
		time: string
	): Promise< { day: string; date: string; start: string } > {
		const chip = this.day( weekday );
		await chip.check();
		const label = ( await chip.getAttribute( 'aria-label' ) ) ?? '';
		const date = ( await chip.getAttribute( 'value' ) ) ?? '';
		await this.time( time ).check();
		const start = ( await this.time( time ).getAttribute( 'value' ) ) ?? '';
		await expect(
			this.page.getByText( `Tu cita: ${ label } a las ${ time }` )
		).toBeVisible();
		if ( ( await this.plate.inputValue() ) === '' ) {
			await this.fillPlate();
		}
		return { day: label.replace( ',', '' ), date, start };
	}
}

/**
 * Another shopper books a time through the Store API (a tyre and the pre-ITV check,
 * collected at the workshop, paid by test card); returns the answer's status and body.
 *
 * @param request A request context of its own (its own cart).
 * @param start   ISO start of the slot.
 * @param email   Billing email.
 */
export async function bookThroughApi(
	request: APIRequestContext,
	start: string,
	email: string
): Promise< { status: number; body: Record< string, unknown > } > {
	const first = await request.get( `${ API }/cart` );
	const headers = {
		Nonce: first.headers().nonce!,
		'Cart-Token': first.headers()[ 'cart-token' ]!,
	};
	const products: Array< { id: number; name: string } > = await (
		await request.get( `${ API }/products?per_page=100` )
	).json();
	for ( const name of [ TYRE, SERVICE ] ) {
		const id = products.find( ( product ) => product.name === name )!.id;
		await request.post( `${ API }/cart/add-item`, {
			headers,
			data: { id, quantity: 1 },
		} );
	}
	await request.post( `${ API }/cart/select-shipping-rate`, {
		headers,
		data: { rate_id: 'pickup_location:0', package_id: null },
	} );
	const address = {
		first_name: 'Otro',
		last_name: 'Cliente',
		address_1: 'Calle Mayor, 7',
		city: 'Madrid',
		state: 'M',
		postcode: '28013',
		country: 'ES',
		phone: '600 000 111',
	};
	const response = await request.post( `${ API }/checkout`, {
		headers,
		data: {
			billing_address: { ...address, email },
			shipping_address: address,
			payment_method: 'rueda_sandbox_card',
			payment_data: [
				{ key: 'rueda-card-number', value: '4242424242424242' },
				{ key: 'rueda-card-expiry', value: '12/40' },
				{ key: 'rueda-card-cvc', value: '123' },
			],
			additional_fields: {
				'rueda/terms': true,
				'rueda/service-consent': true,
				'rueda/plate': '1234 BCD',
			},
			extensions: { rueda: { appointment: { location: 0, start } } },
		},
	} );
	return { status: response.status(), body: await response.json() };
}
