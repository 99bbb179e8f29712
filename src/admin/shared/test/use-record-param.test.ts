import { act, renderHook } from '@testing-library/react';

import {
	readRecordParam,
	useRecordScreen,
	withRecordParam,
} from '../use-record-param';

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

	describe( 'useRecordScreen', () => {
		it( 'gives the form the record the address names, never the one last open', () => {
			window.history.replaceState( {}, '', '/wp-admin/admin.php?page=x' );
			const { result } = renderHook( () =>
				useRecordScreen< { id: number; code: string } >(
					'coupon',
					'/rueda/v1/coupons'
				)
			);
			act( () => result.current.show( { id: 3, code: 'VERANO' } ) );
			expect( result.current.param ).toBe( 3 );
			expect( result.current.record ).toEqual( {
				id: 3,
				code: 'VERANO',
			} );

			act( () => result.current.open( null ) );
			expect( result.current.param ).toBeNull();
			expect( result.current.record ).toBeNull();

			act( () => result.current.open( 'new' ) );
			expect( result.current.param ).toBe( 'new' );
			expect( result.current.record ).toBeNull();
		} );
	} );
} );
