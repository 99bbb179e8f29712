/**
 * Reading the shop settings the server prints.
 */
import {
	parseShopSettings,
	readShopSettings,
	showsErrorDetails,
} from '../shop-settings';
import { printShopSettings, shopSettings } from './fixtures';

describe( 'settings', () => {
	describe( 'parseShopSettings', () => {
		it( 'accepts the settings the server prints', () => {
			expect( parseShopSettings( shopSettings() ) ).toEqual(
				shopSettings()
			);
		} );

		it( 'rejects settings without root, nonce, currency, links or taxes', () => {
			for ( const key of [
				'root',
				'nonce',
				'currency',
				'links',
				'taxes',
			] ) {
				expect(
					parseShopSettings( shopSettings( { [ key ]: undefined } ) )
				).toBeNull();
			}
			expect( parseShopSettings( 'settings' ) ).toBeNull();
		} );

		it( 'rejects a missing page link and a currency without its fields', () => {
			const { links } = shopSettings();
			expect(
				parseShopSettings(
					shopSettings( { links: { ...links, checkout: null } } )
				)
			).toBeNull();
			expect(
				parseShopSettings(
					shopSettings( { currency: { currency_code: 'EUR' } } )
				)
			).toBeNull();
		} );

		it( 'drops preloaded responses of the wrong shape and defaults the flags', () => {
			expect(
				parseShopSettings(
					shopSettings( {
						preloaded: {
							'/wc/store/v1/cart': 'x',
							'/wc/store/v1/products': { body: [], headers: [] },
							'/wc/store/v1/products/attributes/4/terms': {
								body: [],
							},
						},
						showErrorDetails: 'yes',
						sharedPage: 1,
						nonceTimestamp: '12',
					} )
				)
			).toMatchObject( {
				preloaded: {
					'/wc/store/v1/products/attributes/4/terms': { body: [] },
				},
				showErrorDetails: false,
				sharedPage: false,
				nonceTimestamp: undefined,
			} );
		} );
	} );

	describe( 'readShopSettings', () => {
		afterEach( () => {
			document.body.innerHTML = '';
		} );

		it( 'reads the settings element', () => {
			printShopSettings();
			expect( readShopSettings( document ) ).toEqual( shopSettings() );
		} );

		it( 'returns null without the element or with broken JSON', () => {
			expect( readShopSettings( document ) ).toBeNull();
			printShopSettings().textContent = '{ broken';
			expect( readShopSettings( document ) ).toBeNull();
		} );
	} );

	describe( 'showsErrorDetails', () => {
		afterEach( () => {
			document.body.innerHTML = '';
		} );

		it( 'reads the flag of the settings element', () => {
			printShopSettings( shopSettings( { showErrorDetails: true } ) );
			expect( showsErrorDetails( document ) ).toBe( true );
			document.body.innerHTML = '';
			printShopSettings();
			expect( showsErrorDetails( document ) ).toBe( false );
		} );

		it( 'is false without the element, with broken JSON or another value', () => {
			expect( showsErrorDetails( document ) ).toBe( false );
			printShopSettings().textContent = '{ broken';
			expect( showsErrorDetails( document ) ).toBe( false );
			document.body.innerHTML = '';
			printShopSettings( null );
			expect( showsErrorDetails( document ) ).toBe( false );
		} );
	} );
} );
