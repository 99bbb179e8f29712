/**
 * useCheckoutAddress: addresses seeded from the cart, shared by the checkout
 * steps, pushed to the cart after 1000 ms (at once when the order is placed),
 * billing mirroring shipping, and the dirty-customer-data flag.
 */
import { act, renderHook } from '@testing-library/react';
import { RegistryProvider } from '@wordpress/data';
import type { ReactNode } from 'react';

import { isRecord } from '@rueda/shared/api';
import { cartResponse } from '@rueda/shared/api/test/fixtures';
import {
	jsonResponse,
	mockFetch,
	type SentRequest,
} from '@rueda/shared/api/test/fetch-mock';
import { routeOf, setUpCartStore } from '@rueda/stores/cart/test/helpers';
import { store as checkoutStore } from '@rueda/stores/checkout';
import { emitCheckoutValidation } from '@rueda/stores/checkout/events';
import { getCheckoutAddresses } from '../checkout-address-state';
import { DIRTY_CUSTOMER_DATA_KEY } from '@rueda/shared/address/constants';
import { clearDirtyCustomerData } from '@rueda/shared/address/dirty-customer-data';
import { useCheckoutAddress } from '../use-checkout-address';
import {
	billingAddress,
	shippingAddress,
} from '@rueda/shared/address/test/fixtures';

const CART = cartResponse( {
	billing_address: billingAddress( {
		first_name: 'Marta',
		address_1: 'Avenida de América 3',
	} ),
	shipping_address: shippingAddress(),
} );

function setUp( cart = CART ) {
	const cartStore = setUpCartStore();
	const { registry } = cartStore;
	registry.register( checkoutStore );
	cartStore.dispatch().receiveCart( cart );
	// The server answers with the addresses it was sent.
	const { requests } = mockFetch( ( request ) =>
		jsonResponse( {
			...cart,
			...( isRecord( request.body ) ? request.body : {} ),
		} )
	);
	const wrapper = ( { children }: { children: ReactNode } ) => (
		<RegistryProvider value={ registry }>{ children }</RegistryProvider>
	);
	const render = () => renderHook( () => useCheckoutAddress(), { wrapper } );
	return { ...cartStore, registry, requests, render };
}

function customerUpdates( requests: SentRequest[] ) {
	return requests
		.filter(
			( request ) =>
				routeOf( request.url ) === '/wc/store/v1/cart/update-customer'
		)
		.map( ( request ) => request.body );
}

async function advance( ms: number ) {
	await act( () => jest.advanceTimersByTimeAsync( ms ) );
}

