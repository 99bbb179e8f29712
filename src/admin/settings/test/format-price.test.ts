import { formatPrice } from '../format-price';

describe( 'formatPrice', () => {
	const euro = {
		symbol: '€',
		minorUnit: 2,
		decimalSeparator: ',',
		thousandSeparator: '.',
		position: 'right_space' as const,
	};

	it( 'writes a Spanish euro price', () => {
		expect( formatPrice( 123456789, euro ) ).toBe( '1.234.567,89 €' );
	} );

	it( 'places the symbol and follows the decimals', () => {
		expect(
			formatPrice( 123450, {
				...euro,
				symbol: '$',
				decimalSeparator: '.',
				thousandSeparator: ',',
				position: 'left',
			} )
		).toBe( '$1,234.50' );
		expect(
			formatPrice( 123450, {
				...euro,
				minorUnit: 0,
				position: 'left_space',
			} )
		).toBe( '€ 123.450' );
		expect( formatPrice( -5, { ...euro, position: 'right' } ) ).toBe(
			'-0,05€'
		);
	} );
} );
