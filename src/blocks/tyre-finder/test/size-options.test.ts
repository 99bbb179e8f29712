/**
 * The finder's linked size selects.
 */
import {
	EMPTY_SELECTION,
	changeSelection,
	getProfileOptions,
	getRimOptions,
	getSeasonOptions,
	getShopUrl,
	getWidthOptions,
	isCatalogueSizeList,
	readSelectionFromUrl,
	toSizeSlug,
	type CatalogueSize,
} from '../size-options';

const ORDER = [ 'verano', 'invierno', 'todo-tiempo' ];

const SIZES: CatalogueSize[] = [
	{ width: 205, profile: 55, rim: 16, seasons: [ 'verano', 'invierno' ] },
	{ width: 205, profile: 60, rim: 16, seasons: [ 'todo-tiempo' ] },
	{ width: 225, profile: 45, rim: 17, seasons: [ 'verano' ] },
	{ width: 225, profile: 45, rim: 18, seasons: [ 'invierno' ] },
	{ width: 195, profile: 65, rim: 15, seasons: [] },
];

describe( 'size options', () => {
	describe( 'getWidthOptions', () => {
		it( 'lists each width once, smallest first', () => {
			expect( getWidthOptions( SIZES ) ).toEqual( [
				'195',
				'205',
				'225',
			] );
		} );
	} );

	describe( 'getProfileOptions', () => {
		it( 'offers nothing before a width is chosen', () => {
			expect( getProfileOptions( SIZES, EMPTY_SELECTION ) ).toEqual( [] );
		} );

		it( 'offers only the profiles of the chosen width', () => {
			expect(
				getProfileOptions( SIZES, { ...EMPTY_SELECTION, width: '205' } )
			).toEqual( [ '55', '60' ] );
		} );
	} );

	describe( 'getRimOptions', () => {
		it( 'offers the rims of the chosen width and profile', () => {
			expect(
				getRimOptions( SIZES, {
					...EMPTY_SELECTION,
					width: '225',
					profile: '45',
				} )
			).toEqual( [ '17', '18' ] );
			expect(
				getRimOptions( SIZES, { ...EMPTY_SELECTION, width: '225' } )
			).toEqual( [] );
		} );
	} );

	describe( 'getSeasonOptions', () => {
		it( 'offers the seasons of the complete size in the shop order', () => {
			expect(
				getSeasonOptions(
					SIZES,
					{ width: '205', profile: '55', rim: '16', season: '' },
					ORDER
				)
			).toEqual( [ 'verano', 'invierno' ] );
			expect(
				getSeasonOptions(
					SIZES,
					{ ...EMPTY_SELECTION, width: '205' },
					ORDER
				)
			).toEqual( [] );
		} );
	} );

	describe( 'changeSelection', () => {
		it( 'fills a later select that has a single option', () => {
			expect(
				changeSelection(
					SIZES,
					EMPTY_SELECTION,
					{ width: '195' },
					ORDER
				)
			).toEqual( { width: '195', profile: '65', rim: '15', season: '' } );
		} );

		it( 'keeps later choices the new width still has', () => {
			const chosen = {
				width: '225',
				profile: '45',
				rim: '17',
				season: 'verano',
			};
			expect(
				changeSelection( SIZES, chosen, { rim: '18' }, ORDER )
			).toEqual( { ...chosen, rim: '18', season: '' } );
		} );

		it( 'resets the choices the new width does not have', () => {
			expect(
				changeSelection(
					SIZES,
					{ width: '225', profile: '45', rim: '18', season: '' },
					{ width: '205' },
					ORDER
				)
			).toEqual( { width: '205', profile: '', rim: '', season: '' } );
		} );

		it( 'clears everything when the width is cleared', () => {
			expect(
				changeSelection(
					SIZES,
					{
						width: '205',
						profile: '55',
						rim: '16',
						season: 'verano',
					},
					{ width: '' },
					ORDER
				)
			).toEqual( EMPTY_SELECTION );
		} );
	} );

	describe( 'toSizeSlug and getShopUrl', () => {
		it( 'writes the size as the shop reads it', () => {
			expect(
				toSizeSlug( {
					width: '205',
					profile: '55',
					rim: '16',
					season: '',
				} )
			).toBe( '205-55-r16' );
		} );

		it( 'adds medida and temporada to the shop URL', () => {
			expect(
				getShopUrl(
					'https://example.com/tienda/?temporada=verano#grid',
					'205-55-r16',
					'invierno'
				)
			).toBe(
				'https://example.com/tienda/?medida=205-55-r16&temporada=invierno'
			);
			expect(
				getShopUrl(
					'https://example.com/tienda/?temporada=verano',
					'205-55-r16'
				)
			).toBe( 'https://example.com/tienda/?medida=205-55-r16' );
		} );

		it( 'searches the current page when the shop has no page', () => {
			expect(
				getShopUrl(
					'',
					'205-55-r16',
					'',
					'https://example.com/inicio/'
				)
			).toBe( 'https://example.com/inicio/?medida=205-55-r16' );
		} );
	} );

	describe( 'readSelectionFromUrl', () => {
		it( 'preselects a size and season of the catalogue', () => {
			expect(
				readSelectionFromUrl(
					SIZES,
					'?medida=205-55-r16&temporada=invierno',
					ORDER
				)
			).toEqual( {
				width: '205',
				profile: '55',
				rim: '16',
				season: 'invierno',
			} );
		} );

		it( 'ignores sizes the catalogue lacks, and seasons the size lacks', () => {
			expect(
				readSelectionFromUrl( SIZES, '?medida=999-55-r16', ORDER )
			).toEqual( EMPTY_SELECTION );
			expect(
				readSelectionFromUrl( SIZES, '?medida=nonsense', ORDER )
			).toEqual( EMPTY_SELECTION );
			expect(
				readSelectionFromUrl(
					SIZES,
					'?medida=205-55-r16&temporada=todo-tiempo',
					ORDER
				).season
			).toBe( '' );
		} );
	} );

	describe( 'isCatalogueSizeList', () => {
		it( 'accepts the server data and refuses anything else', () => {
			expect( isCatalogueSizeList( SIZES ) ).toBe( true );
			expect( isCatalogueSizeList( [] ) ).toBe( true );
			expect(
				isCatalogueSizeList( [
					{ width: '205', profile: 55, rim: 16, seasons: [] },
				] )
			).toBe( false );
			expect(
				isCatalogueSizeList( [
					{ width: 205, profile: 55, rim: 16, seasons: [ '<b>' ] },
				] )
			).toBe( false );
			expect( isCatalogueSizeList( { width: 205 } ) ).toBe( false );
		} );
	} );
} );
