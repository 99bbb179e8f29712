import type { View } from '@wordpress/dataviews/wp';

import { queryArgsOf } from '../use-rest-list';

describe( 'queryArgsOf', () => {
	it( 'turns a view into the collection query, leaving empty filters out', () => {
		const view: View = {
			type: 'table',
			page: 3,
			perPage: 50,
			search: 'michelin',
			sort: { field: 'price', direction: 'desc' },
			filters: [
				{ field: 'status', operator: 'isAny', value: [ 'publish' ] },
				{ field: 'type', operator: 'is', value: '' },
				{ field: 'category', operator: 'isAny', value: [] },
			],
		};
		expect( queryArgsOf( view ) ).toEqual( {
			page: 3,
			per_page: 50,
			search: 'michelin',
			orderby: 'price',
			order: 'desc',
			status: [ 'publish' ],
		} );
	} );

	it( 'starts on the first page of 20 with nothing else', () => {
		expect( queryArgsOf( { type: 'table' } ) ).toEqual( {
			page: 1,
			per_page: 20,
		} );
	} );
} );
