/**
 * Broken field rules: the form goes on, and only administrators are told.
 */
import { printShopSettings, shopSettings } from '../../settings/test/fixtures';
import { evaluateRule, getDefaultFields } from '../fields';
import { validateField } from '../validation';
import { billingAddress } from './fixtures';

const throwingRule = () => {
	throw new Error( 'acme/vat rule failed' );
};
const brokenPattern = {
	...getDefaultFields().company,
	validation: { pattern: '[A-Z' },
};

describe.each( [
	[ 'an administrator', true, 1 ],
	[ 'a shopper', false, 0 ],
] )( 'for %s', ( _viewer, showErrorDetails, logged ) => {
	let consoleError: jest.SpyInstance;
	let settings: HTMLElement;

	beforeEach( () => {
		settings = printShopSettings( shopSettings( { showErrorDetails } ) );
		consoleError = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
	} );
	afterEach( () => {
		consoleError.mockRestore();
		settings.remove();
	} );

	it( 'reads a throwing conditional rule as not applying', () => {
		expect( evaluateRule( throwingRule, billingAddress() ) ).toBe( false );
		expect( consoleError ).toHaveBeenCalledTimes( logged );
	} );

	it( 'accepts the value when a pattern is not a regular expression', () => {
		expect(
			validateField(
				brokenPattern,
				billingAddress( { company: 'Taller SL' } ),
				'billing'
			)
		).toBe( '' );
		expect( consoleError ).toHaveBeenCalledTimes( logged );
	} );
} );
