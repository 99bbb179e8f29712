import { readRecordParam, withRecordParam } from '../use-record-param';

const ADMIN = 'https://shop.test/wp-admin/admin.php?page=rueda-products';

describe( 'use-record-param', () => {
	describe( 'readRecordParam', () => {
		it( 'reads an id, the new form or the list', () => {
			expect( readRecordParam( 'product', '?page=x&product=42' ) ).toBe(
				42
			);
			expect( readRecordParam( 'product', '?page=x&product=new' ) ).toBe(
				'new'
			);
			expect( readRecordParam( 'product', '?page=x' ) ).toBeNull();
		} );

		it( 'takes anything else for the list', () => {
			for ( const value of [ '0', '-3', '4.5', 'abc', '' ] ) {
				expect(
					readRecordParam( 'coupon', `?coupon=${ value }` )
				).toBeNull();
			}
		} );
	} );

	describe( 'withRecordParam', () => {
		it( 'sets and removes the parameter, keeping the screen', () => {
			const edit = withRecordParam( 'product', 7, ADMIN );
			expect( edit.search ).toBe( '?page=rueda-products&product=7' );
			expect(
				withRecordParam( 'product', 'new', edit.href ).search
			).toBe( '?page=rueda-products&product=new' );
			expect( withRecordParam( 'product', null, edit.href ).href ).toBe(
				ADMIN
			);
		} );
	} );
} );
