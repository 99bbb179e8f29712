/**
 * The checkout's appointment picker against the real stores: it lists the
 * cart's free slots, sends the chosen one with the order, blocks an order
 * without one, and lists the slots again when the server says the time was
 * taken meanwhile.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { select } from '@wordpress/data';
import { checkoutStore } from '@rueda/runtime';

import { configureApiFetch } from '@rueda/shared/api';
import { jsonResponse, mockFetch } from '@rueda/shared/api/test/fetch-mock';
import {
	emitCheckoutFail,
	emitCheckoutValidation,
} from '@rueda/stores/checkout/events';
import AppointmentPicker from '../appointment/appointment-picker';

function days( times: string[] ) {
	return [
		{
			date: '2026-12-03',
			slots: times.map( ( time ) => ( {
				start: `2026-12-03T${ time }:00+01:00`,
				end: `2026-12-03T${ time }:00+01:00`,
				available_bays: 1,
			} ) ),
		},
	];
}

describe( 'AppointmentPicker', () => {
	beforeAll( () => {
		configureApiFetch( {
			root: 'https://example.com/wp-json/',
			nonce: 'nonce-1',
		} );
	} );

	it( 'sends the chosen slot with the order, and nothing once it is gone', async () => {
		const { requests } = mockFetch( () =>
			jsonResponse( days( [ '10:00', '10:30' ] ) )
		);
		const { unmount } = render(
			<AppointmentPicker location={ 0 } idPrefix="a" />
		);

		await userEvent.click(
			await screen.findByRole( 'radio', { name: '10:00' } )
		);

		expect( requests[ 0 ]?.url ).toContain(
			'/wc/store/v1/appointment-slots'
		);
		expect( select( checkoutStore ).getExtensionData() ).toEqual(
			expect.objectContaining( {
				rueda: {
					appointment: {
						location: 0,
						start: '2026-12-03T10:00:00+01:00',
					},
				},
			} )
		);
		expect( await emitCheckoutValidation() ).toEqual( [ true ] );

		unmount();
		expect( select( checkoutStore ).getExtensionData().rueda ).toEqual( {
			appointment: null,
		} );
	} );

	it( 'stops the order until a time is chosen', async () => {
		mockFetch( () => jsonResponse( days( [ '10:00' ] ) ) );
		render( <AppointmentPicker location={ 0 } idPrefix="b" /> );
		await screen.findByRole( 'radio', { name: '10:00' } );

		const results = await emitCheckoutValidation();

		expect( results ).toEqual( [
			expect.objectContaining( {
				type: 'error',
				message:
					'Please choose the day and time of your appointment at the workshop.',
			} ),
		] );
	} );

	it( 'lists the slots again and says why when the time was taken meanwhile', async () => {
		let free = [ '10:00', '10:30' ];
		const { requests } = mockFetch( () => jsonResponse( days( free ) ) );
		render( <AppointmentPicker location={ 0 } idPrefix="c" /> );
		await userEvent.click(
			await screen.findByRole( 'radio', { name: '10:00' } )
		);
		free = [ '10:30' ];

		await act( () =>
			emitCheckoutFail( {
				orderId: 1,
				customerId: 0,
				orderNotes: '',
				redirectUrl: '',
				processingResponse: {
					paymentStatus: '',
					paymentDetails: {},
					code: 'rueda_appointment_slot_taken',
					message: 'Someone has just booked the time you chose.',
				},
			} )
		);

		await waitFor( () =>
			expect(
				screen.queryByRole( 'radio', { name: '10:00' } )
			).not.toBeInTheDocument()
		);
		expect( requests ).toHaveLength( 2 );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Someone has just booked the time you chose.'
		);
		expect(
			screen.getByRole( 'radio', { name: '10:30' } )
		).not.toBeChecked();
		expect( select( checkoutStore ).getExtensionData().rueda ).toEqual( {
			appointment: null,
		} );
	} );
} );
