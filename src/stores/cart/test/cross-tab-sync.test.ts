/**
 * Cross-tab sync: this tab publishes its new cart hash, other tabs refetch.
 */
import { cartResponse } from '../../../shared/api/test/fixtures';
import { jsonResponse, mockFetch } from '../../../shared/api/test/fetch-mock';
import { dispatch } from '@wordpress/data';

import { init, store } from '..';
import { CROSS_TAB_STORAGE_KEY } from '../constants';
import { setUpCartStore } from './helpers';

/**
 * What another tab's write looks like from here.
 * @param hash
 */
function announceFromOtherTab( hash: string ) {
	window.dispatchEvent(
		new StorageEvent( 'storage', {
			key: CROSS_TAB_STORAGE_KEY,
			newValue: JSON.stringify( { hash, time: Date.now() } ),
		} )
	);
}

function publishedHash(): string | undefined {
	const value = window.localStorage.getItem( CROSS_TAB_STORAGE_KEY );
	return value ? JSON.parse( value ).hash : undefined;
}

describe( 'cross-tab sync (init)', () => {
	let cartStore: ReturnType< typeof setUpCartStore >;
	let stop: () => void;

	beforeEach( async () => {
		window.localStorage.clear();
		cartStore = setUpCartStore();
		await cartStore.dispatch().receiveCart( cartResponse(), 'hash-1' );
		stop = init( cartStore.registry );
	} );

	afterEach( () => {
		stop();
		cartStore.api.unregister();
	} );

	it( 'does nothing until started', async () => {
		stop();
		const { requests } = mockFetch( () => jsonResponse( cartResponse() ) );

		await cartStore.dispatch().receiveCart( cartResponse(), 'hash-2' );
		announceFromOtherTab( 'hash-9' );

		expect( publishedHash() ).toBeUndefined();
		expect( requests ).toHaveLength( 0 );
	} );

	it( 'does not publish the hash the tab loaded with', () => {
		expect( publishedHash() ).toBeUndefined();
	} );

	it( 'publishes the new hash after a cart write', async () => {
		mockFetch( () =>
			jsonResponse( cartResponse(), {
				headers: { 'Cart-Hash': 'hash-2' },
			} )
		);

		await cartStore.dispatch().addItem( 42 );

		expect( publishedHash() ).toBe( 'hash-2' );
	} );

	it( 'refetches the cart when another tab announces a different hash', async () => {
		const newer = cartResponse( { items_count: 6 } );
		const { requests } = mockFetch( () =>
			jsonResponse( newer, { headers: { 'Cart-Hash': 'hash-3' } } )
		);

		announceFromOtherTab( 'hash-3' );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

		expect( requests ).toHaveLength( 1 );
		expect( cartStore.select().getItemsCount() ).toBe( 6 );
		// The refreshed hash came from the other tab: no echo.
		expect( publishedHash() ).toBeUndefined();
	} );

	it( 'publishes a later write back to the announced hash', async () => {
		const hashes = [ 'hash-3', 'hash-4', 'hash-3' ];
		mockFetch( () =>
			jsonResponse( cartResponse(), {
				headers: { 'Cart-Hash': hashes.shift() ?? '' },
			} )
		);
		announceFromOtherTab( 'hash-3' );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

		await cartStore.dispatch().addItem( 42 );
		expect( publishedHash() ).toBe( 'hash-4' );

		await cartStore.dispatch().removeItem( 'abc123' );
		expect( publishedHash() ).toBe( 'hash-3' );
	} );

	it( 'ignores announcements of the hash it already has, and other keys', () => {
		const { requests } = mockFetch( () => jsonResponse( cartResponse() ) );

		announceFromOtherTab( 'hash-1' );
		window.dispatchEvent(
			new StorageEvent( 'storage', { key: 'other', newValue: '{}' } )
		);
		window.dispatchEvent(
			new StorageEvent( 'storage', {
				key: CROSS_TAB_STORAGE_KEY,
				newValue: 'not json',
			} )
		);

		expect( requests ).toHaveLength( 0 );
	} );

	it( 'catches up with the last published hash when the page comes back from the back-forward cache', async () => {
		const newer = cartResponse( { items_count: 1 } );
		const { requests } = mockFetch( () =>
			jsonResponse( newer, { headers: { 'Cart-Hash': 'hash-8' } } )
		);
		// Written by the product page this tab went on to.
		window.localStorage.setItem(
			CROSS_TAB_STORAGE_KEY,
			JSON.stringify( { hash: 'hash-8', time: Date.now() } )
		);

		window.dispatchEvent(
			new PageTransitionEvent( 'pageshow', { persisted: false } )
		);
		expect( requests ).toHaveLength( 0 );

		window.dispatchEvent(
			new PageTransitionEvent( 'pageshow', { persisted: true } )
		);
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

		expect( requests ).toHaveLength( 1 );
		expect( cartStore.select().getItemsCount() ).toBe( 1 );
		window.dispatchEvent(
			new PageTransitionEvent( 'pageshow', { persisted: true } )
		);
		expect( requests ).toHaveLength( 1 );
	} );

	it( 'stops listening after cleanup', async () => {
		const { requests } = mockFetch( () => jsonResponse( cartResponse() ) );
		stop();

		announceFromOtherTab( 'hash-4' );
		await cartStore.dispatch().receiveCart( cartResponse(), 'hash-5' );

		expect( requests ).toHaveLength( 0 );
		expect( publishedHash() ).toBeUndefined();
	} );
} );

