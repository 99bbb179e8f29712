/**
 * When and where the checkout books the workshop.
 */
import {
	booksWorkshop,
	pickupLocationIndex,
	readAppointmentLocations,
} from '../appointment/books-workshop';

describe( 'booksWorkshop', () => {
	it( 'is true when a line is a service (no tyre)', () => {
		expect( booksWorkshop( [ { tyre: null } ] ) ).toBe( true );
		expect( booksWorkshop( [ { tyre: undefined }, { tyre: null } ] ) ).toBe(
			true
		);
	} );

	it( 'is false for tyres only, and for lines that do not say', () => {
		expect( booksWorkshop( [] ) ).toBe( false );
		expect( booksWorkshop( [ { tyre: undefined } ] ) ).toBe( false );
	} );
} );

describe( 'pickupLocationIndex', () => {
	it( 'reads the location of a pickup rate', () => {
		expect( pickupLocationIndex( 'pickup_location:0' ) ).toBe( 0 );
		expect( pickupLocationIndex( 'pickup_location:12' ) ).toBe( 12 );
	} );

	it( 'is null for other rates', () => {
		expect( pickupLocationIndex( 'flat_rate:1' ) ).toBeNull();
		expect( pickupLocationIndex( 'pickup_location:' ) ).toBeNull();
	} );
} );

describe( 'readAppointmentLocations', () => {
	it( 'keeps well-formed locations only', () => {
		expect(
			readAppointmentLocations( {
				appointmentLocations: [
					{ index: 0, name: 'Taller', address: 'Calle 1' },
					{ index: '1', name: 'Almacén', address: '' },
					null,
				],
			} )
		).toEqual( [ { index: 0, name: 'Taller', address: 'Calle 1' } ] );
	} );

	it( 'gives none without settings', () => {
		expect( readAppointmentLocations( undefined ) ).toEqual( [] );
		expect(
			readAppointmentLocations( { appointmentLocations: 'x' } )
		).toEqual( [] );
	} );
} );
