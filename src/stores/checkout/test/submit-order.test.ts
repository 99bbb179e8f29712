/**
 * The order request: one in flight at most, and what each answer does.
 */
import { registerPaymentMethod } from '../../../shared/payments';
import { cartResponse } from '../../../shared/api/test/fixtures';
import {
	deferred,
	FakeResponse,
	jsonResponse,
	mockFetch,
} from '../../../shared/api/test/fetch-mock';
import { configureApiFetch } from '../../../shared/api';
import { store as paymentStore } from '../../payment';
import { checkoutEvents, initCheckoutFlow, store as checkoutStore } from '..';
import type { FlowContext } from '../flow/context';
import { isOrderRequestInFlight, submitOrder } from '../flow/submit-order';
import {
	checkoutResponse,
	settle,
	setUpCheckoutFlow,
	setUpStores,
	until,
} from './helpers';

const Noop = () => null;
const GUEST_MESSAGE =
	'Something went wrong when placing the order. Check your email for order updates before retrying.';
const CUSTOMER_MESSAGE =
	"Something went wrong when placing the order. Check your account's order history or your email for order updates before retrying.";

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
} );

function start( options: Parameters< typeof setUpCheckoutFlow >[ 0 ] = {} ) {
	flow = setUpCheckoutFlow( options );
	return flow;
}

function placeOrder() {
	flow.registry.dispatch( checkoutStore ).placeOrder();
}

function noticeTexts( context: string ) {
	return flow.notices( context ).map( ( notice ) => notice.content );
}

function listenToFailures() {
	const fail = jest.fn();
	cleanups.push( checkoutEvents.onCheckoutFail( fail ) );
	return fail;
}

