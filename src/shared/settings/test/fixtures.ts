/**
 * Shop settings as the server prints them.
 */
import { EUR } from '../../api/test/fixtures';

export function shopSettings( overrides: Record< string, unknown > = {} ) {
	return {
		root: 'https://example.com/wp-json/',
		nonce: 'nonce-1',
		nonceTimestamp: 1000,
		preloaded: {},
		currency: EUR,
		links: {
			shop: 'https://example.com/tienda/',
			cart: 'https://example.com/carrito/',
			checkout: 'https://example.com/finalizar-compra/',
			privacy: 'https://example.com/privacidad/',
			terms: 'https://example.com/terminos/',
			myaccount: 'https://example.com/mi-cuenta/',
		},
		taxes: {
			enabled: true,
			displayCartPricesIncludingTax: true,
			itemized: false,
		},
		showErrorDetails: false,
		sharedPage: false,
		...overrides,
	};
}

/**
 * Puts the settings element on the page, as the server does.
 *
 * @param settings Settings object (or any value, to test bad input).
 */
export function printShopSettings( settings: unknown = shopSettings() ) {
	const element = document.createElement( 'script' );
	element.type = 'application/json';
	element.id = 'rueda-shop-settings';
	element.textContent = JSON.stringify( settings );
	document.body.appendChild( element );
	return element;
}
