/**
 * Payment method icons (spec section 9): which entries are shown, in what
 * order, and which are reported as unknown.
 */
import {
	isPaymentIconEntry,
	PAYMENT_ICON_IDS,
	resolvePaymentIcons,
} from '../icons';

const logo = {
	id: 'bizum',
	src: 'https://example.com/bizum.svg',
	alt: 'Bizum',
};

describe( 'payment icons', () => {
	it( 'knows the 19 ids of the spec and Bizum', () => {
		expect( PAYMENT_ICON_IDS ).toHaveLength( 20 );
		expect( PAYMENT_ICON_IDS ).toEqual(
			expect.arrayContaining( [
				'visa',
				'mastercard',
				'amex',
				'wechat',
				'bizum',
			] )
		);
	} );

	describe( 'resolvePaymentIcons', () => {
		it( 'keeps known ids and images in order, each id once', () => {
			expect(
				resolvePaymentIcons( [ 'visa', logo, 'mastercard', 'visa' ] )
			).toEqual( [ { id: 'visa' }, logo, { id: 'mastercard' } ] );
		} );

		it( 'leaves unknown ids out and reports each', () => {
			const onUnknown = jest.fn();

			expect(
				resolvePaymentIcons(
					[ 'visa', 'paypal', 'Visa', 'diners' ],
					onUnknown
				)
			).toEqual( [ { id: 'visa' }, { id: 'diners' } ] );
			expect( onUnknown.mock.calls ).toEqual( [
				[ 'paypal' ],
				[ 'Visa' ],
			] );
		} );

		it( 'ignores malformed entries and lists that are not lists', () => {
			const onUnknown = jest.fn();

			expect(
				resolvePaymentIcons(
					[ 7, null, '', { id: 'x', src: '' }, { ...logo, alt: 1 } ],
					onUnknown
				)
			).toEqual( [] );
			expect( resolvePaymentIcons( 'visa' ) ).toEqual( [] );
			expect( resolvePaymentIcons( undefined ) ).toEqual( [] );
			expect( onUnknown ).not.toHaveBeenCalled();
		} );
	} );

	describe( 'isPaymentIconEntry', () => {
		it.each( [ 'visa', 'bizum', logo ] )( 'accepts %p', ( entry ) => {
			expect( isPaymentIconEntry( entry ) ).toBe( true );
		} );

		it.each( [ '', 3, null, { id: 'bizum', src: 'x' }, [ 'visa' ] ] )(
			'refuses %p',
			( entry ) => {
				expect( isPaymentIconEntry( entry ) ).toBe( false );
			}
		);
	} );
} );