describe( 'one order request in flight', () => {
	it( 'sends one request for two synchronous triggers', async () => {
		const answer = deferred< Response >();
		const { requests } = mockFetch( () => answer.promise );
		const stores = setUpStores();
		const api = configureApiFetch( {
			root: 'https://example.com/wp-json/',
			nonce: 'nonce-1',
		} );
		cleanups.push( api.unregister );
		stores.registry.dispatch( checkoutStore ).setProcessing();
		stores.registry.dispatch( paymentStore ).setPaymentReady();
		const context: FlowContext = {
			registry: stores.registry,
			navigate: jest.fn(),
			showErrorDetails: false,
			noticeArea: 'rueda/checkout',
			attempt: 1,
			noticeContexts: new Set(),
		};

		const first = submitOrder( context );
		const second = submitOrder( context );

		expect( first ).toBeInstanceOf( Promise );
		expect( second ).toBeNull();
		expect( isOrderRequestInFlight() ).toBe( true );
		await settle();
		expect( requests ).toHaveLength( 1 );

		answer.resolve( jsonResponse( checkoutResponse() ) );
		await first;
		expect( isOrderRequestInFlight() ).toBe( false );
		expect( context.navigate ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'sends no second request while the first is pending, whatever changes', async () => {
		const answer = deferred< Response >();
		const { requests } = mockFetch( () => answer.promise );
		start();

		placeOrder();
		await until( () => requests.length === 1 );
		const checkout = flow.registry.dispatch( checkoutStore );
		checkout.setOrderNotes( 'Una nota tardía' );
		checkout.incrementCalculating();
		checkout.decrementCalculating();
		checkout.placeOrder();
		await settle();
		expect( requests ).toHaveLength( 1 );

		answer.resolve( jsonResponse( checkoutResponse() ) );
		await until( () => flow.checkout().isComplete() );
		expect( requests ).toHaveLength( 1 );
	} );
} );

describe( 'the answer', () => {
	it( 'replaces the cart a JSON error carries and shows its message', async () => {
		mockFetch( () =>
			jsonResponse(
				{
					code: 'woocommerce_rest_cart_item_error',
					message: 'No queda stock de Michelin Primacy 4.',
					data: {
						status: 409,
						cart: cartResponse( { items_count: 1 } ),
					},
				},
				{ status: 409 }
			)
		);
		start();
		const fail = listenToFailures();

		placeOrder();
		await until( () => fail.mock.calls.length > 0 );
		await until( () => flow.checkout().isIdle() );

		expect( flow.cart().getItemsCount() ).toBe( 1 );
		expect( flow.checkout().hasError() ).toBe( true );
		expect( flow.payment().getPaymentStatus() ).toBe( 'idle' );
		expect( noticeTexts( 'rueda/checkout' ) ).toEqual( [
			'No queda stock de Michelin Primacy 4.',
		] );
		expect( fail ).toHaveBeenCalledWith(
			expect.objectContaining( {
				processingResponse: expect.objectContaining( {
					code: 'woocommerce_rest_cart_item_error',
				} ),
			} )
		);
		expect( flow.navigate ).not.toHaveBeenCalled();
	} );

	it.each( [
		[ 'a guest', 0, GUEST_MESSAGE ],
		[ 'a logged-in customer', 9, CUSTOMER_MESSAGE ],
	] )(
		'explains a non-JSON answer to %s',
		async ( _, customerId, message ) => {
			mockFetch(
				() =>
					new FakeResponse( '<b>Fatal error</b>: out of memory', {
						status: 500,
					} )
			);
			start( { settings: { customerId } } );
			const fail = listenToFailures();

			placeOrder();
			await until( () => fail.mock.calls.length > 0 );
			await until( () => flow.checkout().isIdle() );

			expect( flow.checkout().hasError() ).toBe( true );
			expect( noticeTexts( 'rueda/checkout' ) ).toEqual( [ message ] );
			expect( fail ).toHaveBeenCalledWith(
				expect.objectContaining( {
					processingResponse: expect.objectContaining( {
						code: 'unknown_error',
						message,
					} ),
				} )
			);
		}
	);

	it( 'treats a 200 that is not an order as a failure too', async () => {
		mockFetch( () => jsonResponse( { order_id: 'x' } ) );
		start();

		placeOrder();
		await until(
			() => flow.checkout().isIdle() && flow.checkout().hasError()
		);

		expect( noticeTexts( 'rueda/checkout' ) ).toEqual( [ GUEST_MESSAGE ] );
	} );

	it( 'stays on the checkout when a success listener fails', async () => {
		mockFetch( () => jsonResponse( checkoutResponse() ) );
		start();
		cleanups.push(
			checkoutEvents.onCheckoutSuccess( () => ( {
				type: 'error',
				message: 'No se pudo reservar la cita en el taller.',
			} ) )
		);

		placeOrder();
		await until(
			() => flow.checkout().isIdle() && flow.checkout().hasError()
		);

		expect( flow.checkout().getOrderId() ).toBe( 321 );
		expect( noticeTexts( 'rueda/checkout' ) ).toEqual( [
			'No se pudo reservar la cita en el taller.',
		] );
		expect( flow.navigate ).not.toHaveBeenCalled();
	} );

	it( 'stays on the checkout when the payment of the order failed', async () => {
		mockFetch( () =>
			jsonResponse(
				checkoutResponse( {
					payment_result: {
						payment_status: 'failure',
						payment_details: [
							{ key: 'message', value: 'Fondos insuficientes.' },
						],
						redirect_url: '',
					},
				} )
			)
		);
		start();
		const fail = listenToFailures();

		placeOrder();
		await until( () => fail.mock.calls.length > 0 );
		await until( () => flow.checkout().isIdle() );

		expect( flow.checkout().hasError() ).toBe( true );
		expect( noticeTexts( 'rueda/checkout' ) ).toEqual( [
			'Fondos insuficientes.',
		] );
		expect( flow.navigate ).not.toHaveBeenCalled();
	} );

	it( 'shows the failing checkout_fail listeners’ messages too', async () => {
		mockFetch( () =>
			jsonResponse(
				{
					code: 'woocommerce_rest_invalid_email',
					message: 'El correo no es válido.',
					data: { status: 400 },
				},
				{ status: 400 }
			)
		);
		start();
		cleanups.push(
			checkoutEvents.onCheckoutFail( () => ( {
				type: 'failure',
				message: 'Revisa tus datos de contacto.',
			} ) )
		);

		placeOrder();
		await until(
			() => flow.checkout().isIdle() && flow.checkout().hasError()
		);

		expect( noticeTexts( 'rueda/checkout' ) ).toEqual( [
			[
				'Please fix the following errors before continuing.',
				'El correo no es válido.',
				'Revisa tus datos de contacto.',
			].join( '\n' ),
		] );
	} );

	it( 'lets the shopper try again after a failure', async () => {
		const answers = [
			jsonResponse(
				{
					code: 'rueda_payment_declined',
					message: 'Pago rechazado.',
					data: { status: 402 },
				},
				{ status: 402 }
			),
			jsonResponse( checkoutResponse() ),
		];
		const { requests } = mockFetch(
			() => answers.shift() ?? jsonResponse( null )
		);
		start();

		placeOrder();
		await until(
			() => flow.checkout().isIdle() && flow.checkout().hasError()
		);
		placeOrder();
		await until( () => flow.checkout().isComplete() );

		expect( requests ).toHaveLength( 2 );
		expect( flow.checkout().hasError() ).toBe( false );
		expect( noticeTexts( 'rueda/checkout' ) ).toEqual( [] );
	} );
} );

describe( 'a payment taken on the bank’s page', () => {
	const BANK_PAGE =
		'https://sis-t.redsys.es:25443/sis/realizarPago?Ds_Order=321';

	function pendingAtTheBank( redirectUrl: string ) {
		return checkoutResponse( {
			status: 'pending',
			payment_result: {
				payment_status: 'pending',
				payment_details: [],
				redirect_url: redirectUrl,
			},
		} );
	}

	it( 'sends the browser to the bank, another site', async () => {
		mockFetch( () => jsonResponse( pendingAtTheBank( BANK_PAGE ) ) );
		start();
		const success = jest.fn();
		cleanups.push( checkoutEvents.onCheckoutSuccess( success ) );

		placeOrder();
		await until( () => flow.checkout().isComplete() );

		expect( flow.navigate ).toHaveBeenCalledTimes( 1 );
		expect( flow.navigate ).toHaveBeenCalledWith( BANK_PAGE );
		expect( flow.checkout().getRedirectUrl() ).toBe( BANK_PAGE );
		expect( flow.checkout().hasError() ).toBe( false );
		expect( success ).toHaveBeenCalledWith(
			expect.objectContaining( {
				redirectUrl: BANK_PAGE,
				processingResponse: expect.objectContaining( {
					paymentStatus: 'pending',
				} ),
			} )
		);
	} );

	it( 'leaves the page itself by default, as a bank needs', async () => {
		mockFetch( () => jsonResponse( pendingAtTheBank( BANK_PAGE ) ) );
		const stores = setUpStores();
		const api = configureApiFetch( {
			root: 'https://example.com/wp-json/',
			nonce: 'nonce-1',
		} );
		const stop = initCheckoutFlow( stores.registry, { settings: {} } );
		cleanups.push( stop, api.unregister );

		stores.registry.dispatch( checkoutStore ).placeOrder();
		await until( () => stores.checkout().isComplete() );

		// jsdom cannot leave the page: window.location.assign reports so.
		expect( console ).toHaveErrored();
		// eslint-disable-next-line no-console -- reading what jsdom reported, not logging.
		const reported = jest.mocked( console.error ).mock.calls[ 0 ]?.[ 0 ];
		expect( String( reported ) ).toContain(
			'Not implemented: navigation (except hash changes)'
		);
	} );

	it.each( [
		'javascript:alert(document.cookie)',
		'data:text/html,<script>alert(1)</script>',
	] )( 'never follows %s', async ( address ) => {
		mockFetch( () => jsonResponse( pendingAtTheBank( address ) ) );
		start();

		placeOrder();
		await until(
			() => flow.checkout().isIdle() && flow.checkout().hasError()
		);

		expect( flow.navigate ).not.toHaveBeenCalled();
		expect( noticeTexts( 'rueda/checkout' ) ).toEqual( [
			'We are experiencing difficulties with this payment method. Please contact us for assistance.',
		] );
	} );
} );
