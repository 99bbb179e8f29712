/**
 * The dirty-customer-data flag in localStorage.
 */
import { DIRTY_CUSTOMER_DATA_KEY } from '../constants';
import {
	clearDirtyCustomerData,
	isCustomerDataDirty,
	markCustomerDataDirty,
} from '../dirty-customer-data';

describe( 'dirty customer data', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		clearDirtyCustomerData();
	} );

	afterEach( () => {
		clearDirtyCustomerData();
		jest.useRealTimers();
	} );

	it( 'writes the flag 300 ms after the last edit', () => {
		markCustomerDataDirty();
		jest.advanceTimersByTime( 200 );
		markCustomerDataDirty();
		jest.advanceTimersByTime( 299 );
		expect( isCustomerDataDirty() ).toBe( false );

		jest.advanceTimersByTime( 1 );
		expect( isCustomerDataDirty() ).toBe( true );
		expect( window.localStorage.getItem( DIRTY_CUSTOMER_DATA_KEY ) ).toBe(
			'true'
		);
	} );

	it( 'clears the flag and any write still pending', () => {
		markCustomerDataDirty();
		jest.advanceTimersByTime( 300 );
		markCustomerDataDirty();

		clearDirtyCustomerData();
		jest.advanceTimersByTime( 300 );

		expect( isCustomerDataDirty() ).toBe( false );
	} );

	it( 'does without storage where the browser denies it', () => {
		const getter = jest
			.spyOn( window, 'localStorage', 'get' )
			.mockImplementation( () => {
				throw new DOMException( 'Denied', 'SecurityError' );
			} );
		try {
			markCustomerDataDirty();
			expect( () => jest.advanceTimersByTime( 300 ) ).not.toThrow();
			expect( isCustomerDataDirty() ).toBe( false );
			expect( () => clearDirtyCustomerData() ).not.toThrow();
		} finally {
			getter.mockRestore();
		}
	} );
} );
