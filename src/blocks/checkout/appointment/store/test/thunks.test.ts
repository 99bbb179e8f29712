/**
 * Thunks of the rueda/appointments store against the real api-fetch and
 * registry, with only `window.fetch` mocked.
 */
import {
	deferred,
	jsonResponse,
	mockFetch,
} from '@rueda/shared/api/test/fetch-mock';
import { day, requestOf, setUpAppointmentsStore } from './helpers';

describe( 'thunks', () => {
	let appointments: ReturnType< typeof setUpAppointmentsStore >;

	beforeEach( () => {
		appointments = setUpAppointmentsStore();
	} );

	afterEach( () => {
		appointments.api.unregister();
	} );

	describe( 'loadSlots', () => {
		it( 'asks for 14 days of the location and lists them', async () => {
			const { requests } = mockFetch( () =>
				jsonResponse( [ day( '2026-12-03', [ '10:00' ] ) ] )
			);

			const pending = appointments.dispatch().loadSlots( 0 );
			expect( appointments.select().getStatus() ).toBe( 'loading' );
			await pending;

			expect( requestOf( requests[ 0 ]?.url ?? '' ) ).toEqual( {
				route: '/wc/store/v1/appointment-slots',
				query: { location: '0', days: '14' },
			} );
			expect( appointments.select().getStatus() ).toBe( 'ready' );
			expect( appointments.select().getSelectedDate() ).toBe(
				'2026-12-03'
			);
			expect( appointments.select().hasMoreDays() ).toBe( false );
		} );

		it( 'records the server’s message when it fails', async () => {
			mockFetch( () =>
				jsonResponse(
					{
						code: 'rueda_invalid_appointment_location',
						message:
							'Elige uno de los puntos de recogida del taller.',
						data: { status: 400 },
					},
					{ status: 400 }
				)
			);

			await appointments.dispatch().loadSlots( 7 );

			expect( appointments.select().getStatus() ).toBe( 'error' );
			expect( appointments.select().getError() ).toBe(
				'Elige uno de los puntos de recogida del taller.'
			);
		} );

		it( 'lets a newer load win over a slower older one', async () => {
			const slow = deferred< Response >();
			let call = 0;
			mockFetch( () => {
				call++;
				return call === 1
					? slow.promise
					: jsonResponse( [ day( '2026-12-10', [ '09:00' ] ) ] );
			} );

			const first = appointments.dispatch().loadSlots( 0 );
			await appointments.dispatch().loadSlots( 1 );
			slow.resolve(
				jsonResponse( [ day( '2026-12-03', [ '10:00' ] ) ] )
			);
			await first;

			expect( appointments.select().getLocation() ).toBe( 1 );
			expect(
				appointments
					.select()
					.getDays()
					.map( ( entry ) => entry.date )
			).toEqual( [ '2026-12-10' ] );
		} );
	} );

	describe( 'loadMoreDays', () => {
		it( 'asks for the days after the last one listed and appends them', async () => {
			const fourteen = Array.from( { length: 14 }, ( _, index ) =>
				day( `2026-12-${ String( index + 1 ).padStart( 2, '0' ) }`, [
					'10:00',
				] )
			);
			const { requests } = mockFetch( ( request ) =>
				jsonResponse(
					requestOf( request.url ).query.from
						? [ day( '2026-12-15', [ '10:00' ] ) ]
						: fourteen
				)
			);
			await appointments.dispatch().loadSlots( 0 );
			expect( appointments.select().hasMoreDays() ).toBe( true );

			await appointments.dispatch().loadMoreDays();

			expect( requestOf( requests[ 1 ]?.url ?? '' ).query ).toEqual( {
				location: '0',
				days: '14',
				from: '2026-12-15',
			} );
			expect( appointments.select().getDays() ).toHaveLength( 15 );
			expect( appointments.select().hasMoreDays() ).toBe( false );
		} );
	} );

	describe( 'chooseSlot and clearChoice', () => {
		it( 'put the choice in the checkout’s extension data, and take it out', async () => {
			mockFetch( () =>
				jsonResponse( [ day( '2026-12-03', [ '10:00' ] ) ] )
			);
			await appointments.dispatch().loadSlots( 0 );

			appointments.dispatch().chooseSlot( '2026-12-03T10:00:00+01:00' );

			expect( appointments.select().getSelectedStart() ).toBe(
				'2026-12-03T10:00:00+01:00'
			);
			expect( appointments.extensions() ).toEqual( {
				rueda: {
					appointment: {
						location: 0,
						start: '2026-12-03T10:00:00+01:00',
					},
				},
			} );

			appointments.dispatch().clearChoice();

			expect( appointments.select().getSelectedStart() ).toBeNull();
			expect( appointments.extensions() ).toEqual( {
				rueda: { appointment: null },
			} );
		} );
	} );

	describe( 'slotTaken', () => {
		it( 'drops the choice, says why and loads the listed days again', async () => {
			let answer = [ day( '2026-12-03', [ '10:00', '10:30' ] ) ];
			const { requests } = mockFetch( () => jsonResponse( answer ) );
			await appointments.dispatch().loadSlots( 0 );
			appointments.dispatch().chooseSlot( '2026-12-03T10:00:00+01:00' );
			answer = [ day( '2026-12-03', [ '10:30' ] ) ];

			await appointments
				.dispatch()
				.slotTaken( 'Alguien acaba de reservar esa hora.' );

			expect( appointments.select().getNotice() ).toBe(
				'Alguien acaba de reservar esa hora.'
			);
			expect( appointments.select().getSelectedStart() ).toBeNull();
			expect( appointments.extensions() ).toEqual( {
				rueda: { appointment: null },
			} );
			expect( requestOf( requests[ 1 ]?.url ?? '' ).query ).toEqual( {
				location: '0',
				days: '14',
				from: '2026-12-03',
			} );
			expect(
				appointments
					.select()
					.getSelectedDaySlots()
					.map( ( slot ) => slot.start )
			).toEqual( [ '2026-12-03T10:30:00+01:00' ] );
		} );
	} );
} );
