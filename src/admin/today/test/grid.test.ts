/**
 * The layout of "Hoy en el taller".
 */
import { dayRows, timeOf, weekDays, weekRows } from '../grid';
import type { TodayAppointment, TodayBay } from '../types';

const bays: TodayBay[] = [ 1, 2 ].map( ( bay ) => ( {
	location: 0,
	location_name: 'Taller',
	bay,
	label: `Puesto ${ bay }`,
} ) );

function appointment(
	id: number,
	start: string,
	bay: number,
	location = 0
): TodayAppointment {
	return {
		id,
		start,
		end: start,
		bay,
		location,
		location_name: 'Taller',
		status: 'confirmed',
		status_label: 'Confirmada',
		next: [],
		order_id: id,
		order_number: String( id ),
		customer: 'Ana',
		phone: '',
		email: '',
		plate: '',
		vehicle: '',
		services: [],
	};
}

describe( 'grid', () => {
	describe( 'timeOf', () => {
		it( 'reads the shop’s time from the ISO string, whatever the browser’s zone', () => {
			expect( timeOf( '2026-12-03T09:30:00+01:00' ) ).toBe( '09:30' );
		} );
	} );

	describe( 'weekDays', () => {
		it( 'returns Monday to Sunday of a Thursday’s week', () => {
			expect( weekDays( '2026-12-03' ) ).toEqual( [
				'2026-11-30',
				'2026-12-01',
				'2026-12-02',
				'2026-12-03',
				'2026-12-04',
				'2026-12-05',
				'2026-12-06',
			] );
		} );

		it( 'starts on the Monday before a Sunday, across a year', () => {
			const days = weekDays( '2027-01-03' );
			expect( days[ 0 ] ).toBe( '2026-12-28' );
			expect( days[ 6 ] ).toBe( '2027-01-03' );
		} );
	} );

	describe( 'dayRows', () => {
		it( 'returns a row per start time with each appointment in its bay’s cell', () => {
			const rows = dayRows(
				[
					appointment( 3, '2026-12-03T11:00:00+01:00', 1 ),
					appointment( 2, '2026-12-03T10:00:00+01:00', 2 ),
					appointment( 1, '2026-12-03T10:00:00+01:00', 1 ),
				],
				bays
			);
			expect( rows.map( ( row ) => row.time ) ).toEqual( [
				'10:00',
				'11:00',
			] );
			expect(
				rows[ 0 ]?.cells.map( ( cell ) => cell.map( ( a ) => a.id ) )
			).toEqual( [ [ 1 ], [ 2 ] ] );
			expect(
				rows[ 1 ]?.cells.map( ( cell ) => cell.map( ( a ) => a.id ) )
			).toEqual( [ [ 3 ], [] ] );
		} );

		it( 'leaves out an appointment of a bay that is not a column', () => {
			expect(
				dayRows(
					[ appointment( 1, '2026-12-03T10:00:00+01:00', 1, 4 ) ],
					bays
				)
			).toEqual( [] );
		} );
	} );

	describe( 'weekRows', () => {
		it( 'returns a row per bay with its appointments by day, soonest first', () => {
			const days = weekDays( '2026-12-03' );
			const rows = weekRows(
				[
					appointment( 2, '2026-12-03T12:00:00+01:00', 1 ),
					appointment( 1, '2026-12-03T09:00:00+01:00', 1 ),
					appointment( 3, '2026-12-06T10:00:00+01:00', 2 ),
				],
				bays,
				days
			);
			expect( rows.map( ( row ) => row.bay.label ) ).toEqual( [
				'Puesto 1',
				'Puesto 2',
			] );
			expect( rows[ 0 ]?.days[ 3 ]?.map( ( a ) => a.id ) ).toEqual( [
				1, 2,
			] );
			expect( rows[ 1 ]?.days[ 6 ]?.map( ( a ) => a.id ) ).toEqual( [
				3,
			] );
			expect( rows[ 1 ]?.days[ 3 ] ).toEqual( [] );
		} );
	} );
} );
