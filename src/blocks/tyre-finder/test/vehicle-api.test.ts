/**
 * The vehicle API's paths and answers.
 */
import {
	getLevel,
	getVehiclesPath,
	readLevel,
	type VehicleQuery,
} from '../vehicle-api';

const NONE: VehicleQuery = { make: '', model: '', year: '' };

const FITMENT = {
	front: {
		size: '205/55 R16',
		width: 205,
		profile: 55,
		rim: 16,
		load_index: 91,
		speed_rating: 'V',
	},
	rear: {
		size: '205/55 R16',
		width: 205,
		profile: 55,
		rim: 16,
		load_index: 91,
		speed_rating: 'V',
	},
	staggered: false,
};

describe( 'vehicle API', () => {
	describe( 'getVehiclesPath', () => {
		it( 'asks one level further than the choices, encoded', () => {
			expect( getVehiclesPath( NONE ) ).toBe( '/rueda/v1/vehicles' );
			expect( getVehiclesPath( { ...NONE, make: 'SEAT' } ) ).toBe(
				'/rueda/v1/vehicles?make=SEAT'
			);
			expect(
				getVehiclesPath( { make: 'SEAT', model: 'León', year: '2021' } )
			).toBe( '/rueda/v1/vehicles?make=SEAT&model=Le%C3%B3n&year=2021' );
		} );

		it( 'never skips a level', () => {
			expect( getVehiclesPath( { ...NONE, model: 'León' } ) ).toBe(
				'/rueda/v1/vehicles'
			);
			expect( getLevel( { ...NONE, make: 'SEAT', year: '2021' } ) ).toBe(
				'models'
			);
		} );
	} );

	describe( 'readLevel', () => {
		it( 'reads each level of the contract', () => {
			expect(
				readLevel( 'makes', { makes: [ 'BMW', 'SEAT' ] } )
			).toEqual( [ 'BMW', 'SEAT' ] );
			expect( readLevel( 'years', { years: [ 2025, 2024 ] } ) ).toEqual( [
				2025, 2024,
			] );
			const versions = [
				{ name: '1.5 TSI 130 CV', fitments: [ FITMENT ] },
			];
			expect( readLevel( 'versions', { versions } ) ).toEqual( versions );
		} );

		it( 'refuses answers of another shape', () => {
			expect( readLevel( 'makes', { models: [ 'León' ] } ) ).toBeNull();
			expect( readLevel( 'years', { years: [ '2025' ] } ) ).toBeNull();
			expect(
				readLevel( 'versions', {
					versions: [
						{
							name: 'x',
							fitments: [ { ...FITMENT, rear: { size: 205 } } ],
						},
					],
				} )
			).toBeNull();
			expect( readLevel( 'makes', null ) ).toBeNull();
		} );
	} );
} );
