import { idsToNames, namesToIds } from '../choices';

const choices = [
	{ id: 4, name: 'Montaje de neumático' },
	{ id: 9, name: 'Michelin Pilot Sport 5' },
];

describe( 'choices', () => {
	it( 'shows names and keeps unknown ids readable', () => {
		expect( idsToNames( [ 9, 77 ], choices ) ).toEqual( [
			'Michelin Pilot Sport 5',
			'#77',
		] );
	} );

	it( 'reads names back, whatever the case, once each', () => {
		expect(
			namesToIds(
				[
					'montaje de neumático',
					'#77',
					'Nada',
					'Montaje de neumático',
				],
				choices
			)
		).toEqual( [ 4, 77 ] );
	} );
} );
