/**
 * Debounced, abortable quantity updates: the keyed debouncer on its own and
 * changeItemQuantity through the store.
 */
import { cartItem, cartResponse } from '../../../shared/api/test/fixtures';
import {
	deferred,
	jsonResponse,
	mockFetch,
} from '../../../shared/api/test/fetch-mock';
import { QUANTITY_SYNC_DEBOUNCE_MS } from '../constants';
import { createKeyedDebouncer } from '../quantity-sync';
import { routeOf, setUpCartStore } from './helpers';

function cartWithQuantity( quantity: number ) {
	return cartResponse( {
		items: [ cartItem( { quantity } ) ],
		items_count: quantity,
	} );
}

describe( 'quantity-sync', () => {
	beforeEach( () => {
		jest.useFakeTimers();
	} );

	afterEach( () => {
		jest.useRealTimers();
	} );

	describe( 'createKeyedDebouncer', () => {
		it( 'runs the last task of a key once the delay has passed', async () => {
			const debouncer = createKeyedDebouncer< string >( 100 );
			const task = jest.fn( async () => 'done' );

			const first = debouncer.schedule( 'a', task );
			const second = debouncer.schedule( 'a', task );
			await jest.advanceTimersByTimeAsync( 99 );
			expect( task ).not.toHaveBeenCalled();

			await jest.advanceTimersByTimeAsync( 1 );
			expect( task ).toHaveBeenCalledTimes( 1 );
			await expect( first ).resolves.toBe( 'done' );
			await expect( second ).resolves.toBe( 'done' );
		} );

		it( 'keeps keys apart', async () => {
			const debouncer = createKeyedDebouncer< string >( 100 );

			const a = debouncer.schedule( 'a', async () => 'a' );
			const b = debouncer.schedule( 'b', async () => 'b' );
			await jest.advanceTimersByTimeAsync( 100 );

			await expect( a ).resolves.toBe( 'a' );
			await expect( b ).resolves.toBe( 'b' );
		} );

		it( 'aborts a running task when a newer one is scheduled', async () => {
			const debouncer = createKeyedDebouncer< string >( 100 );
			const signals: AbortSignal[] = [];
			const held = deferred< string >();

			const first = debouncer.schedule( 'a', ( signal ) => {
				signals.push( signal );
				return held.promise;
			} );
			await jest.advanceTimersByTimeAsync( 100 );
			const second = debouncer.schedule( 'a', async ( signal ) => {
				signals.push( signal );
				return 'newer';
			} );
			expect( signals[ 0 ]?.aborted ).toBe( true );

			// The superseded answer arrives late and is ignored.
			held.resolve( 'older' );
			await jest.advanceTimersByTimeAsync( 100 );

			await expect( first ).resolves.toBe( 'newer' );
			await expect( second ).resolves.toBe( 'newer' );
		} );

		it( 'hands the callers of a cancelled key over', async () => {
			const debouncer = createKeyedDebouncer< string >( 100 );
			const task = jest.fn( async () => 'never' );

			const pending = debouncer.schedule( 'a', task );
			const waiters = debouncer.cancel( 'a' );
			waiters.forEach( ( { resolve } ) => resolve( 'cancelled' ) );
			await jest.advanceTimersByTimeAsync( 100 );

			expect( task ).not.toHaveBeenCalled();
			await expect( pending ).resolves.toBe( 'cancelled' );
			expect( debouncer.cancel( 'a' ) ).toEqual( [] );
		} );

		it( 'rejects every caller when the last task fails', async () => {
			const debouncer = createKeyedDebouncer< string >( 100 );
			const failure = { code: 'x', message: 'y' };

			const first = debouncer.schedule( 'a', async () => 'unused' );
			const second = debouncer.schedule( 'a', () =>
				Promise.reject( failure )
			);
			const settled = Promise.allSettled( [ first, second ] );
			await jest.advanceTimersByTimeAsync( 100 );

			expect( await settled ).toEqual( [
				{ status: 'rejected', reason: failure },
				{ status: 'rejected', reason: failure },
			] );
		} );
	} );

	describe( 'changeItemQuantity', () => {
		let cartStore: ReturnType< typeof setUpCartStore >;

		beforeEach( async () => {
			cartStore = setUpCartStore();
			await cartStore.dispatch().receiveCart( cartWithQuantity( 2 ) );
		} );

		afterEach( () => {
			cartStore.api.unregister();
		} );

		function quantityShown() {
			return cartStore.select().getItems()[ 0 ]?.quantity;
		}

		it( 'shows the new quantity at once and sends it after the pause', async () => {
			const { requests } = mockFetch( () =>
				jsonResponse( cartWithQuantity( 5 ) )
			);

			const change = cartStore
				.dispatch()
				.changeItemQuantity( 'abc123', 5 );
			expect( quantityShown() ).toBe( 5 );
			expect(
				cartStore.select().getCartData()?.items[ 0 ]?.quantity
			).toBe( 2 );
			expect( requests ).toHaveLength( 0 );

			await jest.advanceTimersByTimeAsync( QUANTITY_SYNC_DEBOUNCE_MS );
			await change;

			expect( requests ).toHaveLength( 1 );
			expect( routeOf( requests[ 0 ]?.url ?? '' ) ).toBe(
				'/wc/store/v1/cart/update-item'
			);
			expect( requests[ 0 ]?.body ).toEqual( {
				key: 'abc123',
				quantity: 5,
			} );
			expect( quantityShown() ).toBe( 5 );
			expect( cartStore.select().getItemsCount() ).toBe( 5 );
		} );

		it( 'sends only the last of several quick changes', async () => {
			const { requests } = mockFetch( () =>
				jsonResponse( cartWithQuantity( 4 ) )
			);

			const changes = [ 3, 4 ].map( ( quantity ) =>
				cartStore.dispatch().changeItemQuantity( 'abc123', quantity )
			);
			await jest.advanceTimersByTimeAsync( QUANTITY_SYNC_DEBOUNCE_MS );
			const carts = await Promise.all( changes );

			expect( requests.map( ( { body } ) => body ) ).toEqual( [
				{ key: 'abc123', quantity: 4 },
			] );
			expect( carts[ 0 ] ).toBe( carts[ 1 ] );
		} );

		it( 'aborts a request a newer change supersedes', async () => {
			const firstAnswer = deferred< Response >();
			const { fetchMock, requests } = mockFetch( () =>
				requests.length === 1
					? firstAnswer.promise
					: jsonResponse( cartWithQuantity( 7 ) )
			);

			const first = cartStore
				.dispatch()
				.changeItemQuantity( 'abc123', 3 );
			await jest.advanceTimersByTimeAsync( QUANTITY_SYNC_DEBOUNCE_MS );
			expect( cartStore.select().isItemPendingQuantity( 'abc123' ) ).toBe(
				true
			);

			const second = cartStore
				.dispatch()
				.changeItemQuantity( 'abc123', 7 );
			expect( quantityShown() ).toBe( 7 );
			expect( fetchMock.mock.calls[ 0 ]?.[ 1 ]?.signal?.aborted ).toBe(
				true
			);
			// The old answer would say 3; it was aborted and must not show.
			firstAnswer.resolve( jsonResponse( cartWithQuantity( 3 ) ) );
			await jest.advanceTimersByTimeAsync( 0 );
			expect( quantityShown() ).toBe( 7 );
			expect( cartStore.select().isItemPendingQuantity( 'abc123' ) ).toBe(
				true
			);

			await jest.advanceTimersByTimeAsync( QUANTITY_SYNC_DEBOUNCE_MS );
			const [ firstCart, secondCart ] = await Promise.all( [
				first,
				second,
			] );

			expect( requests ).toHaveLength( 2 );
			expect( firstCart ).toBe( secondCart );
			expect( quantityShown() ).toBe( 7 );
			expect( cartStore.select().isItemPendingQuantity( 'abc123' ) ).toBe(
				false
			);
			expect( cartStore.select().getCartErrors() ).toEqual( [] );
		} );

		it( 'falls back to the server quantity when the change fails', async () => {
			const error = {
				code: 'woocommerce_rest_cart_invalid_quantity',
				message: 'Máximo 4 unidades',
				data: { status: 400 },
			};
			mockFetch( () => jsonResponse( error, { status: 400 } ) );

			const change = cartStore
				.dispatch()
				.changeItemQuantity( 'abc123', 12 );
			const failure = change.catch( ( reason: unknown ) => reason );
			await jest.advanceTimersByTimeAsync( QUANTITY_SYNC_DEBOUNCE_MS );
			expect( await failure ).toEqual( error );

			expect( quantityShown() ).toBe( 2 );
			expect( cartStore.select().isItemPendingQuantity( 'abc123' ) ).toBe(
				false
			);
			expect( cartStore.select().getCartErrors() ).toEqual( [ error ] );
		} );

		it( 'drops a waiting change when the item is removed', async () => {
			const emptyCart = cartResponse( { items: [], items_count: 0 } );
			const { requests } = mockFetch( () => jsonResponse( emptyCart ) );

			const change = cartStore
				.dispatch()
				.changeItemQuantity( 'abc123', 5 );
			await cartStore.dispatch().removeItem( 'abc123' );
			await jest.advanceTimersByTimeAsync( QUANTITY_SYNC_DEBOUNCE_MS );

			await expect( change ).resolves.toEqual( emptyCart );
			expect( requests.map( ( { url } ) => routeOf( url ) ) ).toEqual( [
				'/wc/store/v1/cart/remove-item',
			] );
			expect( cartStore.select().getItems() ).toEqual( [] );
			expect( cartStore.select().isItemPendingQuantity( 'abc123' ) ).toBe(
				false
			);
		} );
	} );
} );
