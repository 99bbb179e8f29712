/**
 * Parsing block attributes from data-* strings.
 */
import {
	isNestedStringRecord,
	isStringRecord,
	readBoolean,
	readInteger,
	readJson,
} from '../attributes';

describe( 'attributes', () => {
	describe( 'readBoolean', () => {
		it( 'reads true and false, else the default', () => {
			expect( readBoolean( 'true', false ) ).toBe( true );
			expect( readBoolean( 'false', true ) ).toBe( false );
			expect( readBoolean( '1', false ) ).toBe( false );
			expect( readBoolean( undefined, true ) ).toBe( true );
		} );
	} );

	describe( 'readInteger', () => {
		const bounds = { min: 1, max: 100 };

		it( 'reads whole numbers within bounds', () => {
			expect( readInteger( '12', 9, bounds ) ).toBe( 12 );
			expect( readInteger( '100', 9, bounds ) ).toBe( 100 );
		} );

		it( 'falls back for anything else', () => {
			for ( const value of [
				undefined,
				'',
				' ',
				'0',
				'101',
				'2.5',
				'x',
			] ) {
				expect( readInteger( value, 9, bounds ) ).toBe( 9 );
			}
		} );
	} );

	describe( 'readJson', () => {
		it( 'returns JSON that passes the guard', () => {
			expect( readJson( '{"ES":"España"}', isStringRecord, {} ) ).toEqual(
				{ ES: 'España' }
			);
		} );

		it( 'falls back for broken JSON and the wrong shape', () => {
			const fallback = {};
			expect( readJson( '{', isStringRecord, fallback ) ).toBe(
				fallback
			);
			expect( readJson( '{"ES":1}', isStringRecord, fallback ) ).toBe(
				fallback
			);
			expect( readJson( undefined, isStringRecord, fallback ) ).toBe(
				fallback
			);
		} );
	} );

	describe( 'isNestedStringRecord', () => {
		it( 'accepts records of string records only', () => {
			expect( isNestedStringRecord( { ES: { M: 'Madrid' } } ) ).toBe(
				true
			);
			expect( isNestedStringRecord( { ES: 'Madrid' } ) ).toBe( false );
			expect( isNestedStringRecord( [] ) ).toBe( false );
		} );
	} );
} );
