/**
 * The remembered vehicle and whether a tyre suits it.
 */
import {
	VEHICLE_CHANGE_EVENT,
	VEHICLE_STORAGE_KEY,
	checkTyreFit,
	clearVehicle,
	getFitMinimums,
	getSpeedRank,
	getVehicle,
	setVehicle,
	type StoredVehicle,
	type VehicleFitment,
} from '../vehicle-fit';

const LEON: VehicleFitment = {
	front: { size: '205/55 R16', load_index: 91, speed_rating: 'V' },
	rear: { size: '205/55 R16', load_index: 91, speed_rating: 'V' },
};

const SERIE_3: VehicleFitment = {
	front: { size: '225/40 R18', load_index: 92, speed_rating: 'Y' },
	rear: { size: '255/35 R18', load_index: 94, speed_rating: 'Y' },
};

const VEHICLE: StoredVehicle = {
	make: 'SEAT',
	model: 'León',
	year: 2021,
	version: '1.5 TSI 130 CV Style',
	fitment: LEON,
};

function tyre( size: string, load: number | null, speed: string | null ) {
	const [ width, profile, rim ] = ( size.match( /\d+/g ) ?? [] ).map(
		Number
	);
	return {
		size,
		width: width!,
		profile: profile!,
		rim: rim!,
		load_index: load,
		speed_rating: speed,
	};
}

const FITS = { loadTooLow: false, speedTooLow: false, sizeDiffers: false };

describe( 'vehicle fit', () => {
	describe( 'checkTyreFit', () => {
		it( 'passes a tyre equal to the homologated one', () => {
			expect(
				checkTyreFit( tyre( '205/55 R16', 91, 'V' ), LEON )
			).toEqual( FITS );
		} );

		it( 'passes higher load indexes and speed ratings', () => {
			expect(
				checkTyreFit( tyre( '205/55 R16', 94, 'W' ), LEON )
			).toEqual( FITS );
			expect(
				checkTyreFit( tyre( '205/55 R16', 91, 'Y' ), LEON )
			).toEqual( FITS );
		} );

		it( 'flags a lower load index', () => {
			expect(
				checkTyreFit( tyre( '205/55 R16', 88, 'V' ), LEON )
			).toEqual( { ...FITS, loadTooLow: true } );
		} );

		it( 'flags a lower speed rating, H being below V', () => {
			expect(
				checkTyreFit( tyre( '205/55 R16', 91, 'H' ), LEON )
			).toEqual( { ...FITS, speedTooLow: true } );
			expect(
				checkTyreFit( tyre( '205/55 R16', 91, 'T' ), LEON ).speedTooLow
			).toBe( true );
		} );

		it( 'ranks H between U and V, not by the alphabet', () => {
			const hFitment: VehicleFitment = {
				front: { ...LEON.front, speed_rating: 'H' },
				rear: { ...LEON.rear, speed_rating: 'H' },
			};
			expect(
				checkTyreFit( tyre( '205/55 R16', 91, 'U' ), hFitment )
					.speedTooLow
			).toBe( true );
			expect(
				checkTyreFit( tyre( '205/55 R16', 91, 'V' ), hFitment )
					.speedTooLow
			).toBe( false );
			expect( getSpeedRank( 'U' ) ).toBeLessThan( getSpeedRank( 'H' ) );
			expect( getSpeedRank( 'H' ) ).toBeLessThan( getSpeedRank( 'V' ) );
		} );

		it( 'treats ZR as W: above V, below Y', () => {
			expect( getSpeedRank( 'ZR' ) ).toBe( getSpeedRank( 'W' ) );
			expect( getSpeedRank( 'z' ) ).toBe( getSpeedRank( 'W' ) );
			expect(
				checkTyreFit( tyre( '205/55 R16', 91, 'Z' ), LEON ).speedTooLow
			).toBe( false );
			expect(
				checkTyreFit( tyre( '225/40 R18', 92, 'ZR' ), SERIE_3 )
					.speedTooLow
			).toBe( true );
		} );

		it( 'never warns on missing or unknown data', () => {
			expect(
				checkTyreFit( tyre( '205/55 R16', null, null ), LEON )
			).toEqual( FITS );
			expect(
				checkTyreFit( tyre( '205/55 R16', 80, 'X' ), {
					front: {
						size: '205/55 R16',
						load_index: null,
						speed_rating: null,
					},
					rear: {
						size: '205/55 R16',
						load_index: null,
						speed_rating: null,
					},
				} )
			).toEqual( FITS );
		} );

		it( 'holds each axle of a staggered car to its own tyre', () => {
			expect(
				checkTyreFit( tyre( '255/35 R18', 94, 'Y' ), SERIE_3 )
			).toEqual( FITS );
			expect(
				checkTyreFit( tyre( '255/35 R18', 92, 'Y' ), SERIE_3 )
					.loadTooLow
			).toBe( true );
			expect(
				checkTyreFit( tyre( '225/40 R18', 92, 'Y' ), SERIE_3 )
			).toEqual( FITS );
		} );

		it( 'says when the size differs, against the less demanding axle', () => {
			expect(
				checkTyreFit( tyre( '185/65 R15', 88, 'T' ), LEON )
			).toEqual( {
				loadTooLow: true,
				speedTooLow: true,
				sizeDiffers: true,
			} );
			expect(
				checkTyreFit( tyre( '245/35 R18', 93, 'Y' ), SERIE_3 )
			).toEqual( { ...FITS, sizeDiffers: true } );
			expect(
				getFitMinimums( tyre( '245/35 R18', 93, 'Y' ), SERIE_3 )
			).toEqual( { load: 92, speed: 'Y', size: '225/40 R18' } );
		} );
	} );

	describe( 'getVehicle, setVehicle and clearVehicle', () => {
		beforeEach( () => window.sessionStorage.clear() );

		it( 'remembers the vehicle for the session and tells the page', () => {
			const listener = jest.fn();
			window.addEventListener( VEHICLE_CHANGE_EVENT, listener );
			setVehicle( VEHICLE );
			expect( getVehicle() ).toEqual( VEHICLE );
			clearVehicle();
			expect( getVehicle() ).toBeNull();
			expect( listener ).toHaveBeenCalledTimes( 2 );
			window.removeEventListener( VEHICLE_CHANGE_EVENT, listener );
		} );

		it( 'reads nothing from broken or foreign data', () => {
			for ( const stored of [
				'not json',
				'null',
				'{"make":"SEAT"}',
				JSON.stringify( { ...VEHICLE, year: '2021' } ),
				JSON.stringify( {
					...VEHICLE,
					fitment: { front: LEON.front },
				} ),
			] ) {
				window.sessionStorage.setItem( VEHICLE_STORAGE_KEY, stored );
				expect( getVehicle() ).toBeNull();
			}
		} );

		it( 'copes without storage', () => {
			expect( getVehicle( null ) ).toBeNull();
			expect( () => setVehicle( VEHICLE, null ) ).not.toThrow();
			const full = {
				setItem: () => {
					throw new Error( 'QuotaExceededError' );
				},
			} as unknown as Storage;
			expect( () => setVehicle( VEHICLE, full ) ).not.toThrow();
		} );
	} );
} );
