/**
 * Checks every storefront spec shares: horizontal overflow and axe-core's serious and
 * critical violations (axe-core is in node_modules, not @axe-core/playwright: injected).
 */
import type { Page } from '@playwright/test';

/**
 * How many pixels the page is wider than its window (0 or less: it fits).
 *
 * @param page The page.
 */
export function horizontalOverflow( page: Page ): Promise< number > {
	return page.evaluate(
		() =>
			document.documentElement.scrollWidth -
			document.documentElement.clientWidth
	);
}

/**
 * Serious and critical axe-core violations, as "rule: first target".
 *
 * @param page    The page.
 * @param context A selector to audit (the whole page by default).
 */
export async function seriousViolations(
	page: Page,
	context = 'html'
): Promise< string[] > {
	await page.addScriptTag( { path: require.resolve( 'axe-core' ) } );
	return page.evaluate( async ( selector ) => {
		const { axe } = window as unknown as {
			axe: {
				run: ( context: string ) => Promise< {
					violations: Array< {
						id: string;
						impact: string;
						nodes: Array< { target: string[] } >;
					} >;
				} >;
			};
		};
		const results = await axe.run( selector );
		return results.violations
			.filter( ( v ) => [ 'serious', 'critical' ].includes( v.impact ) )
			.map( ( v ) => `${ v.id }: ${ v.nodes[ 0 ]?.target.join( ' ' ) }` );
	}, context );
}
