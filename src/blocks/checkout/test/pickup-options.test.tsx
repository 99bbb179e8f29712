/**
 * The pickup step: locations with their address, opening hours and
 * directions, and the warning about packages collected at different places.
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
		{ key: 'pickup_location', value: 'Recogida en el taller' },
		{ key: 'pickup_address', value: 'Calle Mayor 1, Madrid' },
		{
			key: 'pickup_hours',
			value: 'Lunes a viernes: 8:30–13:30 y 15:30–19:30\nSábado: 9:00–14:00\nDomingo: Cerrado',
		},
		{ key: 'pickup_details', value: 'Aparca delante del taller.' },
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
	it( 'lists each location with its address, opening hours and directions', async () => {
		const onSelect = renderFor( [ pickedUpAt( 0, 'pickup_location:0' ) ] );

		// A short name; where, when and how to get there describe it.
		const workshopOption = screen.getByRole( 'radio', {
			name: /^Recogida en el taller\s*Free$/,
		} );
		expect( workshopOption ).toBeChecked();
		expect( workshopOption ).toHaveAccessibleDescription(
			/^Calle Mayor 1, Madrid\s*Lunes a viernes: 8:30–13:30 y 15:30–19:30\s*Sábado: 9:00–14:00\s*Domingo: Cerrado\s*How to get there: Aparca delante del taller\.$/
		);
		expect(
			screen.getByRole( 'radio', { name: /Recogida en el almacén/ } )
		).not.toHaveAttribute( 'aria-describedby' );
		expect( screen.getByText( 'Calle Mayor 1, Madrid' ) ).toBeVisible();
		// One row of the schedule a line, then the owner's directions.
		for ( const row of [
			'Lunes a viernes: 8:30–13:30 y 15:30–19:30',
			'Sábado: 9:00–14:00',
			'Domingo: Cerrado',
		] ) {
			expect( screen.getByText( row ) ).toBeVisible();
		}
		expect(
			screen.getByText( 'How to get there: Aparca delante del taller.' )
		).toBeVisible();
		// The warehouse has no directions: no empty "How to get there".
		expect( screen.getAllByText( /How to get there/ ) ).toHaveLength( 1 );
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
