/**
 * useDrawer: the closing state lasts 300 ms before the drawer hides.
 */
import { act, renderHook } from '@testing-library/react';

import { useDrawer } from '../use-drawer';

describe( 'useDrawer', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'starts hidden and opens', () => {
		const { result } = renderHook( () => useDrawer() );
		expect( result.current.state ).toBe( 'hidden' );

		act( () => result.current.open() );
		expect( result.current.state ).toBe( 'open' );
	} );

	it( 'stays closing for 300 ms, then hides', () => {
		const { result } = renderHook( () => useDrawer() );
		act( () => result.current.open() );

		act( () => result.current.close() );
		expect( result.current.state ).toBe( 'closing' );
		act( () => jest.advanceTimersByTime( 299 ) );
		expect( result.current.state ).toBe( 'closing' );
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( result.current.state ).toBe( 'hidden' );
	} );

	it( 'reopens while closing and does not hide afterwards', () => {
		const { result } = renderHook( () => useDrawer() );
		act( () => result.current.open() );
		act( () => result.current.close() );

		act( () => jest.advanceTimersByTime( 100 ) );
		act( () => result.current.open() );
		act( () => jest.advanceTimersByTime( 500 ) );

		expect( result.current.state ).toBe( 'open' );
	} );
} );
