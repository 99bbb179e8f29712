/**
 * The checkout's calculating state (spec section 4) follows the cart's
 * recalculations, through the flow: entered while any cart write is in flight
 * or a row is pending its quantity or removal, left when it ends however it
 * ended, balanced with what others add, and never below zero.
 */
import { registerPaymentMethod } from '../../../shared/payments';
import { paymentEvents } from '../../../shared/payments/events';
import { cartResponse } from '../../../shared/api/test/fixtures';
import {
	deferred,
	jsonResponse,
	mockFetch,
} from '../../../shared/api/test/fetch-mock';
import { store as cartStore } from '../../cart';
import { store as checkoutStore } from '..';
import { setUpCheckoutFlow, until } from './helpers';

const Noop = () => null;

beforeAll( () => {
	registerPaymentMethod( {
		name: 'rueda_card',
		label: 'Tarjeta',
		ariaLabel: 'Tarjeta',
		content: Noop,
		edit: Noop,
	} );
} );

let flow: ReturnType< typeof setUpCheckoutFlow >;
const cleanups: Array< () => void > = [];

afterEach( () => {
	flow?.stop();
	cleanups.splice( 0 ).forEach( ( cleanup ) => cleanup() );
	jest.useRealTimers();
} );

/** The order answer, or the cart for any cart route. */
function answerLater() {
	const answers: Array< ReturnType< typeof deferred< Response > > > = [];
	const { requests } = mockFetch( () => {
		const answer = deferred< Response >();
		answers.push( answer );
		return answer.promise;
	} );
	return { requests, answers };
}

const refusal = () =>
	jsonResponse(
		{
			code: 'woocommerce_rest_cart_coupon_error',
			message: 'El cupón ha caducado.',
			data: { status: 400 },
		},
		{ status: 400 }
	);

type CartActions = ReturnType<
	typeof flow.registry.dispatch< typeof cartStore >
>;

const writes: Array< [ string, ( cart: CartActions ) => Promise< unknown > ] > =
	[
		[ 'removing an item', ( cart ) => cart.removeItem( 'abc123' ) ],
		[ 'applying a coupon', ( cart ) => cart.applyCoupon( 'verano' ) ],
		[ 'removing a coupon', ( cart ) => cart.removeCoupon( 'verano' ) ],
		[
			'selecting a shipping rate',
			( cart ) => cart.selectShippingRate( 'pickup_location:0', null ),
		],
		[
			'updating the addresses',
			( cart ) =>
				cart.updateCustomerData( {
					billing_address: { postcode: '28014' },
				} ),
		],
		[
			'an extension’s cart update',
			( cart ) =>
				cart.applyExtensionCartUpdate( { namespace: 'rueda-fitting' } ),
		],
		[ 'adding an item', ( cart ) => cart.addItem( 17, 1 ) ],
	];

