/**
 * The skeleton's minimum display time.
 */
import { act, renderHook } from '@testing-library/react';

import { SKELETON_MINIMUM_MS, useMinimumDisplay } from '../use-minimum-display';

function mockReducedMotion( matches: boolean ) {
	window.matchMedia = jest.fn().mockReturnValue( { matches } );
}

describe( 'useMinimumDisplay', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		mockReducedMotion( false );
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'keeps a briefly shown skeleton for 2000 ms in all', () => {
		const { result, rerender } = renderHook(
			( { loading } ) => useMinimumDisplay( loading ),
			{ initialProps: { loading: true } }
		);
		expect( result.current ).toBe( true );

		act( () => jest.advanceTimersByTime( 300 ) );
		rerender( { loading: false } );
		expect( result.current ).toBe( true );

		act( () => jest.advanceTimersByTime( SKELETON_MINIMUM_MS - 301 ) );
		expect( result.current ).toBe( true );
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( result.current ).toBe( false );
	} );

	it( 'hides at once when loading took longer than the minimum', () => {
		const { result, rerender } = renderHook(
			( { loading } ) => useMinimumDisplay( loading ),
			{ initialProps: { loading: true } }
		);
		act( () => jest.advanceTimersByTime( 2500 ) );
		rerender( { loading: false } );

		expect( result.current ).toBe( false );
	} );

	it( 'never shows without loading, and has no minimum with reduced motion', () => {
		const idle = renderHook( () => useMinimumDisplay( false ) );
		expect( idle.result.current ).toBe( false );

		mockReducedMotion( true );
		const { result, rerender } = renderHook(
			( { loading } ) => useMinimumDisplay( loading ),
			{ initialProps: { loading: true } }
		);
		rerender( { loading: false } );
		expect( result.current ).toBe( false );
	} );
} );
