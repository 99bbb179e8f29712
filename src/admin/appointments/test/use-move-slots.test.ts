/**
 * The slots of the "move" dialog against the real api-fetch, with
 * `window.fetch` mocked.
 */
import { act, renderHook, waitFor } from '@testing-library/react';

import { configureApiFetch } from '@rueda/shared/api';
import { jsonResponse, mockFetch } from '@rueda/shared/api/test/fetch-mock';
import { useMoveSlots } from '../use-move-slots';

function day( date: string, times: string[] ) {
	return {
		date,
		slots: times.map( ( time ) => ( {
			start: `${ date }T${ time }:00+01:00`,
			end: `${ date }T${ time }:00+01:00`,
			available_bays: 1,
		} ) ),
	};
}

describe( 'useMoveSlots', () => {
	beforeAll( () => {
		configureApiFetch( {
			root: 'https://example.com/wp-json/',
			nonce: 'nonce-1',
		} );
	} );

	it( 'lists 14 days from today and opens on the appointment’s day', async () => {
		const { requests } = mockFetch( () =>
			jsonResponse( [
				day( '2026-11-27', [ '09:00' ] ),
				day( '2026-12-03', [ '10:00' ] ),
			] )
		);

		const { result } = renderHook( () =>
			useMoveSlots( 7, '2026-11-26', '2026-12-03' )
		);

		await waitFor( () => expect( result.current.status ).toBe( 'ready' ) );
		expect( result.current.selectedDate ).toBe( '2026-12-03' );
		expect( result.current.hasMore ).toBe( false );
		const url = new URL( requests[ 0 ]?.url ?? '' );
		expect( url.pathname ).toBe( '/wp-json/rueda/v1/appointments/7/slots' );
		expect( url.searchParams.get( 'from' ) ).toBe( '2026-11-26' );
		expect( url.searchParams.get( 'days' ) ).toBe( '14' );
	} );

	it( 'opens on the first day with a free time when the appointment’s is not listed', async () => {
		mockFetch( () =>
			jsonResponse( [
				day( '2026-11-27', [] ),
				day( '2026-11-28', [ '09:00' ] ),
			] )
		);

		const { result } = renderHook( () =>
			useMoveSlots( 7, '2026-11-26', '2027-01-20' )
		);

		await waitFor( () =>
			expect( result.current.selectedDate ).toBe( '2026-11-28' )
		);
	} );

	it( 'lists the days again on reload and reports a failure', async () => {
		let fail = false;
		const { requests } = mockFetch( () =>
			fail
				? jsonResponse(
						{
							code: 'rueda_appointment_cancelled',
							message: 'This appointment was cancelled.',
							data: { status: 409 },
						},
						{ status: 409 }
					)
				: jsonResponse( [ day( '2026-12-03', [ '10:00' ] ) ] )
		);
		const { result } = renderHook( () =>
			useMoveSlots( 7, '2026-11-26', '2026-12-03' )
		);
		await waitFor( () => expect( result.current.status ).toBe( 'ready' ) );
		fail = true;

		act( () => result.current.reload() );

		await waitFor( () => expect( result.current.status ).toBe( 'error' ) );
		expect( result.current.error ).toBe(
			'This appointment was cancelled.'
		);
		expect( requests ).toHaveLength( 2 );
	} );
} );
