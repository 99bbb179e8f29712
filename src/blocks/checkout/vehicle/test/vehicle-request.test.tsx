/**
 * "Matrícula" on the checkout: shown only when the order books the workshop,
 * kept normalised in the order's additional_fields, its error in the
 * validation store (the browser's rules, and the server's refusal shown on the
 * field), and the tyre finder's vehicle sent with the order.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegistryProvider } from '@wordpress/data';
import { checkoutStore, validationStore } from '@rueda/runtime';

import { cartItem, cartResponse } from '@rueda/shared/api/test/fixtures';
import {
	clearVehicle,
	setVehicle,
	type StoredVehicle,
} from '@rueda/shared/tyres/vehicle-fit';
import { setUpCartStore } from '@rueda/stores/cart/test/helpers';
import { emitCheckoutFail } from '@rueda/stores/checkout/events';
import { PLATE_VALIDATION_ID } from '../constants';
import VehicleRequest from '../vehicle-request';
import { getVehicleText } from '../vehicle-name';

const LEON: StoredVehicle = {
	make: 'Seat',
	model: 'León',
	year: 2018,
	version: '1.5 TSI',
	fitment: {
		front: { size: '205/55 R16', load_index: 91, speed_rating: 'V' },
		rear: { size: '205/55 R16', load_index: 91, speed_rating: 'V' },
	},
};

/** A pre-ITV check alone: nothing ships, so the workshop is booked. */
const SERVICE_ONLY = cartResponse( {
	items: [ cartItem( { tyre: null, name: 'Revisión pre-ITV' } ) ],
	needs_shipping: false,
} );

function setUp( cart = SERVICE_ONLY ) {
	const cartStore = setUpCartStore();
	const { registry } = cartStore;
	registry.register( checkoutStore );
	registry.register( validationStore );
	cartStore.dispatch().receiveCart( cart );
	render(
		<RegistryProvider value={ registry }>
			<VehicleRequest />
		</RegistryProvider>
	);
	return {
		fields: () => registry.select( checkoutStore ).getAdditionalFields(),
		error: () =>
			registry
				.select( validationStore )
				.getValidationError( PLATE_VALIDATION_ID ),
	};
}

describe( 'VehicleRequest', () => {
	// The remembered vehicle's change re-renders a mounted form.
	afterEach( () => act( () => clearVehicle() ) );

	it( 'asks nothing of an order delivered home, but sends the finder’s vehicle', () => {
		setVehicle( LEON );
		const { fields, error } = setUp( cartResponse() );

		expect( screen.queryByLabelText( 'Number plate' ) ).toBeNull();
		expect( fields() ).toEqual( {
			'rueda/vehicle': 'Seat León 2018 1.5 TSI',
		} );
		expect( error() ).toBeUndefined();
	} );

	it( 'asks for the plate of a workshop booking and keeps it normalised', async () => {
		const { fields, error } = setUp();
		const plate = screen.getByLabelText( 'Number plate' );

		expect( error()?.hidden ).toBe( true );
		await userEvent.type( plate, 'm 1234 ab' );
		await userEvent.tab();

		expect( plate ).toHaveValue( 'M-1234-AB' );
		expect( fields() ).toMatchObject( {
			'rueda/plate': 'M-1234-AB',
			'rueda/plate-foreign': false,
		} );
		expect( error() ).toBeUndefined();
	} );

	it( 'says how Spanish plates are written, and takes a foreign one once ticked', async () => {
		const { fields, error } = setUp();

		await userEvent.type(
			screen.getByLabelText( 'Number plate' ),
			'AB 12 CD'
		);
		await userEvent.tab();

		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			/write it as 1234 BCD/
		);
		expect( error()?.hidden ).toBe( false );

		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Foreign plate' } )
		);

		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		expect( fields() ).toMatchObject( {
			'rueda/plate': 'AB 12 CD',
			'rueda/plate-foreign': true,
		} );
	} );

	it( 'shows the server’s refusal on the field', () => {
		const { error } = setUp();

		act( () => {
			emitCheckoutFail( {
				processingResponse: {
					code: 'rueda_invalid_plate',
					message: 'Esta no es una matrícula española.',
				},
			} as Parameters< typeof emitCheckoutFail >[ 0 ] );
		} );

		expect( error() ).toEqual( {
			message: 'Esta no es una matrícula española.',
			hidden: false,
		} );
	} );
} );

describe( 'getVehicleText', () => {
	it( 'names the vehicle by make, model, year and version', () => {
		expect( getVehicleText( LEON ) ).toBe( 'Seat León 2018 1.5 TSI' );
		expect( getVehicleText( null ) ).toBe( '' );
	} );
} );
