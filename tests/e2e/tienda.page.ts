/**
 * Page object of the shop's product grid (Tienda, Servicios).
 */
import type { Locator, Page, Response } from '@playwright/test';

import { expect } from './fixtures';

export const PRODUCTS_API = '/wp-json/wc/store/v1/products';

export class TiendaPage {
	constructor( readonly page: Page ) {}

	async goto( path = '/tienda/' ) {
		await this.page.goto( path );
		await expect( this.count ).toHaveText( /productos? encontrados?$/ );
	}

	get grid(): Locator {
		return this.page.locator( '.wp-block-rueda-product-grid' );
	}

	get search(): Locator {
		return this.page.getByRole( 'searchbox', { name: 'Buscar productos' } );
	}

	get sort(): Locator {
		return this.page.getByRole( 'combobox', { name: 'Ordenar por' } );
	}

	/** "37 productos encontrados". */
	get count(): Locator {
		return this.grid.getByRole( 'status' ).filter( {
			hasText: /encontrado/,
		} );
	}

	/** The results, `aria-busy` (and dimmed) while a new page of products loads. */
	get results(): Locator {
		return this.grid.locator( '.rueda-product-grid__results' );
	}

	get cards(): Locator {
		return this.grid.locator(
			'.rueda-product-grid__results .rueda-product-card'
		);
	}

	get filtersToggle(): Locator {
		return this.page.getByRole( 'button', { name: /^Filtros/ } );
	}

	get filters(): Locator {
		return this.page.getByRole( 'complementary', {
			name: 'Filtrar productos',
		} );
	}

	get chips(): Locator {
		return this.page.getByRole( 'list', { name: 'Filtros activos' } );
	}

	checkbox( name: string ): Locator {
		return this.filters.getByRole( 'checkbox', { name, exact: true } );
	}

	/**
	 * The count shown beside a filter option.
	 *
	 * @param name The option's label.
	 */
	async optionCount( name: string ): Promise< number > {
		const option = this.filters.getByRole( 'listitem' ).filter( {
			has: this.page.getByRole( 'checkbox', { name, exact: true } ),
		} );
		return Number(
			await option.locator( '.rueda-checkbox-list__count' ).textContent()
		);
	}

	/**
	 * How many products GET /products finds for a query.
	 *
	 * @param query Query of GET /products.
	 */
	async total( query: string ): Promise< number > {
		const response = await this.page.request.get(
			`${ PRODUCTS_API }?${ query }&per_page=1`
		);
		return Number( response.headers()[ 'x-wp-total' ] );
	}

	paginationButton( number: number ): Locator {
		return this.page
			.getByRole( 'navigation', { name: 'Páginas de productos' } )
			.getByRole( 'button', { name: `Página ${ number }`, exact: true } );
	}

	/** The names of the products shown, in order. */
	async names(): Promise< string[] > {
		return this.cards
			.getByRole( 'heading' )
			.evaluateAll( ( headings ) =>
				headings.map( ( heading ) =>
					( heading.textContent ?? '' ).replace( /\s+/g, ' ' ).trim()
				)
			);
	}

	/**
	 * Waits for the listing request an action sends, and its answer.
	 *
	 * @param matches Whether a listing URL is the one expected.
	 */
	listing(
		matches: ( url: URL ) => boolean = () => true
	): Promise< Response > {
		return this.page.waitForResponse( ( response ) => {
			const url = new URL( response.url() );
			const path = url.searchParams.get( 'rest_route' ) ?? url.pathname;
			return /\/wc\/store\/v1\/products$/.test( path ) && matches( url );
		} );
	}

	/**
	 * "N productos encontrados" for what GET /products finds now (other tests
	 * may have added tyres).
	 *
	 * @param query Query of GET /products.
	 */
	async countText( query: string ): Promise< string > {
		const response = await this.page.request.get(
			`${ PRODUCTS_API }?${ query }`
		);
		const total = Number( response.headers()[ 'x-wp-total' ] );
		return `${ total } ${
			total === 1 ? 'producto encontrado' : 'productos encontrados'
		}`;
	}

	/** Waits until the listing has settled (not busy). */
	async settled() {
		await expect(
			this.grid.locator( '.rueda-product-grid__results' )
		).toHaveAttribute( 'aria-busy', 'false' );
	}
}