describe( 'the checkout’s calculating state', () => {
	it.each( writes )(
		'is entered while %s and left once it succeeds',
		async ( _, write ) => {
			const { answers } = answerLater();
			flow = setUpCheckoutFlow();
			expect( flow.checkout().isCalculating() ).toBe( false );

			const pending = write( flow.registry.dispatch( cartStore ) );
			await until( () => answers.length === 1 );
			expect( flow.checkout().isCalculating() ).toBe( true );

			answers[ 0 ]!.resolve( jsonResponse( cartResponse() ) );
			await pending;
			expect( flow.checkout().isCalculating() ).toBe( false );
		}
	);

	it.each( writes )( 'is left when %s fails', async ( _, write ) => {
		const { answers } = answerLater();
		flow = setUpCheckoutFlow();

		const pending = write( flow.registry.dispatch( cartStore ) );
		await until( () => answers.length === 1 );
		expect( flow.checkout().isCalculating() ).toBe( true );

		answers[ 0 ]!.resolve( refusal() );
		await expect( pending ).rejects.toMatchObject( {
			code: 'woocommerce_rest_cart_coupon_error',
		} );
		expect( flow.checkout().isCalculating() ).toBe( false );
	} );

	it( 'is entered as soon as a quantity is chosen and left once the server confirms it', async () => {
		jest.useFakeTimers();
		const { answers } = answerLater();
		flow = setUpCheckoutFlow();
		const cart = flow.registry.dispatch( cartStore );

		const first = cart.changeItemQuantity( 'abc123', 3 );
		expect( flow.checkout().isCalculating() ).toBe( true );
		// A newer choice aborts nothing yet: the debounce has not sent the first.
		const last = cart.changeItemQuantity( 'abc123', 4 );
		await jest.advanceTimersByTimeAsync( 400 );
		expect( answers ).toHaveLength( 1 );
		expect( flow.cart().isItemPendingQuantity( 'abc123' ) ).toBe( true );
		expect( flow.checkout().isCalculating() ).toBe( true );

		answers[ 0 ]!.resolve( jsonResponse( cartResponse() ) );
		await Promise.all( [ first, last ] );
		expect( flow.checkout().isCalculating() ).toBe( false );
	} );

	it( 'is left when a quantity is refused', async () => {
		jest.useFakeTimers();
		const { answers } = answerLater();
		flow = setUpCheckoutFlow();

		const change = flow.registry
			.dispatch( cartStore )
			.changeItemQuantity( 'abc123', 3 );
		const settled = change.catch( () => 'refused' );
		await jest.advanceTimersByTimeAsync( 400 );
		answers[ 0 ]!.resolve( refusal() );

		await expect( settled ).resolves.toBe( 'refused' );
		expect( flow.checkout().isCalculating() ).toBe( false );
	} );

	it( 'follows rows pending their quantity or removal', () => {
		flow = setUpCheckoutFlow();
		const cart = flow.registry.dispatch( cartStore );

		cart.setItemPendingDelete( 'abc123', true );
		expect( flow.checkout().isCalculating() ).toBe( true );
		cart.setItemPendingQuantity( 'def456', true );
		cart.setItemPendingDelete( 'abc123', false );
		expect( flow.checkout().isCalculating() ).toBe( true );
		cart.setItemPendingQuantity( 'def456', false );
		expect( flow.checkout().isCalculating() ).toBe( false );
	} );

	it( 'stays while two writes overlap, until the last one ends', async () => {
		const { answers } = answerLater();
		flow = setUpCheckoutFlow();
		const cart = flow.registry.dispatch( cartStore );

		const coupon = cart.applyCoupon( 'verano' );
		const rate = cart.selectShippingRate( 'pickup_location:0', null );
		await until( () => answers.length === 2 );

		answers[ 0 ]!.resolve( refusal() );
		await expect( coupon ).rejects.toBeTruthy();
		expect( flow.checkout().isCalculating() ).toBe( true );

		answers[ 1 ]!.resolve( jsonResponse( cartResponse() ) );
		await rate;
		expect( flow.checkout().isCalculating() ).toBe( false );
	} );

	it( 'keeps what an extension holds and never goes below zero', async () => {
		const { answers } = answerLater();
		flow = setUpCheckoutFlow();
		const checkout = flow.registry.dispatch( checkoutStore );

		checkout.incrementCalculating();
		const coupon = flow.registry
			.dispatch( cartStore )
			.applyCoupon( 'verano' );
		await until( () => answers.length === 1 );
		answers[ 0 ]!.resolve( jsonResponse( cartResponse() ) );
		await coupon;
		// The extension's own calculation is still under way.
		expect( flow.checkout().isCalculating() ).toBe( true );

		checkout.decrementCalculating();
		checkout.decrementCalculating();
		checkout.decrementCalculating();
		expect( flow.checkout().isCalculating() ).toBe( false );

		// Extra decrements did not leave a debt: the next write still shows.
		flow.registry.dispatch( cartStore ).setItemPendingDelete( 'x', true );
		expect( flow.checkout().isCalculating() ).toBe( true );
		flow.registry.dispatch( cartStore ).setItemPendingDelete( 'x', false );
		expect( flow.checkout().isCalculating() ).toBe( false );
	} );

	it( 'gives back what it holds when the flow stops', () => {
		flow = setUpCheckoutFlow();
		flow.registry
			.dispatch( cartStore )
			.setItemPendingDelete( 'abc123', true );
		expect( flow.checkout().isCalculating() ).toBe( true );

		flow.stop();

		expect( flow.checkout().isCalculating() ).toBe( false );
	} );

	it( 'holds payment setup until the recalculation ends', async () => {
		const { answers, requests } = answerLater();
		flow = setUpCheckoutFlow();
		const setup = jest.fn( () => ( { type: 'success' as const } ) );
		cleanups.push( paymentEvents.onPaymentSetup( setup ) );

		const coupon = flow.registry
			.dispatch( cartStore )
			.applyCoupon( 'verano' );
		await until( () => answers.length === 1 );
		flow.registry.dispatch( checkoutStore ).placeOrder();
		await until( () => flow.checkout().isProcessing() );
		expect( setup ).not.toHaveBeenCalled();

		answers[ 0 ]!.resolve( jsonResponse( cartResponse() ) );
		await coupon;
		await until( () => requests.length === 2 );
		expect( setup ).toHaveBeenCalledTimes( 1 );
		expect( requests[ 1 ]?.url ).toContain( '/wc/store/v1/checkout' );
	} );
} );
