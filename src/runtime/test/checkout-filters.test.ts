/**
 * Checkout filters (spec section 5, extensions): results keep the default's
 * type, price formats keep `<price/>`, namespaces and priorities order the
 * chain, and only administrators and editors read why a result was ignored.
 */
import { act, renderHook } from '@testing-library/react';

import {
	applyCheckoutFilter,
	containsPricePlaceholder,
	getCheckoutFiltersVersion,
	registerCheckoutFilters,
	removeCheckoutFilters,
	type CheckoutFilters,
} from '../checkout-filters';
import { SETTINGS_ELEMENT_ID } from '../../shared/settings/shop-settings';
import { useCheckoutFilter } from '../use-checkout-filter';
import { shopSettings } from '../../shared/settings/test/fixtures';

const NAMESPACES = [ 'acme', 'beta', 'gamma' ];

function printSettings( showErrorDetails: boolean ) {
	document.body.innerHTML = `<script type="application/json" id="${ SETTINGS_ELEMENT_ID }">${ JSON.stringify(
		shopSettings( { showErrorDetails } )
	) }</script>`;
}

let consoleError: jest.SpyInstance;

/**
 * Registers as a JavaScript extension would: without types, wrong ones too.
 *
 * @param namespace Namespace.
 * @param filters   Filters by name.
 */
function registerUntyped( namespace: string, filters: unknown ) {
	registerCheckoutFilters( namespace, filters as CheckoutFilters );
}

beforeEach( () => {
	printSettings( false );
	consoleError = jest
		.spyOn( console, 'error' )
		.mockImplementation( () => undefined );
} );

afterEach( () => {
	NAMESPACES.forEach( ( namespace ) => removeCheckoutFilters( namespace ) );
	consoleError.mockRestore();
	document.body.innerHTML = '';
} );

describe( 'applyCheckoutFilter', () => {
	it( 'returns the default when no filter is registered', () => {
		expect(
			applyCheckoutFilter( {
				filterName: 'totalLabel',
				defaultValue: 'Total',
			} )
		).toBe( 'Total' );
	} );

	it( 'passes the value, the extensions data and the arguments', () => {
		const filter = jest.fn( () => 'Total a pagar hoy' );
		registerCheckoutFilters( 'acme', { totalLabel: filter } );
		const cart = { items_count: 2 };

		const value = applyCheckoutFilter( {
			filterName: 'totalLabel',
			defaultValue: 'Total',
			extensions: { acme: { stored: true } },
			arg: { cart },
		} );

		expect( value ).toBe( 'Total a pagar hoy' );
		expect( filter ).toHaveBeenCalledWith(
			'Total',
			{ acme: { stored: true } },
			{ cart }
		);
	} );

	it( 'chains namespaces in the order registered, lower priority first', () => {
		registerCheckoutFilters( 'acme', {
			itemName: ( value: string ) => `${ value } A`,
		} );
		registerCheckoutFilters( 'beta', {
			itemName: ( value: string ) => `${ value } B`,
		} );
		registerCheckoutFilters(
			'gamma',
			{ itemName: ( value: string ) => `${ value } G` },
			5
		);

		expect(
			applyCheckoutFilter( { filterName: 'itemName', defaultValue: 'X' } )
		).toBe( 'X G A B' );
	} );

	it( 'replaces a namespace’s filter when it registers again', () => {
		registerCheckoutFilters( 'acme', { totalLabel: () => 'Uno' } );
		registerCheckoutFilters( 'acme', { totalLabel: () => 'Dos' } );

		expect(
			applyCheckoutFilter( {
				filterName: 'totalLabel',
				defaultValue: 'Total',
			} )
		).toBe( 'Dos' );
	} );

	it.each( [
		[ 'a number for a string', 'totalLabel', 'Total', 42 ],
		[ 'a string for a boolean', 'showRemoveItemLink', true, 'no' ],
		[ 'an object for an array', 'coupons', [], { code: 'x' } ],
		[ 'null for a string', 'itemName', 'Neumático', null ],
		[ 'undefined for a string', 'itemName', 'Neumático', undefined ],
	] )(
		'ignores %s and keeps the value before it',
		( _, filterName, defaultValue, wrong ) => {
			registerUntyped( 'acme', { [ filterName ]: () => wrong } );

			expect(
				applyCheckoutFilter( { filterName, defaultValue } )
			).toEqual( defaultValue );
		}
	);

	it( 'keeps the results of the other namespaces when one is wrong', () => {
		registerCheckoutFilters( 'acme', {
			itemName: ( value: string ) => `${ value } A`,
		} );
		registerUntyped( 'beta', { itemName: () => 7 } );
		registerCheckoutFilters( 'gamma', {
			itemName: ( value: string ) => `${ value } G`,
		} );

		expect(
			applyCheckoutFilter( { filterName: 'itemName', defaultValue: 'X' } )
		).toBe( 'X A G' );
	} );

	it( 'ignores a filter that throws', () => {
		registerCheckoutFilters( 'acme', {
			totalLabel: () => {
				throw new Error( 'boom' );
			},
		} );

		expect(
			applyCheckoutFilter( {
				filterName: 'totalLabel',
				defaultValue: 'Total',
			} )
		).toBe( 'Total' );
	} );

	it( 'keeps the default price format when a result lacks <price/>', () => {
		registerCheckoutFilters( 'acme', {
			subtotalPriceFormat: () => 'Precio final',
		} );
		const options = {
			filterName: 'subtotalPriceFormat',
			defaultValue: '<price/>',
			validation: containsPricePlaceholder,
		};

		expect( applyCheckoutFilter( options ) ).toBe( '<price/>' );

		registerCheckoutFilters( 'acme', {
			subtotalPriceFormat: () => '<price/> por neumático',
		} );
		expect( applyCheckoutFilter( options ) ).toBe(
			'<price/> por neumático'
		);
	} );

	it( 'logs why a result was ignored for administrators only', () => {
		registerUntyped( 'acme', { totalLabel: () => 42 } );
		const options = { filterName: 'totalLabel', defaultValue: 'Total' };

		applyCheckoutFilter( options );
		expect( consoleError ).not.toHaveBeenCalled();

		printSettings( true );
		applyCheckoutFilter( options );
		expect( consoleError ).toHaveBeenCalledWith(
			'Rueda checkout filter: totalLabel of acme returned a number; a string is expected.',
			''
		);
	} );

	it( 'logs in the editor, which prints no shop settings', () => {
		document.body.innerHTML = '';
		registerCheckoutFilters( 'acme', {
			totalLabel: () => {
				throw new Error( 'boom' );
			},
		} );

		applyCheckoutFilter( { filterName: 'totalLabel', defaultValue: 'T' } );

		expect( consoleError ).toHaveBeenCalledWith(
			'Rueda checkout filter: totalLabel of acme failed.',
			new Error( 'boom' )
		);
	} );
} );

