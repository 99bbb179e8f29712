/**
 * The choice of a variable product's options.
 */
import {
	autoSelect,
	findVariation,
	getChoiceAttributes,
	getChoiceVariations,
	isOptionPossible,
	sanitizeChoice,
	toVariationData,
	withOption,
	type ChoiceAttribute,
	type ChoiceVariation,
} from '../variation-choices';
import {
	readChoiceFromQuery,
	toParameterName,
	writeChoiceToUrl,
} from '../choice-url';
import { alignment } from './fixtures';

/** Two attributes; not every combination exists. */
const ATTRIBUTES: ChoiceAttribute[] = [
	{
		key: 'Ejes',
		label: 'Ejes',
		options: [
			{ value: 'eje-delantero', label: 'Eje delantero' },
			{ value: 'dos-ejes', label: 'Dos ejes' },
		],
	},
	{
		key: 'Vehículo',
		label: 'Vehículo',
		options: [
			{ value: 'turismo', label: 'Turismo' },
			{ value: 'suv', label: 'SUV' },
			{ value: 'furgoneta', label: 'Furgoneta' },
		],
	},
];

function variation(
	id: number,
	axle: string,
	vehicle: string,
	available = true
): ChoiceVariation {
	return { id, values: { Ejes: axle, Vehículo: vehicle }, available };
}

const VARIATIONS: ChoiceVariation[] = [
	variation( 1, 'eje-delantero', 'turismo' ),
	variation( 2, 'dos-ejes', 'turismo' ),
	variation( 3, 'dos-ejes', 'suv' ),
	// Exists, but sold out.
	variation( 4, 'eje-delantero', 'suv', false ),
	// "Any axle" for vans.
	variation( 5, '', 'furgoneta' ),
];

describe( 'getChoiceVariations', () => {
	it( 'reads each variation’s values and whether it can be bought', () => {
		const { parent, variations } = alignment( { frontInStock: false } );

		expect( getChoiceVariations( parent, variations ) ).toEqual( [
			{ id: 71, values: { Ejes: 'eje-delantero' }, available: false },
			{ id: 72, values: { Ejes: 'dos-ejes' }, available: true },
		] );
	} );

	it( 'treats a variation without data or not purchasable as unavailable', () => {
		const { parent, variations } = alignment();
		const [ front ] = variations;

		expect(
			getChoiceVariations( parent, [
				{ ...front!, is_purchasable: false },
			] ).map( ( entry ) => entry.available )
		).toEqual( [ false, false ] );
	} );
} );

describe( 'getChoiceAttributes', () => {
	it( 'lists the attributes the variations differ by, with their terms', () => {
		const { parent, variations } = alignment();
		const attributes = getChoiceAttributes(
			parent,
			getChoiceVariations( parent, variations )
		);

		expect( attributes ).toEqual( [
			{
				key: 'Ejes',
				label: 'Ejes',
				options: [
					{ value: 'eje-delantero', label: 'Eje delantero' },
					{ value: 'dos-ejes', label: 'Dos ejes' },
				],
			},
		] );
	} );

	it( 'leaves out attributes without variations and terms no variation has', () => {
		const { parent } = alignment();
		const attributes = getChoiceAttributes(
			{
				attributes: [
					...parent.attributes,
					{
						id: 1,
						name: 'Marca',
						taxonomy: 'rueda_pa_brand',
						has_variations: false,
						terms: [
							{ id: 5, name: 'Michelin', slug: 'michelin' },
						],
					},
				],
			},
			[ { id: 72, values: { Ejes: 'dos-ejes' }, available: true } ]
		);

		expect( attributes ).toHaveLength( 1 );
		expect( attributes[ 0 ]!.options ).toEqual( [
			{ value: 'dos-ejes', label: 'Dos ejes' },
		] );
	} );
} );

describe( 'isOptionPossible', () => {
	it( 'allows every value that some available variation has when nothing is chosen', () => {
		for ( const attribute of ATTRIBUTES ) {
			for ( const option of attribute.options ) {
				expect(
					isOptionPossible(
						VARIATIONS,
						{},
						attribute.key,
						option.value
					)
				).toBe( true );
			}
		}
	} );

	it( 'disables the values impossible with the other choices', () => {
		const choice = { Ejes: 'eje-delantero' };

		expect(
			isOptionPossible( VARIATIONS, choice, 'Vehículo', 'turismo' )
		).toBe( true );
		// Front axle + SUV exists but is out of stock.
		expect(
			isOptionPossible( VARIATIONS, choice, 'Vehículo', 'suv' )
		).toBe( false );
		// Vans take any axle.
		expect(
			isOptionPossible( VARIATIONS, choice, 'Vehículo', 'furgoneta' )
		).toBe( true );
	} );

	it( 'judges a value apart from its own attribute’s current choice', () => {
		expect(
			isOptionPossible(
				VARIATIONS,
				{ Ejes: 'dos-ejes', Vehículo: 'suv' },
				'Ejes',
				'eje-delantero'
			)
		).toBe( false );
		expect(
			isOptionPossible(
				VARIATIONS,
				{ Ejes: 'dos-ejes', Vehículo: 'turismo' },
				'Ejes',
				'eje-delantero'
			)
		).toBe( true );
	} );
} );

