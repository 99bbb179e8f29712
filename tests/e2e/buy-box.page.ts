/**
 * The buy box of the product page (rueda/product) as a shopper uses it: price, quick
 * quantities, options, the add-to-cart button, its confirmation and its notice. Until
 * the Spanish of the new strings is merged the English source may show, so names
 * accept both.
 */
import type { Locator, Page } from '@playwright/test';

const API = '/wp-json/wc/store/v1';

export const LABELS = {
	add: /^Añadir al carrito$/,
	chooseOption: /^(Elige una opción|Choose an option)$/,
	added: /(Añadido al carrito|Added to cart)/,
	viewCart: 'Ver carrito',
};

export class BuyBoxPage {
	readonly root: Locator;

	constructor( readonly page: Page ) {
		this.root = page.locator( '[data-rueda-buy-box]' );
	}

	/**
	 * Opens a product's page by its name, from its permalink in the Store API.
	 *
	 * @param name Product name.
	 */
	async open( name: string ): Promise< void > {
		const products: Array< { name: string; permalink: string } > = await (
			await this.page.request.get( `${ API }/products?per_page=100` )
		).json();
		const product = products.find(
			( candidate ) => candidate.name === name
		);
		if ( ! product ) {
			throw new Error( `No product named ${ name }` );
		}
		await this.page.goto( product.permalink );
	}

	/** The unit price (a range before a variable product's option is chosen). */
	get price(): Locator {
		return this.root.locator( '.rueda-product__price' );
	}

	quick( count: number ): Locator {
		return this.root.getByRole( 'button', {
			name: String( count ),
			exact: true,
		} );
	}

	option( name: string ): Locator {
		return this.root.getByRole( 'button', { name, exact: true } );
	}

	get quantity(): Locator {
		return this.root.getByRole( 'spinbutton' );
	}

	/** The add button, whatever it says ("Añadir al carrito", "Elige una opción"). */
	get addButton(): Locator {
		return this.root.locator( '.rueda-buy-box__add' );
	}

	/** The polite confirmation after an addition. */
	get confirmation(): Locator {
		return this.root.getByRole( 'status' );
	}

	/** The add-to-cart error notice. */
	get notice(): Locator {
		return this.root.getByRole( 'alert' );
	}

	/** Adds to the cart once the frontend has taken over (the server's button is disabled). */
	async add(): Promise< void > {
		await this.root.getByRole( 'button', { name: LABELS.add } ).click();
	}
}

/**
 * The header's mini cart button, named after the cart's count and total.
 *
 * @param page The page.
 */
export function miniCartButton( page: Page ): Locator {
	return page
		.getByRole( 'banner' )
		.getByRole( 'button', { name: /^Carrito:/ } );
}

/**
 * The cart as the server has it (same cookies as the page).
 *
 * @param page The page.
 */
export async function serverCart( page: Page ): Promise< {
	items: Array< {
		id: number;
		name: string;
		quantity: number;
		variation: Array< { attribute: string; value: string } >;
	} >;
} > {
	return ( await page.request.get( `${ API }/cart` ) ).json();
}
