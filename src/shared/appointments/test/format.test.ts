/**
 * How days and times are written.
 */
import { dayParts, longDay, nextDate, timeOf } from '../format';

describe( 'format', () => {
	describe( 'dayParts', () => {
		it( 'gives the short weekday, day and month in Spanish', () => {
			expect( dayParts( '2026-12-03', 'es-ES' ) ).toEqual( {
				weekday: 'jue',
				day: '3',
				month: 'dic',
			} );
		} );

		it( 'reads the date as a calendar day in any timezone', () => {
			// Midnight UTC would be Wednesday in the Americas; the chip says Thursday.
			expect( dayParts( '2026-12-03', 'es-ES' ).weekday ).toBe( 'jue' );
			expect( dayParts( '2027-01-01', 'es-ES' ) ).toEqual( {
				weekday: 'vie',
				day: '1',
				month: 'ene',
			} );
		} );
	} );

	describe( 'longDay', () => {
		it( 'writes the whole day', () => {
			expect( longDay( '2026-12-03', 'es-ES' ) ).toBe(
				'jueves, 3 de diciembre'
			);
		} );
	} );

	describe( 'timeOf', () => {
		it( 'keeps the workshop’s wall-clock time', () => {
			expect( timeOf( '2026-12-03T10:00:00+01:00' ) ).toBe( '10:00' );
			expect( timeOf( '2026-12-03T08:30:00+00:00' ) ).toBe( '08:30' );
		} );
	} );

	describe( 'nextDate', () => {
		it( 'crosses months and years', () => {
			expect( nextDate( '2026-12-31' ) ).toBe( '2027-01-01' );
			expect( nextDate( '2027-02-28' ) ).toBe( '2027-03-01' );
		} );
	} );
} );
