import cases from '@rueda/fixtures/tyre-identity.json';
import {
	buildTyreName,
	buildTyreSku,
	buildTyreSize,
	offersBuiltName,
	withFollowedName,
} from '../tyre-name';

import type { TyreNameFields } from '../tyre-name';

const empty: TyreNameFields & { kind: string; name: string } = {
	kind: 'tyre',
	name: '',
	brand: null,
	model: null,
	width: null,
	profile: null,
	rim: null,
	load_index: null,
	speed_rating: null,
	xl: false,
	runflat: false,
};

const primacy: typeof empty = {
	...empty,
	brand: 'Michelin',
	model: 'Primacy 4+',
	width: 205,
	profile: 55,
	rim: 16,
	load_index: 91,
	speed_rating: 'V',
};

describe( 'tyre-name', () => {
	describe( 'buildTyreSize', () => {
		it( 'writes the size as the server formats it', () => {
			expect( buildTyreSize( primacy ) ).toBe( '205/55 R16 91V' );
		} );

		it( 'leaves out the indexes without a load index', () => {
			expect( buildTyreSize( { ...primacy, load_index: null } ) ).toBe(
				'205/55 R16'
			);
			expect( buildTyreSize( { ...primacy, speed_rating: null } ) ).toBe(
				'205/55 R16 91'
			);
		} );

		it( 'is empty until width, profile and rim are known', () => {
			expect( buildTyreSize( { ...primacy, rim: null } ) ).toBe( '' );
		} );
	} );

	describe( 'buildTyreName', () => {
		it( 'joins brand, model and size', () => {
			expect( buildTyreName( primacy ) ).toBe(
				'Michelin Primacy 4+ 205/55 R16 91V'
			);
		} );

		it( 'adds XL and Run Flat like the catalogue', () => {
			expect(
				buildTyreName( { ...primacy, xl: true, runflat: true } )
			).toBe( 'Michelin Primacy 4+ 205/55 R16 91V XL Run Flat' );
		} );

		it( 'uses what is filled in so far', () => {
			expect( buildTyreName( { ...empty, brand: ' Michelin ' } ) ).toBe(
				'Michelin'
			);
			expect( buildTyreName( empty ) ).toBe( '' );
		} );
	} );

	describe( 'the rule shared with the server', () => {
		it.each( cases.cases.map( ( c ) => [ c.label, c ] as const ) )(
			'builds the name and SKU of %s as TyreIdentity.php does',
			( _label, { fields, name, sku } ) => {
				const typed = fields as TyreNameFields;
				expect( buildTyreName( typed ) ).toBe( name );
				expect( buildTyreSku( typed ) ).toBe( sku );
			}
		);
	} );

	describe( 'withFollowedName', () => {
		it( 'fills an empty SKU as the fields are typed and keeps one typed by hand', () => {
			let draft = { ...empty, sku: '' };
			draft = withFollowedName( draft, { brand: 'Michelin' } );
			draft = withFollowedName( draft, { model: 'Primacy 4' } );
			expect( draft.sku ).toBe( 'MIC-PRI4' );
			draft = withFollowedName( draft, {
				width: 205,
				profile: 55,
				rim: 16,
				load_index: 91,
				speed_rating: 'V',
			} );
			expect( draft.sku ).toBe( 'MIC-PRI4-2055516-91V' );
			draft = withFollowedName( draft, { sku: 'MI-205-PROPIO' } );
			expect( withFollowedName( draft, { rim: 17 } ).sku ).toBe(
				'MI-205-PROPIO'
			);
			expect( withFollowedName( draft, { rim: 17 } ).name ).toBe(
				'Michelin Primacy 4 205/55 R17 91V'
			);
		} );

		it( 'fills an empty name as the fields are typed', () => {
			let draft = withFollowedName( empty, { brand: 'Michelin' } );
			expect( draft.name ).toBe( 'Michelin' );
			draft = withFollowedName( draft, { model: 'Primacy 4+' } );
			draft = withFollowedName( draft, { width: 205 } );
			draft = withFollowedName( draft, { profile: 55 } );
			draft = withFollowedName( draft, { rim: 16 } );
			expect( draft.name ).toBe( 'Michelin Primacy 4+ 205/55 R16' );
		} );

		it( 'keeps following while the name is the built one', () => {
			const draft = { ...primacy, name: buildTyreName( primacy ) };
			expect(
				withFollowedName( draft, { speed_rating: 'W' } ).name
			).toBe( 'Michelin Primacy 4+ 205/55 R16 91W' );
		} );

		it( 'keeps a name typed by hand', () => {
			const typed = withFollowedName(
				{ ...primacy, name: buildTyreName( primacy ) },
				{ name: 'Michelin Primacy 4+ (oferta)' }
			);
			expect( typed.name ).toBe( 'Michelin Primacy 4+ (oferta)' );
			expect( withFollowedName( typed, { rim: 17 } ).name ).toBe(
				'Michelin Primacy 4+ (oferta)'
			);
		} );

		it( 'leaves services alone', () => {
			expect(
				withFollowedName(
					{ ...empty, kind: 'service' },
					{ brand: 'Michelin' }
				).name
			).toBe( '' );
		} );
	} );

	describe( 'offersBuiltName', () => {
		it( 'offers the built name only after a name typed by hand', () => {
			expect(
				offersBuiltName( {
					...primacy,
					name: buildTyreName( primacy ),
				} )
			).toBe( false );
			expect( offersBuiltName( { ...primacy, name: 'Otro' } ) ).toBe(
				true
			);
			expect( offersBuiltName( { ...empty, name: 'Otro' } ) ).toBe(
				false
			);
			expect(
				offersBuiltName( { ...primacy, kind: 'service', name: 'X' } )
			).toBe( false );
		} );
	} );
} );
