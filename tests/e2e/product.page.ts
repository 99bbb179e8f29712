/**
 * A product's page (the rueda/product block in the "Product page" template) as a
 * visitor reads it: the heading, the price, the breadcrumbs, the specifications,
 * the structured data. Until the Spanish of the new strings is merged the English
 * source may show, so names accept both.
 */
import type { Locator, Page } from '@playwright/test';

import { expect } from './fixtures';

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

	/** The page's schema.org data: the Product and the BreadcrumbList. */
	async jsonLd(): Promise< JsonLd > {
		const text = await this.page
			.locator( 'script[type="application/ld+json"]' )
			.textContent();
		return JSON.parse( text ?? '' ) as JsonLd;
	}

	async expectNoHorizontalOverflow(): Promise< void > {
		expect(
			await this.page.evaluate(
				() => document.documentElement.scrollWidth - window.innerWidth
			)
		).toBeLessThanOrEqual( 0 );
	}

	/**
	 * Serious and critical axe-core violations in the page, as "rule: target", but for
	 * known ones of other components (rule id and the element's class).
	 *
	 * @param known Violations to leave out, as [ rule id, class of the element ].
	 */
	async seriousViolations(
		known: ReadonlyArray< readonly [ string, string ] > = []
	): Promise< string[] > {
		// axe-core is in node_modules (not @axe-core/playwright): inject it.
		await this.page.addScriptTag( { path: require.resolve( 'axe-core' ) } );
		const found = await this.page.evaluate( async () => {
			const { axe } = window as unknown as {
				axe: {
					run: ( context: string ) => Promise< {
						violations: Array< {
							id: string;
							impact: string | null;
							nodes: Array< { target: string[] } >;
						} >;
					} >;
				};
			};
			const results = await axe.run( 'body' );
			return results.violations
				.filter( ( violation ) =>
					[ 'serious', 'critical' ].includes( violation.impact ?? '' )
				)
				.flatMap( ( violation ) =>
					violation.nodes.map(
						( node ) =>
							`${ violation.id }: ${ node.target.join( ' ' ) }`
					)
				);
		} );
		return found.filter(
			( entry ) =>
				! known.some(
					( [ rule, className ] ) =>
						entry.startsWith( `${ rule }: ` ) &&
						entry.includes( `.${ className }` )
				)
		);
	}
}
