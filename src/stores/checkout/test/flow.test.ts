/**
 * The place-order flow (spec sections 4 and 5) on a real registry, with only
 * `window.fetch` mocked: the transitions, what blocks an order, and payment
 * setup.
 */
import {
	registerExpressPaymentMethod,
	registerPaymentMethod,
} from '../../../shared/payments';
import { paymentEvents } from '../../../shared/payments/events';
import {
	cartResponse,
	shippingPackage,
} from '../../../shared/api/test/fixtures';
import {
	deferred,
	jsonResponse,
	mockFetch,
} from '../../../shared/api/test/fetch-mock';
import { routeOf } from '../../cart/test/helpers';
import { store as cartStore } from '../../cart';
import { store as paymentStore } from '../../payment';
import { store as validationStore } from '../../validation';
import { checkoutEvents, initCheckoutFlow, store as checkoutStore } from '..';
import type { ObserverResult } from '../observers';
import {
	checkoutResponse,
	REDIRECT_URL,
	settle,
	setUpCheckoutFlow,
	until,
} from './helpers';

const Noop = () => null;
const EMAIL_ERROR = 'Please enter a valid email address.';

beforeAll( () => {
	registerPaymentMethod( {
		name: 'rueda_card',
		label: 'Tarjeta',
		ariaLabel: 'Tarjeta',
		content: Noop,
		edit: Noop,
	} );
	registerExpressPaymentMethod( {
		name: 'rueda_express',
		title: 'Rueda Pay',
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

function answerOrder( headers: Record< string, string > = {} ) {
	return mockFetch( () =>
		jsonResponse( checkoutResponse(), {
			headers: { 'User-ID': '0', ...headers },
		} )
	);
}

function onPaymentSetup(
	listener: () => ObserverResult | Promise< ObserverResult >
) {
	const spy = jest.fn( listener );
	cleanups.push( paymentEvents.onPaymentSetup( spy ) );
	return spy;
}

function placeOrder() {
	flow.registry.dispatch( checkoutStore ).placeOrder();
}

function noticeTexts( context: string ) {
	return flow.notices( context ).map( ( notice ) => notice.content );
}

function recordStatuses() {
	const checkout: string[] = [];
	const payment: string[] = [];
	cleanups.push(
		flow.registry.subscribe( () => {
			const status = flow.checkout().getCheckoutStatus();
			if ( checkout[ checkout.length - 1 ] !== status ) {
				checkout.push( status );
			}
			const paymentStatus = flow.payment().getPaymentStatus();
			if ( payment[ payment.length - 1 ] !== paymentStatus ) {
				payment.push( paymentStatus );
			}
		} )
	);
	return { checkout, payment };
}

describe( 'initCheckoutFlow', () => {
	it( 'seeds customer, guest rule and saved methods, and syncs the cart’s methods', () => {
		const card = {
			tokenId: '17',
			method: {
				gateway: 'rueda_card',
				brand: 'visa',
				last4: '4242',
				display_brand: 'Visa',
			},
			expiry: '12/29',
		};
		start( {
			cart: cartResponse( {
				payment_methods: [
					'rueda_express',
					'rueda_card',
					'rueda_without_ui',
				],
			} ),
			settings: {
				customerId: 4,
				allowsGuest: false,
				savedPaymentMethods: [ card ],
			},
		} );

		expect( flow.checkout().getCustomerId() ).toBe( 4 );
		expect( flow.checkout().getAllowsGuestCheckout() ).toBe( false );
		expect( flow.payment().paymentMethodsInitialized() ).toBe( true );
		expect( flow.payment().getAvailablePaymentMethods() ).toEqual( [
			'rueda_card',
		] );
		expect( flow.payment().getAvailableExpressPaymentMethods() ).toEqual( [
			'rueda_express',
		] );
		expect( flow.payment().getActivePaymentMethod() ).toBe( 'rueda_card' );
		expect( flow.payment().getSavedPaymentMethods() ).toEqual( [ card ] );

		// A new cart without the card leaves no regular method.
		flow.registry
			.dispatch( cartStore )
			.receiveCart( cartResponse( { payment_methods: [] } ) );
		expect( flow.payment().getAvailablePaymentMethods() ).toEqual( [] );
		expect( flow.payment().getActivePaymentMethod() ).toBe( '' );
		expect( flow.payment().getSavedPaymentMethods() ).toEqual( [] );
	} );

	it( 'starts once per registry and stops when asked', () => {
		start();
		const again = initCheckoutFlow( flow.registry, { settings: {} } );
		again();

		placeOrder();
		// Stopped: nobody moves the checkout on.
		expect( flow.checkout().isBeforeProcessing() ).toBe( true );
	} );
} );

describe( 'placing an order', () => {
	it( 'goes idle → before-processing → processing → after-processing → complete and redirects', async () => {
		const { requests } = answerOrder( { 'User-ID': '14' } );
		start();
		const statuses = recordStatuses();
		const setup = onPaymentSetup( () => ( {
			type: 'success',
			meta: { paymentMethodData: { 'rueda-card-number': '4242' } },
		} ) );
		const success = jest.fn();
		cleanups.push( checkoutEvents.onCheckoutSuccess( success ) );

		placeOrder();
		await until( () => flow.checkout().isComplete() );

		expect( statuses.checkout ).toEqual( [
			'before-processing',
			'processing',
			'after-processing',
			'complete',
		] );
		expect( statuses.payment ).toEqual( [ 'idle', 'processing', 'ready' ] );
		expect( setup ).toHaveBeenCalledWith( {
			paymentMethod: 'rueda_card',
			savedToken: '',
		} );
		expect( requests ).toHaveLength( 1 );
		expect( routeOf( requests[ 0 ]?.url ?? '' ) ).toBe(
			'/wc/store/v1/checkout'
		);
		expect( requests[ 0 ]?.method ).toBe( 'POST' );
		expect( requests[ 0 ]?.body ).toMatchObject( {
			payment_method: 'rueda_card',
			payment_data: [
				{ key: 'rueda-card-number', value: '4242' },
				{ key: 'wc-rueda_card-new-payment-method', value: false },
			],
		} );
		expect( flow.checkout().getOrderId() ).toBe( 321 );
		expect( flow.checkout().getCustomerId() ).toBe( 14 );
		expect( flow.checkout().getRedirectUrl() ).toBe( REDIRECT_URL );
		expect( flow.checkout().getPaymentResult()?.paymentStatus ).toBe(
			'success'
		);
		expect( flow.checkout().hasError() ).toBe( false );
		expect( success ).toHaveBeenCalledWith(
			expect.objectContaining( {
				orderId: 321,
				customerId: 14,
				redirectUrl: REDIRECT_URL,
			} )
		);
		expect( flow.navigate ).toHaveBeenCalledWith( REDIRECT_URL );
	} );

	it( 'skips payment setup when the cart needs no payment', async () => {
		const { requests } = answerOrder();
		start( { cart: cartResponse( { needs_payment: false } ) } );
		const setup = onPaymentSetup( () => ( { type: 'success' } ) );

		placeOrder();
		await until( () => flow.checkout().isComplete() );

		expect( setup ).not.toHaveBeenCalled();
		expect( requests[ 0 ]?.body ).not.toHaveProperty( 'payment_method' );
		expect( requests[ 0 ]?.body ).not.toHaveProperty( 'payment_data' );
	} );
} );

describe( 'on the cart page', () => {
	it( 'shows its own errors in the notice area it is given', async () => {
		const { requests } = mockFetch( () =>
			jsonResponse(
				{
					code: 'woocommerce_rest_invalid_email',
					message: 'El correo no es válido.',
					data: { status: 400 },
				},
				{ status: 400 }
			)
		);
		const rates = shippingPackage().shipping_rates.map( ( rate ) => ( {
			...rate,
			selected: false,
		} ) );
		start( {
			noticeArea: 'rueda/cart',
			cart: cartResponse( {
				shipping_rates: [
					shippingPackage( { shipping_rates: rates } ),
				],
			} ),
		} );

		placeOrder();
		await until( () => flow.checkout().hasError() );

		expect( requests ).toHaveLength( 0 );
		expect( noticeTexts( 'rueda/cart' ) ).toEqual( [
			'Sorry, this order requires a shipping option.',
		] );
		expect( noticeTexts( 'rueda/checkout' ) ).toEqual( [] );

		// A later attempt replaces them there.
		flow.registry
			.dispatch( cartStore )
			.receiveCart( cartResponse( { needs_shipping: false } ) );
		placeOrder();
		await until( () => requests.length === 1 );
		await until( () => flow.checkout().isIdle() );
		expect( noticeTexts( 'rueda/cart' ) ).toEqual( [
			'El correo no es válido.',
		] );
	} );
} );

describe( 'before an order is sent', () => {
	it( 'shows every field error and blocks on them', async () => {
		const { requests } = answerOrder();
		start();
		flow.registry.dispatch( validationStore ).setValidationErrors( {
			email: { message: EMAIL_ERROR, hidden: true },
		} );

		placeOrder();
		await settle();

		expect( requests ).toHaveLength( 0 );
		expect( flow.validation().getValidationError( 'email' ) ).toEqual( {
			message: EMAIL_ERROR,
			hidden: false,
		} );
		expect( flow.checkout().isIdle() ).toBe( true );
		expect( flow.checkout().hasError() ).toBe( true );
		expect( noticeTexts( 'rueda/checkout' ) ).toEqual( [ EMAIL_ERROR ] );
	} );

	it( 'groups several problems under one heading', async () => {
		answerOrder();
		const rates = shippingPackage().shipping_rates.map( ( rate ) => ( {
			...rate,
			selected: false,
		} ) );
		start( {
			cart: cartResponse( {
				shipping_rates: [
					shippingPackage( { shipping_rates: rates } ),
				],
			} ),
		} );
		flow.registry.dispatch( validationStore ).setValidationErrors( {
			email: { message: EMAIL_ERROR, hidden: true },
		} );

		placeOrder();
		await until( () => flow.checkout().isIdle() );

		expect( noticeTexts( 'rueda/checkout' ) ).toEqual( [
			[
				'Please fix the following errors before continuing.',
				EMAIL_ERROR,
				'Sorry, this order requires a shipping option.',
			].join( '\n' ),
		] );
	} );

	it( 'blocks on a shipping error', async () => {
		const { requests } = answerOrder();
		start( {
			cart: cartResponse( {
				errors: [
					{
						code: 'woocommerce_rest_cart_shipping_rates_invalid_country',
						message: 'No enviamos a ese país.',
					},
				],
			} ),
		} );

		placeOrder();
		await until( () => flow.checkout().isIdle() );

		expect( requests ).toHaveLength( 0 );
		expect( noticeTexts( 'rueda/checkout' ) ).toEqual( [
			'There was a problem with your shipping option.',
		] );
	} );

	it( 'blocks once on a payment error, which then clears', async () => {
		const { requests } = answerOrder();
		start();
		flow.registry
			.dispatch( paymentStore )
			.failExpressPayment( 'Pago exprés cancelado.' );

		placeOrder();
		await until( () => flow.checkout().isIdle() );

		expect( requests ).toHaveLength( 0 );
		expect( noticeTexts( 'rueda/checkout' ) ).toEqual( [
			'There was a problem with your payment option.',
		] );
		expect( flow.payment().getPaymentStatus() ).toBe( 'idle' );

		placeOrder();
		await until( () => flow.checkout().isComplete() );
		expect( requests ).toHaveLength( 1 );
		// The new attempt removed the old notice.
		expect( noticeTexts( 'rueda/checkout' ) ).toEqual( [] );
	} );

	it( 'blocks on a checkout_validation failure, in the area it names', async () => {
		const { requests } = answerOrder();
		start();
		cleanups.push(
			checkoutEvents.onCheckoutValidation( () => ( {
				type: 'failure',
				message: 'Elige un método de pago compatible.',
				messageContext: 'payments',
			} ) )
		);

		placeOrder();
		await until( () => flow.checkout().isIdle() );

		expect( requests ).toHaveLength( 0 );
		expect( flow.checkout().hasError() ).toBe( true );
		expect( noticeTexts( 'rueda/payment' ) ).toEqual( [
			'Elige un método de pago compatible.',
		] );
		expect( noticeTexts( 'rueda/checkout' ) ).toEqual( [] );
	} );

	it( 'lets an express payment through despite field errors, which stay hidden', async () => {
		const { requests } = answerOrder();
		start();
		flow.registry.dispatch( validationStore ).setValidationErrors( {
			email: { message: EMAIL_ERROR, hidden: true },
		} );
		const { startExpressPayment, setPaymentMethodData } =
			flow.registry.dispatch( paymentStore );
		startExpressPayment( 'rueda_express' );
		setPaymentMethodData( { 'rueda-express-outcome': 'success' } );
		expect( flow.payment().isExpressPaymentMethodActive() ).toBe( true );

		placeOrder();
		await until( () => flow.checkout().isComplete() );

		expect( requests ).toHaveLength( 1 );
		expect( requests[ 0 ]?.body ).toMatchObject( {
			payment_method: 'rueda_express',
			payment_data: [
				{ key: 'rueda-express-outcome', value: 'success' },
				{ key: 'wc-rueda_express-new-payment-method', value: false },
			],
		} );
		expect( flow.validation().getValidationError( 'email' )?.hidden ).toBe(
			true
		);
	} );

	it( 'stops a processing checkout when field errors appear', async () => {
		const { requests } = answerOrder();
		start();
		const answer = deferred< ObserverResult >();
		onPaymentSetup( () => answer.promise );

		placeOrder();
		await until( () => flow.payment().isPaymentProcessing() );
		flow.registry.dispatch( validationStore ).setValidationErrors( {
			email: { message: EMAIL_ERROR, hidden: true },
		} );
		answer.resolve( { type: 'success' } );
		await settle();

		expect( requests ).toHaveLength( 0 );
		expect( flow.checkout().isIdle() ).toBe( true );
		expect( flow.checkout().hasError() ).toBe( true );
		expect( flow.payment().getPaymentStatus() ).toBe( 'idle' );
		expect( noticeTexts( 'rueda/checkout' ) ).toEqual( [ EMAIL_ERROR ] );
	} );
} );

describe( 'payment setup', () => {
	it( 'waits while the checkout is calculating', async () => {
		const { requests } = answerOrder();
		start();
		const setup = onPaymentSetup( () => ( { type: 'success' } ) );
		flow.registry.dispatch( checkoutStore ).incrementCalculating();

		placeOrder();
		await settle();
		expect( flow.checkout().isProcessing() ).toBe( true );
		expect( setup ).not.toHaveBeenCalled();
		expect( requests ).toHaveLength( 0 );

		flow.registry.dispatch( checkoutStore ).decrementCalculating();
		await until( () => flow.checkout().isComplete() );
		expect( setup ).toHaveBeenCalledTimes( 1 );
		expect( requests ).toHaveLength( 1 );
	} );

	it( 'sends no order until payment is ready', async () => {
		const { requests } = answerOrder();
		start();
		const answer = deferred< ObserverResult >();
		onPaymentSetup( () => answer.promise );

		placeOrder();
		await settle();
		expect( flow.payment().isPaymentProcessing() ).toBe( true );
		expect( requests ).toHaveLength( 0 );

		answer.resolve( { type: 'success' } );
		await until( () => flow.checkout().isComplete() );
		expect( requests ).toHaveLength( 1 );
	} );

	it( 'waits for a customer update in flight', async () => {
		const { requests } = answerOrder();
		start();
		flow.registry.dispatch( cartStore ).setCustomerDataUpdating( true );

		placeOrder();
		await settle();
		expect( flow.payment().isPaymentReady() ).toBe( true );
		expect( requests ).toHaveLength( 0 );

		flow.registry.dispatch( cartStore ).setCustomerDataUpdating( false );
		await until( () => flow.checkout().isComplete() );
		expect( requests ).toHaveLength( 1 );
	} );

	it( 'sets the payment error and returns the checkout to idle on a failure', async () => {
		const { requests } = answerOrder();
		start();
		const statuses = recordStatuses();
		onPaymentSetup( () => ( {
			type: 'error',
			message: 'Tarjeta rechazada.',
		} ) );

		placeOrder();
		await until( () => flow.checkout().isIdle() );
		await settle();

		expect( requests ).toHaveLength( 0 );
		expect( statuses.payment ).toEqual( [
			'idle',
			'processing',
			'error',
			'idle',
		] );
		expect( flow.checkout().hasError() ).toBe( true );
		expect( noticeTexts( 'rueda/payment' ) ).toEqual( [
			'Tarjeta rechazada.',
		] );
	} );

	it.each( [
		[
			false,
			'We are experiencing difficulties with this payment method. Please contact us for assistance.',
		],
		[ true, 'gateway is not defined' ],
	] )(
		'hides a thrown error’s text unless the viewer is an admin (%s)',
		async ( showErrorDetails, shown ) => {
			answerOrder();
			start( { settings: { showErrorDetails } } );
			onPaymentSetup( () => {
				throw new ReferenceError( 'gateway is not defined' );
			} );

			placeOrder();
			await until( () => flow.checkout().isIdle() );

			expect( console ).toHaveErrored();
			expect( noticeTexts( 'rueda/payment' ) ).toEqual( [ shown ] );
		}
	);

	it( 'merges the setup data into the method’s data', async () => {
		const { requests } = answerOrder();
		start();
		flow.registry
			.dispatch( paymentStore )
			.setPaymentMethodData( { 'rueda-holder': 'Lucía' } );
		onPaymentSetup( () => ( {
			type: 'success',
			meta: {
				paymentMethodData: {
					'rueda-card-number': '4242',
					'rueda-installments': 3,
					ignored: { nested: true },
				},
			},
		} ) );

		placeOrder();
		await until( () => flow.checkout().isComplete() );

		expect( flow.payment().getPaymentMethodData() ).toEqual( {
			'rueda-holder': 'Lucía',
			'rueda-card-number': '4242',
			'rueda-installments': '3',
		} );
		expect( requests[ 0 ]?.body ).toMatchObject( {
			payment_data: [
				{ key: 'rueda-holder', value: 'Lucía' },
				{ key: 'rueda-card-number', value: '4242' },
				{ key: 'rueda-installments', value: '3' },
				{ key: 'wc-rueda_card-new-payment-method', value: false },
			],
		} );
	} );
} );

describe( 'the save-payment choice in the order', () => {
	it.each( [
		[ 'a guest', {}, false, false ],
		[ 'a guest creating an account', {}, true, true ],
		[ 'a logged-in customer', { customerId: 3 }, false, true ],
		[
			'a guest where guests cannot buy',
			{ allowsGuest: false },
			false,
			true,
		],
	] )(
		'is sent as chosen only when offered: %s',
		async ( _, settings, createAccount, saved ) => {
			const { requests } = answerOrder();
			start( { settings } );
			flow.registry
				.dispatch( checkoutStore )
				.setShouldCreateAccount( createAccount );
			flow.registry
				.dispatch( paymentStore )
				.setShouldSavePaymentMethod( true );

			placeOrder();
			await until( () => flow.checkout().isComplete() );

			expect( requests[ 0 ]?.body ).toMatchObject( {
				payment_data: [
					{ key: 'wc-rueda_card-new-payment-method', value: saved },
				],
			} );
		}
	);

	it( 'sends a saved token instead', async () => {
		const { requests } = answerOrder();
		start( {
			settings: {
				customerId: 3,
				savedPaymentMethods: [
					{
						tokenId: '17',
						method: {
							gateway: 'rueda_card',
							brand: 'visa',
							last4: '4242',
							display_brand: 'Visa',
						},
						expiry: '12/29',
					},
				],
			},
		} );
		flow.registry.dispatch( paymentStore ).setActiveSavedToken( '17' );

		placeOrder();
		await until( () => flow.checkout().isComplete() );

		expect( requests[ 0 ]?.body ).toMatchObject( {
			payment_method: 'rueda_card',
			payment_data: [
				{ key: 'wc-rueda_card-payment-token', value: '17' },
			],
		} );
	} );
} );
