/**
 * Days of the day view.
 */
import { dateOf, shiftDate } from '../dates';

describe( 'shiftDate', () => {
	it( 'moves by days across months and years', () => {
		expect( shiftDate( '2026-12-31', 1 ) ).toBe( '2027-01-01' );
		expect( shiftDate( '2027-03-01', -1 ) ).toBe( '2027-02-28' );
		expect( shiftDate( '2026-10-25', 1 ) ).toBe( '2026-10-26' );
	} );
} );

describe( 'dateOf', () => {
	it( 'keeps the shop’s calendar day of a time', () => {
		expect( dateOf( '2026-12-03T23:30:00+01:00' ) ).toBe( '2026-12-03' );
	} );
} );
