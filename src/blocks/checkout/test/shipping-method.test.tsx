/**
 * The ship/pickup toggle against the real stores: pickup selects the first
 * pickup location for every package, shipping the first shipping rate of
 * each package; the choice is remembered as prefersCollection.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch, select } from '@wordpress/data';
import { cartStore, checkoutStore } from '@rueda/runtime';

import { configureApiFetch, type ShippingPackage } from '@rueda/shared/api';
import { jsonResponse, mockFetch } from '@rueda/shared/api/test/fetch-mock';
import { cartResponse, shippingPackage } from '@rueda/shared/api/test/fixtures';
import { fittedTyre } from '@rueda/shared/fitting/test/fixtures';
import ShippingMethodBlock from '../inner-blocks/checkout-shipping-method/frontend';

function withSelected( packageId: number, rateId: string ): ShippingPackage {
	const base = shippingPackage( { package_id: packageId } );
	return {
		...base,
		shipping_rates: base.shipping_rates.map( ( rate ) => ( {
			...rate,
			selected: rate.rate_id === rateId,
		} ) ),
	};
}

function showCart( packages: ShippingPackage[], needsShipping = true ) {
	dispatch( cartStore ).receiveCart(
		cartResponse( {
			shipping_rates: packages,
			needs_shipping: needsShipping,
		} )
	);
}

/** The server answers every selection with a cart. */
function answerSelections() {
	return mockFetch( () => jsonResponse( cartResponse() ) );
}

describe( 'ShippingMethodBlock', () => {
	beforeAll( () => {
		configureApiFetch( {
			root: 'https://example.com/wp-json/',
			nonce: 'nonce-1',
		} );
	} );

	beforeEach( () => {
		dispatch( checkoutStore ).setPrefersCollection( false );
	} );

	it( 'picks up every package at the first pickup location', async () => {
		showCart( [
			withSelected( 0, 'flat_rate:1' ),
			withSelected( 1, 'flat_rate:1' ),
		] );
		const { requests } = answerSelections();
		render( <ShippingMethodBlock attributes={ {} } className="x" /> );

		expect( screen.getByRole( 'radio', { name: 'Ship' } ) ).toBeChecked();
		await userEvent.click(
			screen.getByRole( 'radio', { name: 'Pickup' } )
		);

		await waitFor( () => expect( requests ).toHaveLength( 1 ) );
		await waitFor( () =>
			expect( select( cartStore ).isShippingRateBeingSelected() ).toBe(
				false
			)
		);
		expect( requests[ 0 ]?.url ).toContain( '/cart/select-shipping-rate' );
		expect( requests[ 0 ]?.body ).toEqual( {
			rate_id: 'pickup_location:0',
			package_id: null,
		} );
		expect( select( checkoutStore ).getPrefersCollection() ).toBe( true );
		expect( screen.getByRole( 'radio', { name: 'Pickup' } ) ).toBeChecked();
	} );

	it( 'ships each package picked up with its first shipping rate', async () => {
		showCart( [
			withSelected( 0, 'pickup_location:0' ),
			withSelected( 1, 'pickup_location:0' ),
		] );
		const { requests } = answerSelections();
		render( <ShippingMethodBlock attributes={ {} } className="x" /> );

		// Pickup chosen on an earlier visit: the toggle says so.
		await waitFor( () =>
			expect( select( checkoutStore ).getPrefersCollection() ).toBe(
				true
			)
		);
		await userEvent.click( screen.getByRole( 'radio', { name: 'Ship' } ) );

		await waitFor( () => expect( requests ).toHaveLength( 2 ) );
		await waitFor( () =>
			expect( select( cartStore ).isShippingRateBeingSelected() ).toBe(
				false
			)
		);
		expect( requests.map( ( request ) => request.body ) ).toEqual( [
			{ rate_id: 'flat_rate:1', package_id: 0 },
			{ rate_id: 'flat_rate:1', package_id: 1 },
		] );
		expect( select( checkoutStore ).getPrefersCollection() ).toBe( false );
	} );

	it( 'offers only pickup, saying why, for a tyre fitted at the workshop', async () => {
		const pickupOnly = withSelected( 0, 'pickup_location:0' );
		dispatch( cartStore ).receiveCart(
			cartResponse( {
				items: [ fittedTyre() ],
				shipping_rates: [
					{
						...pickupOnly,
						shipping_rates: pickupOnly.shipping_rates.filter(
							( rate ) => rate.method_id === 'pickup_location'
						),
					},
				],
			} )
		);
		render( <ShippingMethodBlock attributes={ {} } className="x" /> );

		await waitFor( () =>
			expect( select( checkoutStore ).getPrefersCollection() ).toBe(
				true
			)
		);
		expect( screen.getByRole( 'radio', { name: 'Pickup' } ) ).toBeChecked();
		expect( screen.queryByRole( 'radio', { name: 'Ship' } ) ).toBeNull();
		expect(
			screen.getByText(
				'Tyres fitted at the workshop are collected there.'
			)
		).toBeVisible();
	} );

	it( 'is not shown without pickup rates or shipping', () => {
		const shipOnly = shippingPackage( {
			shipping_rates: shippingPackage().shipping_rates.slice( 0, 1 ),
		} );
		showCart( [ shipOnly ] );
		const { container, rerender } = render(
			<ShippingMethodBlock attributes={ {} } className="x" />
		);
		expect( container ).toBeEmptyDOMElement();

		act( () => showCart( [ shippingPackage() ], false ) );
		rerender( <ShippingMethodBlock attributes={ {} } className="x" /> );
		expect( container ).toBeEmptyDOMElement();
	} );
} );
