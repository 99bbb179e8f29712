/**
 * formatPrice and addAmounts.
 */
import { EUR } from '../../api/test/fixtures';
import { addAmounts, formatPrice } from '../format-price';

const USD = {
	...EUR,
	currency_decimal_separator: '.',
	currency_thousand_separator: ',',
	currency_prefix: '$',
	currency_suffix: '',
};

describe( 'formatPrice', () => {
	it( 'formats euros the Spanish way', () => {
		expect( formatPrice( '28990', EUR ) ).toBe( '289,90 €' );
	} );

	it( 'groups thousands', () => {
		expect( formatPrice( '128990', EUR ) ).toBe( '1.289,90 €' );
		expect( formatPrice( 123456789012, USD ) ).toBe( '$1,234,567,890.12' );
	} );

	it( 'pads amounts below one unit', () => {
		expect( formatPrice( '5', EUR ) ).toBe( '0,05 €' );
		expect( formatPrice( '0', EUR ) ).toBe( '0,00 €' );
	} );

	it( 'puts the minus sign before the prefix', () => {
		expect( formatPrice( '-1500', USD ) ).toBe( '-$15.00' );
		expect( formatPrice( '-0', USD ) ).toBe( '$0.00' );
	} );

	it( 'honours the minor unit of the currency', () => {
		const yen = { ...USD, currency_minor_unit: 0, currency_prefix: '¥' };
		expect( formatPrice( '1500', yen ) ).toBe( '¥1,500' );
		const dinar = { ...USD, currency_minor_unit: 3 };
		expect( formatPrice( '1500', dinar ) ).toBe( '$1.500' );
	} );

	it( 'keeps every cent of amounts beyond float precision', () => {
		expect( formatPrice( '900719925474099312', USD ) ).toBe(
			'$9,007,199,254,740,993.12'
		);
	} );

	it( 'reads anything that is not an integer as zero', () => {
		expect( formatPrice( null, EUR ) ).toBe( '0,00 €' );
		expect( formatPrice( '12.5', EUR ) ).toBe( '0,00 €' );
		expect( formatPrice( 'abc', EUR ) ).toBe( '0,00 €' );
	} );

	it( 'drops leading zeros', () => {
		expect( formatPrice( '000495', EUR ) ).toBe( '4,95 €' );
	} );
} );

describe( 'addAmounts', () => {
	it( 'adds strings and numbers, counting null as zero', () => {
		expect( addAmounts( '16512', 3468, null, undefined ) ).toBe( 19980 );
	} );

	it( 'ignores values that are not numbers', () => {
		expect( addAmounts( 'x', '10' ) ).toBe( 10 );
	} );
} );
