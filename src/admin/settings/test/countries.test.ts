import { codesToNames, namesToCodes } from '../countries';

const COUNTRIES = { ES: 'España', PT: 'Portugal', AD: 'Andorra' };

describe( 'countries', () => {
	it( 'shows codes as names', () => {
		expect( codesToNames( [ 'ES', 'PT', 'XX' ], COUNTRIES ) ).toEqual( [
			'España',
			'Portugal',
			'XX',
		] );
	} );

	it( 'reads names or codes back, once each, dropping unknown ones', () => {
		expect(
			namesToCodes(
				[ 'España', 'pt', ' andorra ', 'Narnia', 'ES' ],
				COUNTRIES
			)
		).toEqual( [ 'ES', 'PT', 'AD' ] );
	} );
} );
