/**
 * Reducer of the rueda/appointments store.
 */
import * as actions from '../actions';
import reducer, { DEFAULT_STATE } from '../reducer';
import { day } from './helpers';

const thursday = day( '2026-12-03', [ '10:00', '10:30' ] );
const friday = day( '2026-12-04', [ '09:00' ] );
const fullDay = day( '2026-12-02' );

describe( 'reducer', () => {
	it( 'starts idle with nothing chosen', () => {
		expect( reducer( undefined, { type: '@@INIT' } as never ) ).toBe(
			DEFAULT_STATE
		);
	} );

	it( 'shows the first day with a free slot once days arrive', () => {
		const loading = reducer( DEFAULT_STATE, actions.startLoading( 0 ) );
		expect( loading.status ).toBe( 'loading' );

		const ready = reducer(
			loading,
			actions.receiveDays( [ fullDay, thursday ], false, true )
		);

		expect( ready.status ).toBe( 'ready' );
		expect( ready.selectedDate ).toBe( '2026-12-03' );
		expect( ready.hasMore ).toBe( true );
	} );

	it( 'keeps the chosen day and slot while they are still listed', () => {
		let state = reducer(
			reducer( DEFAULT_STATE, actions.startLoading( 0 ) ),
			actions.receiveDays( [ thursday, friday ], false, false )
		);
		state = reducer( state, actions.selectDate( '2026-12-04' ) );
		state = reducer(
			state,
			actions.selectStart( '2026-12-04T09:00:00+01:00' )
		);

		const again = reducer(
			reducer( state, actions.startLoading( 0 ) ),
			actions.receiveDays( [ thursday, friday ], false, false )
		);

		expect( again.selectedDate ).toBe( '2026-12-04' );
		expect( again.selectedStart ).toBe( '2026-12-04T09:00:00+01:00' );
	} );

	it( 'drops a chosen slot that is no longer free', () => {
		let state = reducer(
			DEFAULT_STATE,
			actions.receiveDays( [ thursday ], false, false )
		);
		state = reducer(
			state,
			actions.selectStart( '2026-12-03T10:00:00+01:00' )
		);

		const taken = reducer(
			state,
			actions.receiveDays(
				[ day( '2026-12-03', [ '10:30' ] ) ],
				false,
				false
			)
		);

		expect( taken.selectedStart ).toBeNull();
		expect( taken.selectedDate ).toBe( '2026-12-03' );
	} );

	it( 'forgets the days and the choice of another location', () => {
		let state = reducer( DEFAULT_STATE, actions.startLoading( 0 ) );
		state = reducer(
			state,
			actions.receiveDays( [ thursday ], false, false )
		);
		state = reducer(
			state,
			actions.selectStart( '2026-12-03T10:00:00+01:00' )
		);

		const other = reducer( state, actions.startLoading( 1 ) );

		expect( other.location ).toBe( 1 );
		expect( other.days ).toEqual( [] );
		expect( other.selectedStart ).toBeNull();
	} );

	it( 'appends more days without touching the list while they load', () => {
		let state = reducer(
			DEFAULT_STATE,
			actions.receiveDays( [ thursday ], false, true )
		);
		state = reducer( state, actions.startLoading( 0, true ) );
		expect( state.isLoadingMore ).toBe( true );
		expect( state.status ).toBe( 'ready' );

		state = reducer(
			state,
			actions.receiveDays( [ friday ], true, false )
		);

		expect( state.days.map( ( entry ) => entry.date ) ).toEqual( [
			'2026-12-03',
			'2026-12-04',
		] );
		expect( state.hasMore ).toBe( false );
		expect( state.isLoadingMore ).toBe( false );
	} );

	it( 'records a failure: the list fails, more days keep the list', () => {
		const failed = reducer(
			reducer( DEFAULT_STATE, actions.startLoading( 0 ) ),
			actions.receiveError( 'Sin conexión' )
		);
		expect( failed.status ).toBe( 'error' );
		expect( failed.error ).toBe( 'Sin conexión' );

		const ready = reducer(
			DEFAULT_STATE,
			actions.receiveDays( [ thursday ], false, true )
		);
		const more = reducer(
			reducer( ready, actions.startLoading( 0, true ) ),
			actions.receiveError( 'Sin conexión', true )
		);
		expect( more.status ).toBe( 'ready' );
		expect( more.days ).toEqual( [ thursday ] );
		expect( more.error ).toBe( 'Sin conexión' );
	} );
} );
