/**
 * Tyre sizes with the server's rules (tests/php/Tyres/TyreSizeTest.php).
 */
import { formatTyreSize, parseTyreSize, toSizeParameter } from '../tyre-size';

describe( 'tyre-size', () => {
	describe( 'parseTyreSize', () => {
		it.each( [
			'205/55 R16',
			'205/55R16',
			'205/55 ZR16',
			'205/55-16',
			'205 55 16',
			'2055516',
			'205/55 r16',
			' 205/55 R16 ',
		] )( 'reads %j', ( text ) => {
			expect( parseTyreSize( text ) ).toEqual( {
				width: 205,
				profile: 55,
				rim: 16,
				loadIndex: null,
				speedRating: null,
			} );
		} );

		it( 'reads the load index and speed rating', () => {
			expect( parseTyreSize( '225/45 R17 94W XL' ) ).toEqual( {
				width: 225,
				profile: 45,
				rim: 17,
				loadIndex: 94,
				speedRating: 'W',
			} );
			expect( parseTyreSize( '205/55 R16 91 v' ) ).toMatchObject( {
				loadIndex: 91,
				speedRating: 'V',
			} );
			expect( parseTyreSize( '205/55 R16 91' ) ).toMatchObject( {
				loadIndex: 91,
				speedRating: null,
			} );
		} );

		it.each( [
			'',
			'abc',
			'200/55 R16',
			'205/57 R16',
			'205/55 R30',
			'205/55 R16 91X',
			'205/55 R16 30V',
			'Michelin 205/55 R16',
			'1205/55 R16',
			'205/55 R16 205/55 R16',
		] )( 'finds no single size in %j', ( text ) => {
			expect( parseTyreSize( text ) ).toBeNull();
		} );
	} );

	it( 'writes sizes as names do and as the URL does', () => {
		const size = parseTyreSize( '2255017 98y' );
		expect( size && formatTyreSize( size ) ).toBe( '225/50 R17 98Y' );
		expect( size && toSizeParameter( size ) ).toBe( '225-50-r17-98y' );
		const plain = parseTyreSize( '195/65R15' );
		expect( plain && toSizeParameter( plain ) ).toBe( '195-65-r15' );
	} );
} );
