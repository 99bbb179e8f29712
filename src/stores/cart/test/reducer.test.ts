/**
 * Reducer of the rueda/cart store.
 */
import { cartResponse } from '../../../shared/api/test/fixtures';
import * as actions from '../actions';
import reducer, { DEFAULT_STATE } from '../reducer';

describe( 'reducer', () => {
	it( 'starts empty and not loaded', () => {
		expect( reducer( undefined, actions.clearErrors() ) ).toBe(
			DEFAULT_STATE
		);
		expect( DEFAULT_STATE ).toMatchObject( {
			cartData: null,
			cartHash: '',
			hasLoaded: false,
			isLoading: false,
		} );
	} );

	describe( 'RECEIVE_CART', () => {
		it( 'stores the cart and its hash and marks it loaded', () => {
			const cart = cartResponse();
			const state = reducer(
				DEFAULT_STATE,
				actions.receiveCart( cart, 'hash-1' )
			);
			expect( state.cartData ).toBe( cart );
			expect( state.cartHash ).toBe( 'hash-1' );
			expect( state.hasLoaded ).toBe( true );
		} );

		it( 'keeps the known hash for a cart without one', () => {
			const state = reducer(
				{ ...DEFAULT_STATE, cartHash: 'hash-1' },
				actions.receiveCart( cartResponse() )
			);
			expect( state.cartHash ).toBe( 'hash-1' );
		} );
	} );

	describe( 'errors', () => {
		const error = { code: 'x', message: 'Failed', data: { status: 400 } };

		it( 'collects errors and clears them', () => {
			const withError = reducer(
				DEFAULT_STATE,
				actions.receiveError( error )
			);
			expect( withError.errors ).toEqual( [ error ] );

			const cleared = reducer( withError, actions.clearErrors() );
			expect( cleared.errors ).toEqual( [] );
		} );

		it( 'returns the same state when there is nothing to clear', () => {
			expect( reducer( DEFAULT_STATE, actions.clearErrors() ) ).toBe(
				DEFAULT_STATE
			);
		} );
	} );

	describe( 'pending items', () => {
		it( 'adds and removes keys pending a quantity change', () => {
			const pending = reducer(
				DEFAULT_STATE,
				actions.setItemPendingQuantity( 'a', true )
			);
			expect( pending.cartItemsPendingQuantity ).toEqual( [ 'a' ] );
			expect(
				reducer( pending, actions.setItemPendingQuantity( 'a', true ) )
					.cartItemsPendingQuantity
			).toBe( pending.cartItemsPendingQuantity );
			expect(
				reducer( pending, actions.setItemPendingQuantity( 'a', false ) )
					.cartItemsPendingQuantity
			).toEqual( [] );
		} );

		it( 'adds and removes keys pending delete', () => {
			const pending = reducer(
				DEFAULT_STATE,
				actions.setItemPendingDelete( 'b', true )
			);
			expect( pending.cartItemsPendingDelete ).toEqual( [ 'b' ] );
			expect(
				reducer( pending, actions.setItemPendingDelete( 'b', false ) )
					.cartItemsPendingDelete
			).toEqual( [] );
		} );
	} );

	describe( 'optimistic quantities', () => {
		it( 'sets and clears a quantity per item', () => {
			const state = reducer(
				reducer(
					DEFAULT_STATE,
					actions.setOptimisticQuantity( 'a', 3 )
				),
				actions.setOptimisticQuantity( 'b', 1 )
			);
			expect( state.optimisticQuantities ).toEqual( { a: 3, b: 1 } );

			const cleared = reducer(
				reducer( state, actions.clearOptimisticQuantity( 'a' ) ),
				actions.clearOptimisticQuantity( 'b' )
			);
			expect( cleared.optimisticQuantities ).toBe(
				DEFAULT_STATE.optimisticQuantities
			);
		} );

		it( 'ignores clearing an item without one', () => {
			expect(
				reducer( DEFAULT_STATE, actions.clearOptimisticQuantity( 'x' ) )
			).toBe( DEFAULT_STATE );
		} );
	} );

	describe( 'cart updates in flight', () => {
		it( 'counts started updates down as they finish', () => {
			const two = [
				actions.startCartUpdate(),
				actions.startCartUpdate(),
			].reduce( reducer, DEFAULT_STATE );
			expect( two.updatesInFlight ).toBe( 2 );

			expect(
				reducer( two, actions.finishCartUpdate() ).updatesInFlight
			).toBe( 1 );
		} );

		it( 'never goes below zero', () => {
			expect( reducer( DEFAULT_STATE, actions.finishCartUpdate() ) ).toBe(
				DEFAULT_STATE
			);
		} );
	} );

	it.each( [
		[
			actions.setCouponBeingApplied( 'verano' ),
			'couponBeingApplied',
			'verano',
		],
		[
			actions.setCouponBeingRemoved( 'verano' ),
			'couponBeingRemoved',
			'verano',
		],
		[
			actions.setShippingRateBeingSelected( true ),
			'isShippingRateBeingSelected',
			true,
		],
		[
			actions.setCustomerDataUpdating( true ),
			'isCustomerDataUpdating',
			true,
		],
		[ actions.setCartLoading( true ), 'isLoading', true ],
	] as const )( 'handles %j', ( action, key, value ) => {
		expect( reducer( DEFAULT_STATE, action )[ key ] ).toBe( value );
	} );
} );
