/**
 * The cross-sells' editor preview shows the shop's first products (fetched
 * once for every preview), as many as the block is set to show; samples
 * while they load or when the shop has none.
 */
import { act, render, screen } from '@testing-library/react';
import apiFetch from '@wordpress/api-fetch';
import type { BlockEditProps } from '@wordpress/blocks';

import { product } from '@rueda/shared/api/test/fixtures';
import {
	fetchSampleProducts,
	resetSampleProducts,
} from '@rueda/blocks/shared/editor/use-sample-cart';
import Edit, {
	type CrossSellsAttributes,
} from '../inner-blocks/cart-cross-sells/edit';

jest.mock( '@wordpress/api-fetch' );
jest.mock(
	'@wordpress/block-editor',
	() => require( '@rueda/blocks/shared/editor/test/editor-mocks' ).blockEditor
);
jest.mock(
	'@wordpress/components',
	() => require( '@rueda/blocks/shared/editor/test/editor-mocks' ).components
);
jest.mock(
	'@wordpress/blocks',
	() => require( '@rueda/blocks/shared/editor/test/editor-mocks' ).blocks
);

const mockedApiFetch = jest.mocked( apiFetch );

const SHOP = [
	product( { id: 1, name: 'Neumático Uno 205/55 R16' } ),
	product( { id: 2, name: 'Neumático Dos 195/65 R15' } ),
	product( { id: 3, name: 'Neumático Tres 225/45 R17' } ),
	product( { id: 4, name: 'Neumático Cuatro 215/55 R17' } ),
];

/**
 * What the cross-sells' edit uses of its props.
 *
 * @param count How many products the block shows.
 */
function editProps( count: number ): BlockEditProps< CrossSellsAttributes > {
	return {
		attributes: { heading: '', columns: 3, count },
		setAttributes: jest.fn(),
	} as Partial<
		BlockEditProps< CrossSellsAttributes >
	> as BlockEditProps< CrossSellsAttributes >;
}

function shownNames(): string[] {
	return Array.from(
		document.querySelectorAll( '.rueda-cross-sells__list > li' ),
		( item ) => item.textContent ?? ''
	);
}

describe( 'cross-sells Edit', () => {
	beforeEach( () => {
		resetSampleProducts();
		mockedApiFetch.mockReset();
	} );

	it( 'shows the shop’s first products, as many as set', async () => {
		mockedApiFetch.mockResolvedValue( SHOP );
		render( <Edit { ...editProps( 3 ) } /> );

		expect( await screen.findByText( /Uno/ ) ).toBeVisible();
		expect( shownNames() ).toHaveLength( 3 );
		expect( screen.getByText( /Tres/ ) ).toBeVisible();
		expect( screen.queryByText( /Cuatro/ ) ).toBeNull();
	} );

	it( 'fetches them once for every preview', async () => {
		mockedApiFetch.mockResolvedValue( SHOP );
		render(
			<>
				<Edit { ...editProps( 2 ) } />
				<Edit { ...editProps( 4 ) } />
			</>
		);

		expect( await screen.findAllByText( /Uno/ ) ).toHaveLength( 2 );
		expect( mockedApiFetch ).toHaveBeenCalledTimes( 1 );
		expect( mockedApiFetch ).toHaveBeenCalledWith( {
			path: '/wc/store/v1/products?per_page=8',
		} );
	} );

	it( 'shows samples while loading and when the shop has no products', async () => {
		mockedApiFetch.mockResolvedValue( [] );
		render( <Edit { ...editProps( 2 ) } /> );
		expect( shownNames() ).toHaveLength( 2 );
		expect( shownNames()[ 0 ] ).toMatch( /Michelin Primacy 4\+/ );

		await act( async () => {
			await fetchSampleProducts();
		} );
		expect( mockedApiFetch ).toHaveBeenCalledTimes( 1 );
		expect( shownNames() ).toHaveLength( 2 );
		expect( shownNames()[ 0 ] ).toMatch( /Michelin Primacy 4\+/ );
	} );
} );
