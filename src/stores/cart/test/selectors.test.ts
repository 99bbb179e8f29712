/**
 * Selectors of the rueda/cart store.
 */
import {
	cartItem,
	cartResponse,
	shippingPackage,
} from '../../../shared/api/test/fixtures';
import { DEFAULT_STATE } from '../reducer';
import * as selectors from '../selectors';
import type { CartState } from '../types';

function stateWith( overrides: Partial< CartState > = {} ): CartState {
	return {
		...DEFAULT_STATE,
		hasLoaded: true,
		cartData: cartResponse(),
		...overrides,
	};
}

describe( 'selectors', () => {
	describe( 'before the cart loads', () => {
		it( 'return shared empty values, the same each time', () => {
			const state = DEFAULT_STATE;
			const other: CartState = { ...DEFAULT_STATE };

			expect( selectors.getCartData( state ) ).toBeNull();
			expect( selectors.getCartTotals( state ) ).toBeNull();
			expect( selectors.getItemsCount( state ) ).toBe( 0 );
			expect( selectors.getNeedsShipping( state ) ).toBe( false );
			expect( selectors.getItems( state ) ).toEqual( [] );
			expect( selectors.getItems( state ) ).toBe(
				selectors.getItems( other )
			);
			expect( selectors.getShippingRates( state ) ).toBe(
				selectors.getShippingRates( other )
			);
			expect( selectors.getCartErrors( state ) ).toBe(
				selectors.getCartErrors( other )
			);
			expect( selectors.getSelectedShippingRates( state ) ).toBe(
				selectors.getSelectedShippingRates( other )
			);
		} );
	} );

	describe( 'getCartData', () => {
		it( 'returns the cart as received', () => {
			const state = stateWith();
			expect( selectors.getCartData( state ) ).toBe( state.cartData );
		} );
	} );

	describe( 'getCartTotals', () => {
		it( 'returns the totals of the cart', () => {
			const state = stateWith();
			expect( selectors.getCartTotals( state ) ).toBe(
				state.cartData?.totals
			);
		} );
	} );

	describe( 'getCartHash', () => {
		it( 'returns the hash', () => {
			expect(
				selectors.getCartHash( stateWith( { cartHash: 'h' } ) )
			).toBe( 'h' );
		} );
	} );

	describe( 'getItems', () => {
		it( 'returns the cart items unchanged without optimistic quantities', () => {
			const state = stateWith();
			expect( selectors.getItems( state ) ).toBe( state.cartData?.items );
		} );

		it( 'shows quantities the server has not confirmed yet', () => {
			const other = cartItem( { key: 'other', quantity: 1 } );
			const state = stateWith( {
				cartData: cartResponse( { items: [ cartItem(), other ] } ),
				optimisticQuantities: { abc123: 4 },
			} );

			const items = selectors.getItems( state );

			expect( items.map( ( { quantity } ) => quantity ) ).toEqual( [
				4, 1,
			] );
			expect( items[ 1 ] ).toBe( other );
		} );

		it( 'keeps its result while items and quantities stay the same', () => {
			const state = stateWith( { optimisticQuantities: { abc123: 4 } } );
			const first = selectors.getItems( state );

			expect( selectors.getItems( { ...state, isLoading: true } ) ).toBe(
				first
			);
			expect(
				selectors.getItems( {
					...state,
					optimisticQuantities: { abc123: 5 },
				} )
			).not.toBe( first );
		} );
	} );

	describe( 'getItemsCount', () => {
		it( 'returns the count of the cart', () => {
			expect( selectors.getItemsCount( stateWith() ) ).toBe( 2 );
		} );
	} );

	describe( 'pending items', () => {
		const state = stateWith( {
			cartItemsPendingQuantity: [ 'a' ],
			cartItemsPendingDelete: [ 'b' ],
		} );

		it( 'isItemPendingQuantity tells items waiting for a quantity change', () => {
			expect( selectors.isItemPendingQuantity( state, 'a' ) ).toBe(
				true
			);
			expect( selectors.isItemPendingQuantity( state, 'b' ) ).toBe(
				false
			);
		} );

		it( 'isItemPendingDelete tells items being removed', () => {
			expect( selectors.isItemPendingDelete( state, 'b' ) ).toBe( true );
			expect( selectors.isItemPendingDelete( state, 'a' ) ).toBe( false );
		} );
	} );

	describe( 'coupons', () => {
		it( 'report the coupon being applied or removed', () => {
			const idle = stateWith();
			expect( selectors.isApplyingCoupon( idle ) ).toBe( false );
			expect( selectors.isRemovingCoupon( idle ) ).toBe( false );
			expect( selectors.getCouponBeingApplied( idle ) ).toBe( '' );

			const busy = stateWith( {
				couponBeingApplied: 'verano',
				couponBeingRemoved: 'invierno',
			} );
			expect( selectors.isApplyingCoupon( busy ) ).toBe( true );
			expect( selectors.getCouponBeingApplied( busy ) ).toBe( 'verano' );
			expect( selectors.isRemovingCoupon( busy ) ).toBe( true );
			expect( selectors.getCouponBeingRemoved( busy ) ).toBe(
				'invierno'
			);
		} );
	} );

	describe( 'flags', () => {
		it( 'report loading, rate selection and customer updates', () => {
			const state = stateWith( {
				isLoading: true,
				isShippingRateBeingSelected: true,
				isCustomerDataUpdating: true,
			} );
			expect( selectors.isCartLoading( state ) ).toBe( true );
			expect( selectors.hasCartLoaded( state ) ).toBe( true );
			expect( selectors.isShippingRateBeingSelected( state ) ).toBe(
				true
			);
			expect( selectors.isCustomerDataUpdating( state ) ).toBe( true );
		} );
	} );

	describe( 'isCartRecalculating', () => {
		it( 'is false for a settled cart', () => {
			expect( selectors.isCartRecalculating( stateWith() ) ).toBe(
				false
			);
		} );

		it.each( [
			[ 'a write is in flight', { updatesInFlight: 1 } ],
			[
				'a row is pending its quantity',
				{ cartItemsPendingQuantity: [ 'a' ] },
			],
			[
				'a row is pending its removal',
				{ cartItemsPendingDelete: [ 'b' ] },
			],
			[
				'a quantity is chosen but not sent yet',
				{ optimisticQuantities: { a: 3 } },
			],
		] )( 'is true while %s', ( _, overrides ) => {
			expect(
				selectors.isCartRecalculating( stateWith( overrides ) )
			).toBe( true );
		} );
	} );

	describe( 'shipping', () => {
		it( 'getNeedsShipping and getShippingRates read the cart', () => {
			const state = stateWith();
			expect( selectors.getNeedsShipping( state ) ).toBe( true );
			expect( selectors.getShippingRates( state ) ).toBe(
				state.cartData?.shipping_rates
			);
		} );

		it( 'getSelectedShippingRates maps packages to their selected rate', () => {
			const state = stateWith( {
				cartData: cartResponse( {
					shipping_rates: [
						shippingPackage(),
						shippingPackage( {
							package_id: 'taller',
							shipping_rates: [],
						} ),
					],
				} ),
			} );

			const selected = selectors.getSelectedShippingRates( state );

			expect( selected ).toEqual( { 0: 'flat_rate:1' } );
			expect(
				selectors.getSelectedShippingRates( {
					...state,
					cartHash: 'x',
				} )
			).toBe( selected );
		} );
	} );

	describe( 'getShippingErrorStatus', () => {
		function withCartErrors( codes: string[] ): CartState {
			return stateWith( {
				cartData: cartResponse( {
					errors: codes.map( ( code ) => ( {
						code,
						message: code,
					} ) ),
				} ),
			} );
		}

		it( 'is none without shipping-rate errors', () => {
			expect(
				selectors.getShippingErrorStatus( withCartErrors( [] ) )
			).toBe( 'none' );
			expect(
				selectors.getShippingErrorStatus(
					withCartErrors( [ 'woocommerce_rest_cart_item_error' ] )
				)
			).toBe( 'none' );
			expect( selectors.getShippingErrorStatus( DEFAULT_STATE ) ).toBe(
				'none'
			);
		} );

		it.each( [
			'woocommerce_rest_cart_shipping_rates_invalid_country',
			'woocommerce_rest_cart_shipping_rates_missing_country',
			'woocommerce_rest_cart_shipping_rates_invalid_state',
		] )( 'is invalid_address for %s', ( code ) => {
			expect(
				selectors.getShippingErrorStatus( withCartErrors( [ code ] ) )
			).toBe( 'invalid_address' );
		} );

		it( 'is unknown_error for other shipping-rate errors', () => {
			expect(
				selectors.getShippingErrorStatus(
					withCartErrors( [
						'woocommerce_rest_cart_shipping_rates_unavailable',
					] )
				)
			).toBe( 'unknown_error' );
		} );

		it( 'prefers invalid_address when both kinds are present', () => {
			expect(
				selectors.getShippingErrorStatus(
					withCartErrors( [
						'woocommerce_rest_cart_shipping_rates_unavailable',
						'woocommerce_rest_cart_shipping_rates_invalid_state',
					] )
				)
			).toBe( 'invalid_address' );
		} );

		it( 'also reads errors of failed requests', () => {
			const state = stateWith( {
				errors: [
					{
						code: 'woocommerce_rest_cart_shipping_rates_missing_country',
						message: 'Missing country',
						data: { status: 400 },
					},
				],
			} );
			expect( selectors.getShippingErrorStatus( state ) ).toBe(
				'invalid_address'
			);
		} );
	} );
} );
