/**
 * The message shown for a failed cart request (spec section 8).
 */
import { getErrorMessage } from '../error-message';

describe( 'getErrorMessage', () => {
	it( 'prefers the checkout detail, then the cart detail, then the message', () => {
		const error = {
			code: 'woocommerce_rest_cart_coupon_error',
			message: 'General',
			data: {
				status: 400,
				details: { checkout: 'Checkout detail', cart: 'Cart detail' },
			},
		};
		expect( getErrorMessage( error ) ).toBe( 'Checkout detail' );
		expect(
			getErrorMessage( {
				...error,
				data: { status: 400, details: { cart: 'Cart detail' } },
			} )
		).toBe( 'Cart detail' );
		expect( getErrorMessage( { ...error, data: { status: 400 } } ) ).toBe(
			'General'
		);
	} );

	it( 'falls back to a generic message', () => {
		expect( getErrorMessage( new DOMException( 'x' ) ) ).toBe( 'x' );
		expect( getErrorMessage( null ) ).toBe( 'An unknown error occurred.' );
		expect( getErrorMessage( { code: 'x', message: '' } ) ).toBe(
			'An unknown error occurred.'
		);
	} );
} );