describe( 'cross-tab sync on the default registry', () => {
	it( 'publishes hash changes of the registered store', async () => {
		window.localStorage.clear();
		const stop = init();

		await dispatch( store ).receiveCart( cartResponse(), 'default-hash' );
		stop();
		await dispatch( store ).receiveCart( cartResponse(), 'after-stop' );

		expect( publishedHash() ).toBe( 'default-hash' );
	} );
} );

describe( 'cross-tab sync with storage errors', () => {
	it( 'keeps working when localStorage refuses writes', async () => {
		const cartStore = setUpCartStore();
		const setItem = jest
			.spyOn( Storage.prototype, 'setItem' )
			.mockImplementation( () => {
				throw new DOMException(
					'Quota exceeded',
					'QuotaExceededError'
				);
			} );
		const stop = init( cartStore.registry );

		await cartStore.dispatch().receiveCart( cartResponse(), 'hash-7' );

		expect( setItem ).toHaveBeenCalled();
		expect( cartStore.select().getCartHash() ).toBe( 'hash-7' );
		stop();
		setItem.mockRestore();
		cartStore.api.unregister();
	} );
} );

describe( 'cross-tab sync on a shared page', () => {
	let cartStore: ReturnType< typeof setUpCartStore >;
	let stop: () => void;

	function written( hash: string ) {
		window.localStorage.setItem(
			CROSS_TAB_STORAGE_KEY,
			JSON.stringify( { hash, time: Date.now() } )
		);
	}

	beforeEach( () => {
		window.localStorage.clear();
		cartStore = setUpCartStore();
		stop = init( cartStore.registry, { sharedPage: true } );
	} );

	afterEach( () => {
		stop();
		cartStore.api.unregister();
	} );

	it( 'fetches this browser’s cart when the last hash written is another', async () => {
		written( 'hash-mine' );
		const { requests } = mockFetch( () =>
			jsonResponse( cartResponse( { items_count: 4 } ), {
				headers: { 'Cart-Hash': 'hash-mine' },
			} )
		);

		// The shared page's cart: a guest's with none.
		await cartStore.dispatch().receiveCart( cartResponse(), 'hash-shared' );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

		expect( requests ).toHaveLength( 1 );
		expect( cartStore.select().getItemsCount() ).toBe( 4 );
		expect( publishedHash() ).toBe( 'hash-mine' );
	} );

	it( 'writes the shared hash when the server still answers it, so the next shared page does not ask', async () => {
		written( 'hash-expired' );
		const { requests } = mockFetch( () =>
			jsonResponse( cartResponse(), {
				headers: { 'Cart-Hash': 'hash-shared' },
			} )
		);

		await cartStore.dispatch().receiveCart( cartResponse(), 'hash-shared' );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

		expect( requests ).toHaveLength( 1 );
		expect( publishedHash() ).toBe( 'hash-shared' );
	} );

	it( 'asks nothing and writes nothing for a browser that never had a cart', async () => {
		const { requests } = mockFetch( () => jsonResponse( cartResponse() ) );

		await cartStore.dispatch().receiveCart( cartResponse(), 'hash-shared' );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

		expect( requests ).toHaveLength( 0 );
		expect( publishedHash() ).toBeUndefined();
	} );
} );
