import { locationNames, provinceOptions } from '../locations';

const states = {
	ES: { GC: 'Las Palmas', M: 'Madrid', TF: 'Santa Cruz de Tenerife' },
};

describe( 'locations', () => {
	describe( 'provinceOptions', () => {
		it( 'lists the provinces of a country by name', () => {
			expect( provinceOptions( states, 'ES', 'GC', 'Any' ) ).toEqual( [
				{ value: '', label: 'Any' },
				{ value: 'GC', label: 'Las Palmas' },
				{ value: 'M', label: 'Madrid' },
				{ value: 'TF', label: 'Santa Cruz de Tenerife' },
			] );
		} );

		it( 'keeps a saved code the list lacks', () => {
			expect(
				provinceOptions( states, 'ES', 'XX', 'Any' )?.pop()
			).toEqual( { value: 'XX', label: 'XX' } );
		} );

		it( 'has no list for any country or one without provinces', () => {
			expect( provinceOptions( states, '', '', 'Any' ) ).toBeNull();
			expect( provinceOptions( states, 'PT', '', 'Any' ) ).toBeNull();
		} );
	} );

	describe( 'locationNames', () => {
		it( 'names countries and provinces', () => {
			expect( locationNames( { ES: 'España' }, states )[ 'ES:GC' ] ).toBe(
				'Las Palmas (España)'
			);
		} );
	} );
} );
