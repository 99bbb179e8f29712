/**
 * Selectors of the rueda/appointments store.
 */
import * as actions from '../actions';
import reducer, { DEFAULT_STATE } from '../reducer';
import { getSelectedDaySlots } from '../selectors';
import { day } from './helpers';

describe( 'selectors', () => {
	describe( 'getSelectedDaySlots', () => {
		it( 'gives the chosen day’s slots, the same list while nothing changes', () => {
			const state = reducer(
				DEFAULT_STATE,
				actions.receiveDays(
					[ day( '2026-12-03', [ '10:00' ] ) ],
					false,
					false
				)
			);

			const slots = getSelectedDaySlots( state );

			expect( slots.map( ( slot ) => slot.start ) ).toEqual( [
				'2026-12-03T10:00:00+01:00',
			] );
			expect(
				getSelectedDaySlots( reducer( state, actions.setNotice( '' ) ) )
			).toBe( slots );
		} );

		it( 'gives one shared empty list when no day is chosen', () => {
			expect( getSelectedDaySlots( DEFAULT_STATE ) ).toBe(
				getSelectedDaySlots( { ...DEFAULT_STATE } )
			);
			expect( getSelectedDaySlots( DEFAULT_STATE ) ).toEqual( [] );
		} );
	} );
} );