describe( 'registerCheckoutFilters', () => {
	const label = (): string => 'x';
	it.each( [
		[ 'an empty namespace', '', { totalLabel: label } ],
		[ 'a namespace that is not a string', 3, { totalLabel: label } ],
		[ 'filters that are not an object', 'acme', null ],
		[ 'a filter that is not a function', 'acme', { totalLabel: 'x' } ],
	] )( 'refuses %s', ( _, namespace, filters ) => {
		expect( () =>
			registerCheckoutFilters(
				namespace as string,
				filters as CheckoutFilters
			)
		).toThrow( TypeError );
	} );

	it( 'registers nothing when one filter of the set is invalid', () => {
		expect( () =>
			registerUntyped( 'acme', { totalLabel: () => 'Ya', itemName: 'x' } )
		).toThrow( TypeError );

		expect(
			applyCheckoutFilter( {
				filterName: 'totalLabel',
				defaultValue: 'Total',
			} )
		).toBe( 'Total' );
	} );

	it( 'changes the version its subscribers render by', () => {
		const before = getCheckoutFiltersVersion();
		registerCheckoutFilters( 'acme', { totalLabel: () => 'x' } );
		expect( getCheckoutFiltersVersion() ).toBeGreaterThan( before );
	} );
} );

describe( 'useCheckoutFilter', () => {
	it( 'renders again when a filter is registered after the first render', () => {
		const { result } = renderHook( () =>
			useCheckoutFilter( {
				filterName: 'placeOrderButtonLabel',
				defaultValue: 'Pedido con obligación de pago',
			} )
		);
		expect( result.current ).toBe( 'Pedido con obligación de pago' );

		act( () =>
			registerCheckoutFilters( 'acme', {
				placeOrderButtonLabel: () => 'Pagar ahora',
			} )
		);
		expect( result.current ).toBe( 'Pagar ahora' );

		act( () => removeCheckoutFilters( 'acme' ) );
		expect( result.current ).toBe( 'Pedido con obligación de pago' );
	} );
} );
