/**
 * The grid's state in the URL, both ways, and the request it stands for.
 */
import {
	getCollectionDataPath,
	getProductsPath,
} from '@rueda/stores/products/query';
import { DEFAULT_FILTERS } from '@rueda/stores/products/reducer';
import type { ProductFilters } from '@rueda/stores/products/types';
import {
	EMPTY_URL_STATE,
	isSameUrlState,
	isSearchChange,
	normalizeSearch,
	normalizeTyreSize,
	readUrlState,
	toUrlState,
	writeUrlState,
	type UrlState,
} from '../url-state';
import cases from './url-cases.json';

function state( changes: Partial< UrlState > = {} ): UrlState {
	return { ...EMPTY_URL_STATE, ...changes };
}

describe( 'url-state', () => {
	describe( 'readUrlState', () => {
		it( 'reads nothing from an empty query', () => {
			expect( readUrlState( '' ) ).toEqual( {
				state: EMPTY_URL_STATE,
				invalidSize: null,
			} );
		} );

		it( 'keeps ?temporada= working (the menu links by season)', () => {
			expect(
				readUrlState( '?temporada=todo-tiempo' ).state.attributes
			).toEqual( { rueda_pa_season: [ 'todo-tiempo' ] } );
		} );

		it( 'reads every parameter', () => {
			expect(
				readUrlState(
					'?medida=205-55-r16&buscar=Pilot+Sport&temporada=verano,todo-tiempo' +
						'&marca=michelin&ancho=205&perfil=55&llanta=r16' +
						'&disponibilidad=instock,onbackorder&orden=consumo&pagina=3'
				)
			).toEqual( {
				state: {
					attributes: {
						rueda_pa_season: [ 'verano', 'todo-tiempo' ],
						rueda_pa_brand: [ 'michelin' ],
						rueda_pa_width: [ '205' ],
						rueda_pa_profile: [ '55' ],
						rueda_pa_rim: [ 'r16' ],
					},
					stockStatus: [ 'instock', 'onbackorder' ],
					search: 'Pilot Sport',
					tyreSize: '205/55 R16',
					sort: 'fuel_class',
					page: 3,
				},
				invalidSize: null,
			} );
		} );

		it.each( [
			[ 'precio', 'price' ],
			[ 'precio-desc', 'price-desc' ],
			[ 'popularidad', 'popularity' ],
			[ 'valoracion', 'rating' ],
			[ 'consumo', 'fuel_class' ],
			[ 'mojado', 'wet_grip_class' ],
			[ 'price', 'menu_order' ],
			[ '', 'menu_order' ],
			[ 'constructor', 'menu_order' ],
		] )( 'reads orden=%s as the sort %s', ( value, sort ) => {
			expect( readUrlState( `?orden=${ value }` ).state.sort ).toBe(
				sort
			);
		} );

		it.each( [
			[ '205-55-r16', '205/55 R16' ],
			[ '205/55R16', '205/55 R16' ],
			[ '205/55 R16', '205/55 R16' ],
			[ '2055516', '205/55 R16' ],
			[ '205 55 16', '205/55 R16' ],
			[ '205-55-zr16', '205/55 R16' ],
			[ '205-55-r16-91v', '205/55 R16 91V' ],
			[ '205/55 R16 91', '205/55 R16 91' ],
			[ '225_45_r17', '225/45 R17' ],
		] )( 'reads the size %s as %s', ( value, size ) => {
			const read = readUrlState(
				`?medida=${ encodeURIComponent( value ) }`
			);
			expect( read.state.tyreSize ).toBe( size );
			expect( read.invalidSize ).toBeNull();
		} );

		it.each( [
			'abc',
			'205/57R16',
			'200/55R16',
			'205/55R30',
			'205/55 R16 91X',
			'michelin 205/55 R16',
			'205/55 R16 '.repeat( 5 ),
		] )( 'ignores %j, which is no size, and says so', ( value ) => {
			const read = readUrlState(
				`?medida=${ encodeURIComponent( value ) }`
			);
			expect( read.state.tyreSize ).toBe( '' );
			expect( read.invalidSize ).toBe( value );
		} );

		it( 'says nothing about a blank size', () => {
			expect( readUrlState( '?medida=' ).invalidSize ).toBeNull();
			expect( readUrlState( '?medida=+' ).invalidSize ).toBeNull();
		} );

		it( 'leaves out invalid, repeated and surplus term slugs', () => {
			const many = Array.from(
				{ length: 25 },
				( _, index ) => `m${ index }`
			).join( ',' );
			expect(
				readUrlState( '?marca=michelin,,Pirelli,michelin,a%20b,x_y' )
					.state.attributes
			).toEqual( { rueda_pa_brand: [ 'michelin' ] } );
			expect(
				readUrlState( `?marca=${ many }` ).state.attributes
					.rueda_pa_brand
			).toHaveLength( 20 );
			expect( readUrlState( '?marca=' ).state.attributes ).toEqual( {} );
		} );

		it( 'takes the last of a repeated parameter, as PHP does', () => {
			expect(
				readUrlState( '?orden=precio&orden=mojado' ).state.sort
			).toBe( 'wet_grip_class' );
		} );

		it( 'keeps known stock statuses once each', () => {
			expect(
				readUrlState( '?disponibilidad=outofstock,lost,outofstock' )
					.state.stockStatus
			).toEqual( [ 'outofstock' ] );
		} );

		it( 'reads pages from 2 to 1000 only', () => {
			const page = ( value: string ) =>
				readUrlState( `?pagina=${ value }` ).state.page;
			expect( page( '2' ) ).toBe( 2 );
			expect( page( '1000' ) ).toBe( 1000 );
			expect( page( '1001' ) ).toBe( 1 );
			expect( page( '1' ) ).toBe( 1 );
			expect( page( '0' ) ).toBe( 1 );
			expect( page( '-2' ) ).toBe( 1 );
			expect( page( '2.5' ) ).toBe( 1 );
			expect( page( '1e3' ) ).toBe( 1 );
		} );
	} );

	describe( 'normalizeSearch', () => {
		it( 'turns control characters and runs of spaces into one space', () => {
			expect( normalizeSearch( '  Pilot\t\n Sport  ' ) ).toBe(
				'Pilot Sport'
			);
		} );

		it( 'keeps at most 100 characters, counting code points', () => {
			expect( normalizeSearch( '😀'.repeat( 150 ) ) ).toBe(
				'😀'.repeat( 100 )
			);
		} );

		it( 'drops text the browser could not decode', () => {
			expect( normalizeSearch( 'ab\uFFFD' ) ).toBe( '' );
		} );
	} );

	describe( 'normalizeTyreSize', () => {
		it( 'writes a size as the API takes it, or nothing', () => {
			expect( normalizeTyreSize( '205/55R16' ) ).toBe( '205/55 R16' );
			expect( normalizeTyreSize( '' ) ).toBe( '' );
			expect( normalizeTyreSize( 'x'.repeat( 51 ) ) ).toBe( '' );
		} );
	} );

	describe( 'writeUrlState', () => {
		it( 'writes nothing for the defaults', () => {
			expect( writeUrlState( EMPTY_URL_STATE, '' ) ).toBe( '' );
		} );

		it( 'writes every part in a fixed order, sizes in the URL form', () => {
			expect(
				writeUrlState(
					state( {
						page: 2,
						sort: 'price-desc',
						stockStatus: [ 'instock' ],
						attributes: {
							rueda_pa_rim: [ 'r16' ],
							rueda_pa_brand: [ 'michelin', 'pirelli' ],
							rueda_pa_width: [],
						},
						search: 'Michelin 205/55 R16',
						tyreSize: '205/55 R16 91V',
					} ),
					''
				)
			).toBe(
				'?medida=205-55-r16-91v&buscar=Michelin+205/55+R16' +
					'&marca=michelin,pirelli&llanta=r16' +
					'&disponibilidad=instock&orden=precio-desc&pagina=2'
			);
		} );

		it( 'keeps the other parameters and replaces its own', () => {
			expect(
				writeUrlState(
					state( { sort: 'rating' } ),
					'?utm_source=news+letter&orden=precio&pagina=4'
				)
			).toBe( '?utm_source=news+letter&orden=valoracion' );
		} );

		it( 'escapes what needs it', () => {
			expect( writeUrlState( state( { search: 'a&b=c #1' } ), '' ) ).toBe(
				'?buscar=a%26b%3Dc+%231'
			);
		} );

		it( 'leaves out a size that is none', () => {
			expect( writeUrlState( state( { tyreSize: 'grande' } ), '' ) ).toBe(
				''
			);
		} );

		it.each( cases.map( ( entry ) => [ entry.name, entry.query ] ) )(
			'reads back what it writes: %s',
			( _name, query ) => {
				const read = readUrlState( query ).state;
				expect(
					readUrlState( writeUrlState( read, query ) ).state
				).toEqual( read );
			}
		);
	} );

	describe( 'the first request of a URL', () => {
		// The same cases as tests/php/Blocks/ProductGridQueryTest.php: the
		// server preloads exactly the request the store makes first.
		it.each( cases.map( ( entry ) => [ entry.name, entry ] ) )(
			'is the path the server preloads: %s',
			( _name, entry ) => {
				const filters: ProductFilters = {
					...DEFAULT_FILTERS,
					...readUrlState( entry.query ).state,
					category: entry.category,
					perPage: entry.perPage,
				};
				expect( getProductsPath( filters ) ).toBe( entry.path );
				expect(
					getCollectionDataPath( filters, [
						'rueda_pa_season',
						'rueda_pa_brand',
						'rueda_pa_width',
					] )
				).toBe( entry.facetsPath );
			}
		);
	} );

	describe( 'toUrlState', () => {
		it( 'takes the URL part of the filters', () => {
			expect(
				toUrlState( {
					...DEFAULT_FILTERS,
					category: 'neumaticos',
					perPage: 24,
					sort: 'price',
				} )
			).toEqual( state( { sort: 'price' } ) );
		} );
	} );

	describe( 'isSameUrlState', () => {
		it( 'compares what the URL would say', () => {
			expect(
				isSameUrlState(
					state( { tyreSize: '205/55R16' } ),
					state( { tyreSize: '205/55 R16' } )
				)
			).toBe( true );
			expect( isSameUrlState( state(), state( { page: 2 } ) ) ).toBe(
				false
			);
		} );
	} );

	describe( 'isSearchChange', () => {
		it( 'is true when only the search changed (and the page went back to 1)', () => {
			expect(
				isSearchChange(
					state( { search: 'Pil', page: 3 } ),
					state( { search: 'Pilot' } )
				)
			).toBe( true );
		} );

		it( 'is false for any other change', () => {
			expect(
				isSearchChange(
					state( { search: 'Pilot' } ),
					state( { search: 'Pilot' } )
				)
			).toBe( false );
			expect(
				isSearchChange(
					state( { search: 'Pil' } ),
					state( { search: 'Pilot', sort: 'price' } )
				)
			).toBe( false );
		} );
	} );
} );
