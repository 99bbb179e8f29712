/**
 * A product's page (the rueda/product block in the "Product page" template) as a
 * visitor reads it: the heading, the price, the breadcrumbs, the specifications,
 * the structured data. Until the Spanish of the new strings is merged the English
 * source may show, so names accept both.
 */
import type { Locator, Page } from '@playwright/test';

import { expect } from './fixtures';
import { horizontalOverflow } from './quality';

export const TYRE = {
	sku: 'MIC-PILOTSPO-2055516',
	path: '/producto/michelin-pilot-sport-5-205-55-r16-91v/',
	name: 'Michelin Pilot Sport 5 205/55 R16 91V',
};

export const ALIGNMENT = {
	path: '/producto/alineacion-de-direccion/',
	name: 'Alineación de dirección',
};

export const LABELS = {
	breadcrumbs: /^(Migas de pan|Breadcrumbs)$/,
	specs: /^(Características|Especificaciones|Specifications)$/,
	services: /^(Servicios recomendados|Recommended services)$/,
};

type JsonLd = {
	'@graph': Array< Record< string, unknown > & { '@type': string } >;
};

export class ProductPage {
	readonly root: Locator;

	constructor( readonly page: Page ) {
		this.root = page.locator( '.wp-block-rueda-product' );
	}

	async goto( path: string ): Promise< void > {
		const response = await this.page.goto( path );
		expect( response?.status() ).toBe( 200 );
	}

	heading( name: string ): Locator {
		return this.page.getByRole( 'heading', {
			level: 1,
			name,
			exact: true,
		} );
	}

	get breadcrumbs(): Locator {
		return this.page.getByRole( 'navigation', {
			name: LABELS.breadcrumbs,
		} );
	}

	get specs(): Locator {
		return this.root.getByRole( 'region', { name: LABELS.specs } );
	}

	/**
	 * A row of the specifications by what its value says.
	 *
	 * @param value Text of the row.
	 */
	specRow( value: RegExp ): Locator {
		return this.specs.getByRole( 'row' ).filter( { hasText: value } );
	}

	get buyBox(): Locator {
		return this.root.locator( '[data-rueda-buy-box]' );
	}

	/** The page's schema.org data: the Product and the BreadcrumbList (the footer's workshop has its own). */
	async jsonLd(): Promise< JsonLd > {
		const texts = await this.page
			.locator( 'script[type="application/ld+json"]' )
			.allTextContents();
		const graph = texts.filter( ( text ) => text.includes( '"@graph"' ) );
		expect( graph ).toHaveLength( 1 );
		return JSON.parse( graph[ 0 ] ?? '' ) as JsonLd;
	}

	async expectNoHorizontalOverflow(): Promise< void > {
		expect( await horizontalOverflow( this.page ) ).toBeLessThanOrEqual(
			0
		);
	}
}
