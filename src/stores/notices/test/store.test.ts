/**
 * The rueda/notices store.
 */
import { dispatch, select } from '@wordpress/data';

import { store } from '..';

describe( 'rueda/notices', () => {
	it( 'keeps notices per area, replaces by id and removes them', () => {
		const { createErrorNotice, createInfoNotice, removeNotice } =
			dispatch( store );
		createErrorNotice( 'Sin stock.', {
			id: 'add-to-cart',
			context: 'rueda/a',
		} );
		createErrorNotice( 'Ya no quedan.', {
			id: 'add-to-cart',
			context: 'rueda/a',
		} );
		createInfoNotice( 'Otra zona.', { context: 'rueda/b' } );

		expect( select( store ).getNotices( 'rueda/a' ) ).toEqual( [
			{
				id: 'add-to-cart',
				status: 'error',
				content: 'Ya no quedan.',
				type: 'default',
				isDismissible: true,
			},
		] );
		expect( select( store ).getNotices( 'rueda/b' ) ).toHaveLength( 1 );

		removeNotice( 'add-to-cart', 'rueda/a' );
		expect( select( store ).getNotices( 'rueda/a' ) ).toEqual( [] );
		expect( select( store ).getNotices( 'rueda/b' ) ).toHaveLength( 1 );
		expect( select( store ).getNotices() ).toEqual( [] );
	} );
} );