describe( 'useCheckoutAddress', () => {
	let cleanUp: () => void = () => undefined;

	beforeEach( () => {
		jest.useFakeTimers();
		// Also drops a flag write left pending by an earlier test's clock.
		clearDirtyCustomerData();
	} );

	afterEach( () => {
		cleanUp();
		jest.useRealTimers();
	} );

	function start( cart = CART ) {
		const setup = setUp( cart );
		cleanUp = () => setup.api.unregister();
		return setup;
	}

	it( 'starts from the cart addresses', () => {
		const { render } = start();
		const { result } = render();

		expect( result.current.billingAddress ).toEqual( CART.billing_address );
		expect( result.current.shippingAddress ).toEqual(
			CART.shipping_address
		);
		expect( result.current.useShippingAsBilling ).toBe( true );
	} );

	it( 'shares edits between the checkout steps at once', () => {
		const { render, registry } = start();
		const shipping = render();
		const contact = render();

		act( () =>
			shipping.result.current.setShippingAddress(
				shippingAddress( { city: 'Getafe', postcode: '28901' } )
			)
		);
		act( () => contact.result.current.setEmail( 'marta@example.es' ) );

		expect( contact.result.current.shippingAddress.city ).toBe( 'Getafe' );
		expect( shipping.result.current.billingAddress.email ).toBe(
			'marta@example.es'
		);
		expect( getCheckoutAddresses( registry ).shipping.postcode ).toBe(
			'28901'
		);
	} );

	it( 'sends the last edit 1000 ms after the shopper stops, once', async () => {
		const { render, requests } = start();
		const { result } = render();

		act( () =>
			result.current.setShippingAddress(
				shippingAddress( { city: 'Get' } )
			)
		);
		await advance( 600 );
		act( () =>
			result.current.setShippingAddress(
				shippingAddress( { city: 'Getafe' } )
			)
		);
		await advance( 999 );
		expect( customerUpdates( requests ) ).toEqual( [] );

		await advance( 1 );
		const updates = customerUpdates( requests );
		expect( updates ).toHaveLength( 1 );
		expect( updates[ 0 ] ).toEqual( {
			shipping_address: shippingAddress( { city: 'Getafe' } ),
			// Same address for billing: billing follows, keeping its email.
			billing_address: {
				...shippingAddress( { city: 'Getafe' } ),
				email: CART.billing_address.email,
			},
		} );
	} );

	it( 'keeps billing apart when "same address" is off, and copies it when turned on', async () => {
		const { render, requests, registry } = start();
		act( () => {
			registry.dispatch( checkoutStore ).setUseShippingAsBilling( false );
		} );
		const { result } = render();

		act( () =>
			result.current.setShippingAddress(
				shippingAddress( { city: 'Getafe' } )
			)
		);
		expect( result.current.billingAddress ).toEqual( CART.billing_address );
		await advance( 1000 );
		expect( customerUpdates( requests ) ).toEqual( [
			{ shipping_address: shippingAddress( { city: 'Getafe' } ) },
		] );

		act( () => {
			registry.dispatch( checkoutStore ).setUseShippingAsBilling( true );
		} );
		expect( result.current.billingAddress ).toEqual( {
			...shippingAddress( { city: 'Getafe' } ),
			email: CART.billing_address.email,
		} );
	} );

	it( 'does not mirror when the cart needs no shipping (billing is the only form)', () => {
		const { render } = start( { ...CART, needs_shipping: false } );
		const { result } = render();

		act( () =>
			result.current.setBillingAddress(
				billingAddress( { city: 'Toledo', postcode: '45001' } )
			)
		);

		expect( result.current.billingAddress.city ).toBe( 'Toledo' );
		expect( result.current.shippingAddress ).toEqual(
			CART.shipping_address
		);
	} );

	it( 'sends a pending edit at once when the order is validated, and waits for the answer', async () => {
		const { render, requests, registry } = start();
		const { result } = render();
		act( () => {
			registry.dispatch( checkoutStore ).setUseShippingAsBilling( false );
		} );

		act( () => result.current.setEmail( 'marta@example.es' ) );
		let validated = false;
		const validation = emitCheckoutValidation().then( ( results ) => {
			validated = true;
			return results;
		} );
		expect( validated ).toBe( false );
		await advance( 0 );
		await act( () => validation );
		expect( validated ).toBe( true );
		expect( await validation ).toContain( true );

		expect( customerUpdates( requests ) ).toEqual( [
			{
				billing_address: {
					...CART.billing_address,
					email: 'marta@example.es',
				},
			},
		] );
		await advance( 1000 );
		expect( customerUpdates( requests ) ).toHaveLength( 1 );
	} );

	it( 'sends nothing when the edits match the cart', async () => {
		const { render, requests } = start( {
			...CART,
			billing_address: { ...shippingAddress(), email: 'a@example.es' },
		} );
		const { result } = render();

		act( () => result.current.setShippingAddress( shippingAddress() ) );
		await advance( 1000 );

		expect( customerUpdates( requests ) ).toEqual( [] );
	} );

	it( 'flags dirty customer data 300 ms after an edit and clears it on completion', async () => {
		const { render, registry } = start();
		const { result } = render();

		act( () => result.current.setEmail( 'marta@example.es' ) );
		await advance( 299 );
		expect(
			window.localStorage.getItem( DIRTY_CUSTOMER_DATA_KEY )
		).toBeNull();
		await advance( 1 );
		expect( window.localStorage.getItem( DIRTY_CUSTOMER_DATA_KEY ) ).toBe(
			'true'
		);

		act( () => {
			registry.dispatch( checkoutStore ).setComplete();
		} );
		expect(
			window.localStorage.getItem( DIRTY_CUSTOMER_DATA_KEY )
		).toBeNull();
	} );
} );
