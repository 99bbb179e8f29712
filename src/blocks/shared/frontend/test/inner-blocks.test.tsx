/**
 * InnerBlocks: registered components, server HTML, lazy loading and errors.
 */
import { render, screen } from '@testing-library/react';
import { lazy } from '@wordpress/element';
import {
	registerInnerBlock,
	startShop,
	type InnerBlockProps,
} from '@rueda/runtime';

import {
	printShopSettings,
	shopSettings,
} from '@rueda/shared/settings/test/fixtures';
import { mockFetch, jsonResponse } from '@rueda/shared/api/test/fetch-mock';
import { parseBlockTree } from '../block-tree';
import InnerBlocks from '../inner-blocks';

function Area( { attributes, className, children }: InnerBlockProps ) {
	return (
		<section className={ className } data-testid={ attributes.label }>
			{ children }
		</section>
	);
}

function Broken(): never {
	throw new Error( 'Cannot read the cart' );
}

function tree( markup: string ) {
	const element = document.createElement( 'div' );
	element.innerHTML = markup;
	return parseBlockTree( element );
}

describe( 'InnerBlocks', () => {
	beforeAll( () => {
		mockFetch( () => jsonResponse( {} ) );
		printShopSettings( shopSettings( { showErrorDetails: true } ) );
		startShop();
		registerInnerBlock( {
			metadata: { name: 'acme/area', parent: [ 'rueda/cart-totals' ] },
			component: Area,
		} );
		registerInnerBlock( {
			metadata: { name: 'acme/broken', parent: [ 'rueda/cart-totals' ] },
			component: Broken,
		} );
	} );

	it( 'renders registered blocks with their attributes, classes and inner blocks', () => {
		render(
			<InnerBlocks
				nodes={ tree(
					'<div data-block-name="acme/area" data-label="outer" class="is-outer"><p>Dentro</p></div>'
				) }
			/>
		);

		const area = screen.getByTestId( 'outer' );
		expect( area ).toHaveClass( 'is-outer' );
		expect( area ).toHaveTextContent( 'Dentro' );
	} );

	it( 'keeps blocks without a component as server HTML', () => {
		render(
			<InnerBlocks
				nodes={ tree(
					'<div data-block-name="acme/unknown"><b>Servidor</b></div>'
				) }
			/>
		);

		expect( screen.getByText( 'Servidor' ) ).toBeVisible();
	} );

	it( 'shows the server HTML until a lazy block has loaded', async () => {
		let load: ( value: { default: typeof Area } ) => void = () => undefined;
		registerInnerBlock( {
			metadata: { name: 'acme/lazy', parent: 'rueda/cart-items' },
			component: lazy(
				() =>
					new Promise< { default: typeof Area } >( ( resolve ) => {
						load = resolve;
					} )
			),
		} );
		render(
			<InnerBlocks
				nodes={ tree(
					'<div data-block-name="acme/lazy" data-label="lazy"><span>Cargando</span></div>'
				) }
			/>
		);

		expect( screen.getByText( 'Cargando' ) ).toBeVisible();
		expect( screen.queryByTestId( 'lazy' ) ).not.toBeInTheDocument();
		load( { default: Area } );
		// Loaded: the component now wraps the block's inner content.
		expect( await screen.findByTestId( 'lazy' ) ).toHaveTextContent(
			'Cargando'
		);
	} );

	it( 'shows a broken block’s error in its place only', () => {
		render(
			<InnerBlocks
				nodes={ tree(
					'<div data-block-name="acme/broken"></div><p>Sigue aquí</p>'
				) }
			/>
		);

		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Oops!There was an error loading the content.Unexpected error in: acme/brokenError: Cannot read the cart'
		);
		expect( screen.getByText( 'Sigue aquí' ) ).toBeVisible();
		// React reports the caught error; the boundary keeps the page alive.
		expect( console ).toHaveErrored();
	} );
} );