describe( 'findVariation', () => {
	it( 'finds nothing until every attribute is chosen', () => {
		expect(
			findVariation( ATTRIBUTES, VARIATIONS, { Ejes: 'dos-ejes' } )
		).toBeNull();
	} );

	it( 'finds the variation of a full choice', () => {
		expect(
			findVariation( ATTRIBUTES, VARIATIONS, {
				Ejes: 'dos-ejes',
				Vehículo: 'suv',
			} )?.id
		).toBe( 3 );
	} );

	it( 'matches a variation that takes any value', () => {
		expect(
			findVariation( ATTRIBUTES, VARIATIONS, {
				Ejes: 'eje-delantero',
				Vehículo: 'furgoneta',
			} )?.id
		).toBe( 5 );
	} );

	it( 'returns an out-of-stock variation as unavailable', () => {
		expect(
			findVariation( ATTRIBUTES, VARIATIONS, {
				Ejes: 'eje-delantero',
				Vehículo: 'suv',
			} )
		).toMatchObject( { id: 4, available: false } );
	} );

	it( 'finds nothing for a combination no variation has', () => {
		expect(
			findVariation( ATTRIBUTES, [ variation( 1, 'dos-ejes', 'suv' ) ], {
				Ejes: 'eje-delantero',
				Vehículo: 'suv',
			} )
		).toBeNull();
	} );
} );

describe( 'autoSelect', () => {
	it( 'chooses the only possible value of an attribute', () => {
		expect(
			autoSelect( ATTRIBUTES, VARIATIONS, { Vehículo: 'suv' } )
		).toEqual( { Vehículo: 'suv', Ejes: 'dos-ejes' } );
	} );

	it( 'leaves attributes with several possible values alone', () => {
		expect( autoSelect( ATTRIBUTES, VARIATIONS, {} ) ).toEqual( {} );
		expect(
			autoSelect( ATTRIBUTES, VARIATIONS, { Ejes: 'dos-ejes' } )
		).toEqual( { Ejes: 'dos-ejes' } );
	} );

	it( 'chooses the one variation left in stock', () => {
		const { parent, variations } = alignment( { frontInStock: false } );
		const choiceVariations = getChoiceVariations( parent, variations );
		const attributes = getChoiceAttributes( parent, choiceVariations );

		expect( autoSelect( attributes, choiceVariations, {} ) ).toEqual( {
			Ejes: 'dos-ejes',
		} );
	} );
} );

describe( 'sanitizeChoice', () => {
	it( 'keeps known, possible values only', () => {
		expect(
			sanitizeChoice( ATTRIBUTES, VARIATIONS, {
				Ejes: 'eje-delantero',
				Vehículo: 'suv',
				Color: 'rojo',
			} )
		).toEqual( { Ejes: 'eje-delantero' } );
		expect(
			sanitizeChoice( ATTRIBUTES, VARIATIONS, { Ejes: 'tres-ejes' } )
		).toEqual( {} );
	} );
} );

describe( 'withOption and toVariationData', () => {
	it( 'sets and clears a value', () => {
		const choice = withOption( { Ejes: 'dos-ejes' }, 'Vehículo', 'suv' );
		expect( choice ).toEqual( { Ejes: 'dos-ejes', Vehículo: 'suv' } );
		expect( withOption( choice, 'Ejes', '' ) ).toEqual( {
			Vehículo: 'suv',
		} );
	} );

	it( 'names the attributes as add-item takes them', () => {
		expect(
			toVariationData( ATTRIBUTES, { Ejes: 'dos-ejes', Vehículo: 'suv' } )
		).toEqual( [
			{ attribute: 'Ejes', value: 'dos-ejes' },
			{ attribute: 'Vehículo', value: 'suv' },
		] );
	} );
} );

describe( 'choice in the URL', () => {
	it( 'names each attribute’s parameter as a slug', () => {
		expect( toParameterName( 'Ejes' ) ).toBe( 'ejes' );
		expect( toParameterName( 'Tipo de vehículo' ) ).toBe(
			'tipo-de-vehiculo'
		);
	} );

	it( 'reads and writes the choice, keeping other parameters', () => {
		expect(
			readChoiceFromQuery( '?ejes=dos-ejes&vehiculo=suv&x=1', ATTRIBUTES )
		).toEqual( { Ejes: 'dos-ejes', Vehículo: 'suv' } );
		expect(
			writeChoiceToUrl(
				'https://example.com/producto/alineacion/?x=1&vehiculo=suv',
				ATTRIBUTES,
				{ Ejes: 'dos-ejes' }
			)
		).toBe( 'https://example.com/producto/alineacion/?x=1&ejes=dos-ejes' );
	} );
} );
