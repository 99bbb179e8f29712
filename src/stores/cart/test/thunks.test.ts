/**
 * Thunks of the rueda/cart store against the real api-fetch and registry,
 * with only `window.fetch` mocked.
 */
import {
	cartResponse,
	shippingPackage,
} from '../../../shared/api/test/fixtures';
import {
	deferred,
	jsonResponse,
	mockFetch,
	type SentRequest,
} from '../../../shared/api/test/fetch-mock';
import { store as noticesStore } from '../../notices';
import { SHIPPING_EVENTS, shippingEvents } from '../shipping-events';
import { routeOf, setUpCartStore } from './helpers';

const conflictCart = cartResponse( { items_count: 9 } );
const conflict = {
	code: 'woocommerce_rest_cart_coupon_error',
	message: 'El cupón ha caducado.',
	data: { status: 409, cart: conflictCart },
};

describe( 'thunks', () => {
	let cartStore: ReturnType< typeof setUpCartStore >;

	beforeEach( () => {
		cartStore = setUpCartStore();
	} );

	afterEach( () => {
		cartStore.api.unregister();
	} );

	function answerWithCart( cart = cartResponse(), hash = 'hash-2' ) {
		return mockFetch( () =>
			jsonResponse( cart, { headers: { 'Cart-Hash': hash } } )
		);
	}

	function onlyRequest( requests: SentRequest[] ) {
		expect( requests ).toHaveLength( 1 );
		const [ request ] = requests;
		return {
			route: routeOf( request?.url ?? '' ),
			method: request?.method,
			body: request?.body,
		};
	}

	describe( 'fetchCart', () => {
		it( 'loads the cart and its hash', async () => {
			const cart = cartResponse();
			const { requests } = answerWithCart( cart );

			const pending = cartStore.dispatch().fetchCart();
			expect( cartStore.select().isCartLoading() ).toBe( true );
			await expect( pending ).resolves.toEqual( cart );

			expect( onlyRequest( requests ) ).toMatchObject( {
				route: '/wc/store/v1/cart',
				method: 'GET',
			} );
			expect( cartStore.select().getCartData() ).toEqual( cart );
			expect( cartStore.select().getCartHash() ).toBe( 'hash-2' );
			expect( cartStore.select().isCartLoading() ).toBe( false );
		} );

		it( 'stores the error and clears it after a later success', async () => {
			const answers = [
				jsonResponse(
					{
						code: 'rest_no_route',
						message: 'Nope',
						data: { status: 404 },
					},
					{ status: 404 }
				),
				jsonResponse( cartResponse() ),
			];
			mockFetch( () => answers.shift() ?? jsonResponse( null ) );

			await expect(
				cartStore.dispatch().fetchCart()
			).rejects.toMatchObject( { code: 'rest_no_route' } );
			expect( cartStore.select().getCartErrors() ).toEqual( [
				{
					code: 'rest_no_route',
					message: 'Nope',
					data: { status: 404 },
				},
			] );
			expect( cartStore.select().isCartLoading() ).toBe( false );

			await cartStore.dispatch().fetchCart();
			expect( cartStore.select().getCartErrors() ).toEqual( [] );
		} );
	} );

	describe( 'addItem', () => {
		it( 'posts the product and quantity', async () => {
			const { requests } = answerWithCart();

			await cartStore.dispatch().addItem( 42, 4 );

			expect( onlyRequest( requests ) ).toEqual( {
				route: '/wc/store/v1/cart/add-item',
				method: 'POST',
				body: { id: 42, quantity: 4 },
			} );
			expect( cartStore.select().getItemsCount() ).toBe( 2 );
		} );

		it( 'sends the variation when given', async () => {
			const { requests } = answerWithCart();
			const variation = [ { attribute: 'Medida', value: '205/55 R16' } ];

			await cartStore.dispatch().addItem( 43, 1, variation );

			expect( onlyRequest( requests ).body ).toEqual( {
				id: 43,
				quantity: 1,
				variation,
			} );
		} );

		it( 'sends the line’s extension data when given (a tyre fitted at the workshop)', async () => {
			const { requests } = answerWithCart();

			await cartStore.dispatch().addItem( 20, 4, undefined, {
				rueda: { fitted: true, band: 'hasta-16' },
			} );

			expect( onlyRequest( requests ).body ).toEqual( {
				id: 20,
				quantity: 4,
				extensions: { rueda: { fitted: true, band: 'hasta-16' } },
			} );
		} );

		it( 'stores and rethrows a failure', async () => {
			const error = {
				code: 'woocommerce_rest_product_out_of_stock',
				message: 'Sin existencias',
				data: { status: 400 },
			};
			mockFetch( () => jsonResponse( error, { status: 400 } ) );

			await expect( cartStore.dispatch().addItem( 42 ) ).rejects.toEqual(
				error
			);
			expect( cartStore.select().getCartErrors() ).toEqual( [ error ] );
		} );
	} );

	describe( 'removeItem', () => {
		it( 'marks the item pending delete while the request runs', async () => {
			const answer = deferred< Response >();
			const { requests } = mockFetch( () => answer.promise );

			const removal = cartStore.dispatch().removeItem( 'abc123' );
			expect( cartStore.select().isItemPendingDelete( 'abc123' ) ).toBe(
				true
			);

			answer.resolve( jsonResponse( cartResponse( { items: [] } ) ) );
			await removal;

			expect( onlyRequest( requests ) ).toEqual( {
				route: '/wc/store/v1/cart/remove-item',
				method: 'POST',
				body: { key: 'abc123' },
			} );
			expect( cartStore.select().isItemPendingDelete( 'abc123' ) ).toBe(
				false
			);
			expect( cartStore.select().getItems() ).toEqual( [] );
		} );
	} );

	describe( 'applyCoupon', () => {
		it( 'shows the coupon being applied until the answer', async () => {
			const answer = deferred< Response >();
			const { requests } = mockFetch( () => answer.promise );

			const applying = cartStore.dispatch().applyCoupon( 'verano' );
			expect( cartStore.select().getCouponBeingApplied() ).toBe(
				'verano'
			);
			expect( cartStore.select().isApplyingCoupon() ).toBe( true );

			answer.resolve( jsonResponse( cartResponse() ) );
			await applying;

			expect( onlyRequest( requests ) ).toEqual( {
				route: '/wc/store/v1/cart/apply-coupon',
				method: 'POST',
				body: { code: 'verano' },
			} );
			expect( cartStore.select().isApplyingCoupon() ).toBe( false );
		} );

		it( 'takes the cart a conflict carries, stores the error and rethrows', async () => {
			mockFetch( () => jsonResponse( conflict, { status: 409 } ) );

			await expect(
				cartStore.dispatch().applyCoupon( 'verano' )
			).rejects.toEqual( conflict );

			expect( cartStore.select().getCartData() ).toEqual( conflictCart );
			expect( cartStore.select().getCartErrors() ).toEqual( [
				conflict,
			] );
			expect( cartStore.select().isApplyingCoupon() ).toBe( false );
		} );
	} );

	describe( 'removeCoupon', () => {
		it( 'shows the coupon being removed until the answer, even a failure', async () => {
			const answer = deferred< Response >();
			const { requests } = mockFetch( () => answer.promise );

			const removing = cartStore.dispatch().removeCoupon( 'verano' );
			expect( cartStore.select().getCouponBeingRemoved() ).toBe(
				'verano'
			);
			expect( cartStore.select().isRemovingCoupon() ).toBe( true );

			answer.resolve( jsonResponse( conflict, { status: 409 } ) );
			await expect( removing ).rejects.toEqual( conflict );

			expect( onlyRequest( requests ) ).toEqual( {
				route: '/wc/store/v1/cart/remove-coupon',
				method: 'POST',
				body: { code: 'verano' },
			} );
			expect( cartStore.select().isRemovingCoupon() ).toBe( false );
		} );
	} );

	describe( 'selectShippingRate', () => {
		it( 'selects a rate for one package and announces it', async () => {
			const cart = cartResponse();
			const { requests } = answerWithCart( cart );
			const listener = jest.fn();
			const unsubscribe = shippingEvents.subscribe(
				SHIPPING_EVENTS.SELECT_SUCCESS,
				listener
			);

			const selecting = cartStore
				.dispatch()
				.selectShippingRate( 'flat_rate:1', 0 );
			expect( cartStore.select().isShippingRateBeingSelected() ).toBe(
				true
			);
			await selecting;
			unsubscribe();

			expect( onlyRequest( requests ) ).toEqual( {
				route: '/wc/store/v1/cart/select-shipping-rate',
				method: 'POST',
				body: { rate_id: 'flat_rate:1', package_id: 0 },
			} );
			expect( cartStore.select().isShippingRateBeingSelected() ).toBe(
				false
			);
			expect( listener ).toHaveBeenCalledWith( {
				rateId: 'flat_rate:1',
				packageId: 0,
				shippingRates: cart.shipping_rates,
			} );
		} );

		it( 'sends a null package for local pickup in every package', async () => {
			const { requests } = answerWithCart();

			await cartStore
				.dispatch()
				.selectShippingRate( 'pickup_location:0', null );

			expect( onlyRequest( requests ).body ).toEqual( {
				rate_id: 'pickup_location:0',
				package_id: null,
			} );
		} );

		it( 'announces a failed selection', async () => {
			const error = {
				code: 'woocommerce_rest_cart_invalid_rate',
				message: 'Tarifa no válida',
				data: { status: 400 },
			};
			mockFetch( () => jsonResponse( error, { status: 400 } ) );
			const listener = jest.fn();
			const unsubscribe = shippingEvents.subscribe(
				SHIPPING_EVENTS.SELECT_FAIL,
				listener
			);

			await expect(
				cartStore.dispatch().selectShippingRate( 'nope:1', 0 )
			).rejects.toEqual( error );
			unsubscribe();

			expect( listener ).toHaveBeenCalledWith( {
				rateId: 'nope:1',
				packageId: 0,
				error,
			} );
			expect( cartStore.select().isShippingRateBeingSelected() ).toBe(
				false
			);
		} );
	} );

	describe( 'updateCustomerData', () => {
		const address = {
			shipping_address: { country: 'ES', postcode: '28001' },
		};

		it( 'posts the addresses and announces the new rates', async () => {
			const cart = cartResponse();
			const { requests } = answerWithCart( cart );
			const listener = jest.fn();
			const unsubscribe = shippingEvents.subscribe(
				SHIPPING_EVENTS.SUCCESS,
				listener
			);

			const updating = cartStore.dispatch().updateCustomerData( address );
			expect( cartStore.select().isCustomerDataUpdating() ).toBe( true );
			await updating;
			unsubscribe();

			expect( onlyRequest( requests ) ).toEqual( {
				route: '/wc/store/v1/cart/update-customer',
				method: 'POST',
				body: address,
			} );
			expect( cartStore.select().isCustomerDataUpdating() ).toBe( false );
			expect( listener ).toHaveBeenCalledWith( {
				shippingRates: cart.shipping_rates,
			} );
		} );

		it( 'announces failed rates for an address that cannot be shipped to', async () => {
			answerWithCart(
				cartResponse( {
					shipping_rates: [
						shippingPackage( { shipping_rates: [] } ),
					],
					errors: [
						{
							code: 'woocommerce_rest_cart_shipping_rates_invalid_country',
							message: 'No enviamos a este país.',
						},
					],
				} )
			);
			const listener = jest.fn();
			const unsubscribe = shippingEvents.subscribe(
				SHIPPING_EVENTS.FAIL,
				listener
			);

			await cartStore.dispatch().updateCustomerData( address );
			unsubscribe();

			expect( listener ).toHaveBeenCalledWith( {
				status: 'invalid_address',
			} );
			expect( cartStore.select().getShippingErrorStatus() ).toBe(
				'invalid_address'
			);
		} );

		it( 'announces failed rates when the request fails', async () => {
			await cartStore.dispatch().receiveCart( cartResponse() );
			mockFetch( () =>
				Promise.reject( new TypeError( 'Failed to fetch' ) )
			);
			const listener = jest.fn();
			const unsubscribe = shippingEvents.subscribe(
				SHIPPING_EVENTS.FAIL,
				listener
			);

			await expect(
				cartStore.dispatch().updateCustomerData( address )
			).rejects.toMatchObject( { code: 'fetch_error' } );
			unsubscribe();

			expect( listener ).toHaveBeenCalledWith( {
				status: 'unknown_error',
			} );
			expect( cartStore.select().isCustomerDataUpdating() ).toBe( false );
		} );

		it( 'announces nothing for a cart without shipping', async () => {
			answerWithCart( cartResponse( { needs_shipping: false } ) );
			const listener = jest.fn();
			const unsubscribe = shippingEvents.subscribe(
				SHIPPING_EVENTS.SUCCESS,
				listener
			);

			await cartStore.dispatch().updateCustomerData( address );
			unsubscribe();

			expect( listener ).not.toHaveBeenCalled();
		} );
	} );

	describe( 'applyExtensionCartUpdate', () => {
		it( 'posts the namespace and data to the extensions route', async () => {
			const { requests } = answerWithCart();

			await cartStore.dispatch().applyExtensionCartUpdate( {
				namespace: 'rueda-fitting',
				data: { slot: '2025-01-10T09:00' },
			} );

			expect( onlyRequest( requests ) ).toEqual( {
				route: '/wc/store/v1/cart/extensions',
				method: 'POST',
				body: {
					namespace: 'rueda-fitting',
					data: { slot: '2025-01-10T09:00' },
				},
			} );
		} );

		function noticeTexts( context: string ) {
			return cartStore.registry
				.select( noticesStore )
				.getNotices( context )
				.map( ( { status, content } ) => `${ status }: ${ content }` );
		}

		const refusal = {
			code: 'woocommerce_rest_cart_extensions_error',
			message: 'No quedan citas libres ese día.',
			data: { status: 400 },
		};

		it( 'shows a refusal in the cart’s and the checkout’s notices and rejects', async () => {
			mockFetch( () => jsonResponse( refusal, { status: 400 } ) );

			await expect(
				cartStore.dispatch().applyExtensionCartUpdate( {
					namespace: 'rueda-fitting',
				} )
			).rejects.toMatchObject( {
				code: 'woocommerce_rest_cart_extensions_error',
			} );

			for ( const context of [ 'rueda/cart', 'rueda/checkout' ] ) {
				expect( noticeTexts( context ) ).toEqual( [
					'error: No quedan citas libres ese día.',
				] );
			}
			expect( cartStore.select().getCartErrors() ).toEqual( [ refusal ] );
		} );

		it( 'shows any other failure too, one notice at a time, gone after a success', async () => {
			const answers = [
				jsonResponse( refusal, { status: 400 } ),
				jsonResponse(
					{
						code: 'rueda_internal_error',
						message: 'Algo ha fallado.',
						data: { status: 500 },
					},
					{ status: 500 }
				),
				jsonResponse( cartResponse() ),
			];
			mockFetch( () => answers.shift()! );
			const update = () =>
				cartStore
					.dispatch()
					.applyExtensionCartUpdate( { namespace: 'rueda-fitting' } );

			await expect( update() ).rejects.toBeTruthy();
			await expect( update() ).rejects.toMatchObject( {
				code: 'rueda_internal_error',
			} );
			expect( noticeTexts( 'rueda/cart' ) ).toEqual( [
				'error: Algo ha fallado.',
			] );

			await update();
			expect( noticeTexts( 'rueda/cart' ) ).toEqual( [] );
			expect( noticeTexts( 'rueda/checkout' ) ).toEqual( [] );
		} );
	} );

	describe( 'cart updates in flight', () => {
		it( 'counts a write from its start to its answer', async () => {
			const answer = deferred< Response >();
			mockFetch( () => answer.promise );

			const applying = cartStore.dispatch().applyCoupon( 'verano' );
			expect( cartStore.select().isCartRecalculating() ).toBe( true );

			answer.resolve( jsonResponse( cartResponse() ) );
			await applying;
			expect( cartStore.select().isCartRecalculating() ).toBe( false );
		} );

		it( 'stops counting a write that failed', async () => {
			mockFetch( () => jsonResponse( conflict, { status: 409 } ) );

			await expect(
				cartStore.dispatch().removeCoupon( 'verano' )
			).rejects.toMatchObject( { code: conflict.code } );

			expect( cartStore.select().isCartRecalculating() ).toBe( false );
		} );

		it( 'does not count loading the cart', async () => {
			const answer = deferred< Response >();
			mockFetch( () => answer.promise );

			const loading = cartStore.dispatch().fetchCart();
			expect( cartStore.select().isCartRecalculating() ).toBe( false );

			answer.resolve( jsonResponse( cartResponse() ) );
			await loading;
		} );
	} );

	it( 'sends the Store API nonce with every cart write', async () => {
		const { requests } = answerWithCart();

		await cartStore.dispatch().applyCoupon( 'verano' );

		expect( requests[ 0 ]?.headers.get( 'Nonce' ) ).toBe( 'nonce-1' );
	} );
} );
