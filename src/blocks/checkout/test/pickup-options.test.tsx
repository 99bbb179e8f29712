/**
 * The pickup step: locations with their details, and the warning about
 * packages collected at different places.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { shippingPackage } from '@rueda/shared/api/test/fixtures';
import type { ShippingPackage, ShippingRate } from '@rueda/shared/api';
import { getPickupRates, showsPickupLocationWarning } from '../delivery';
import PickupOptions from '../inner-blocks/checkout-pickup-options/block';

const workshop = (): ShippingRate => ( {
	...( shippingPackage().shipping_rates[ 1 ] as ShippingRate ),
	meta_data: [
		{ key: 'address', value: 'Calle Mayor 1, Madrid' },
		{ key: 'details', value: 'De lunes a viernes, 9:00-18:00' },
	],
} );

const warehouse = (): ShippingRate => ( {
	...workshop(),
	rate_id: 'pickup_location:1',
	name: 'Recogida en el almacén',
	meta_data: [],
} );

function pickedUpAt( packageId: number, rateId: string ): ShippingPackage {
	return shippingPackage( {
		package_id: packageId,
		shipping_rates: [ workshop(), warehouse() ].map( ( rate ) => ( {
			...rate,
			selected: rate.rate_id === rateId,
		} ) ),
	} );
}

function renderFor( packages: ShippingPackage[] ) {
	const onSelect = jest.fn();
	render(
		<PickupOptions
			rates={ getPickupRates( packages ) }
			selectedRateId="pickup_location:0"
			onSelect={ onSelect }
			disabled={ false }
			showsLocationWarning={ showsPickupLocationWarning( packages ) }
			includingTax
			instanceId="t"
		/>
	);
	return onSelect;
}

describe( 'PickupOptions', () => {
	it( 'lists each location with its address and details', async () => {
		const onSelect = renderFor( [ pickedUpAt( 0, 'pickup_location:0' ) ] );

		expect(
			screen.getByRole( 'radio', { name: /Recogida en el taller/ } )
		).toBeChecked();
		expect( screen.getByText( 'Calle Mayor 1, Madrid' ) ).toBeVisible();
		expect(
			screen.getByText( 'De lunes a viernes, 9:00-18:00' )
		).toBeVisible();
		expect( screen.getAllByText( 'Free' ) ).toHaveLength( 2 );

		await userEvent.click(
			screen.getByRole( 'radio', { name: /Recogida en el almacén/ } )
		);
		expect( onSelect ).toHaveBeenCalledWith(
			expect.objectContaining( { rate_id: 'pickup_location:1' } )
		);
	} );

	it( 'warns when packages are collected at different places', () => {
		renderFor( [
			pickedUpAt( 0, 'pickup_location:0' ),
			pickedUpAt( 1, 'pickup_location:1' ),
		] );

		const warning = screen.getByRole( 'alert' );
		expect( warning ).toHaveTextContent(
			'Multiple shipments must have the same pickup location'
		);
		expect(
			screen.queryByRole( 'button', { name: 'Dismiss this notice' } )
		).toBeNull();
	} );

	it( 'does not warn when every package is collected at one place', () => {
		renderFor( [
			pickedUpAt( 0, 'pickup_location:1' ),
			pickedUpAt( 1, 'pickup_location:1' ),
		] );

		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );
} );
