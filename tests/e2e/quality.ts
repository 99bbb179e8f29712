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

/**
 * Text another element covers, in the window as it is scrolled now: for each visible
 * text, the element at a few points of it must be its own element (or inside it, or
 * around it). Text clipped away for assistive technology is left out.
 *
 * @param page    The page.
 * @param context A selector to check inside (the whole page by default).
 */
function coveredTextInView( page: Page, context: string ): Promise< string[] > {
	return page.evaluate( ( selector ) => {
		const nameOf = ( element: Element ) =>
			element.tagName.toLowerCase() +
			( element.className && typeof element.className === 'string'
				? '.' + element.className.trim().split( /\s+/ ).join( '.' )
				: '' );
		const isClipped = ( element: Element ) => {
			for (
				let current: Element | null = element;
				current;
				current = current.parentElement
			) {
				const box = current.getBoundingClientRect();
				if ( box.width <= 2 || box.height <= 2 ) {
					return true;
				}
			}
			return false;
		};
		const problems = new Set< string >();
		const root = document.querySelector( selector ) ?? document.body;
		const walker = document.createTreeWalker( root, NodeFilter.SHOW_TEXT );
		const range = document.createRange();
		for ( let node = walker.nextNode(); node; node = walker.nextNode() ) {
			const parent = node.parentElement;
			if (
				! parent ||
				! node.textContent?.trim() ||
				parent.closest( 'script, style, noscript, svg, option' ) ||
				! parent.checkVisibility( {
					opacityProperty: true,
					visibilityProperty: true,
				} ) ||
				isClipped( parent )
			) {
				continue;
			}
			range.selectNodeContents( node );
			for ( const rect of Array.from( range.getClientRects() ) ) {
				if ( rect.width < 4 || rect.height < 4 ) {
					continue;
				}
				// Three rows of three points: a badge over a digit's top counts.
				const inset = Math.min( 3, rect.width / 4 );
				const points = [ 0.25, 0.5, 0.75 ].flatMap( ( row ) =>
					[
						rect.left + inset,
						rect.left + rect.width / 2,
						rect.right - inset,
					].map( ( x ): [ number, number ] => [
						x,
						rect.top + rect.height * row,
					] )
				);
				for ( const [ x, y ] of points ) {
					const hit =
						x >= 0 &&
						x < window.innerWidth &&
						y >= 0 &&
						y < window.innerHeight
							? document.elementFromPoint( x, y )
							: null;
					if (
						hit &&
						! parent.contains( hit ) &&
						! hit.contains( parent )
					) {
						problems.add(
							`"${ node.textContent
								.trim()
								.slice( 0, 40 ) }" (${ nameOf(
								parent
							) }) under ${ nameOf( hit ) }`
						);
					}
				}
			}
		}
		return [ ...problems ];
	}, context );
}

/**
 * Text another element covers anywhere on the page, screen by screen (at most 12).
 *
 * @param page    The page.
 * @param context A selector to check inside (the whole page by default).
 */
export async function coveredText(
	page: Page,
	context = 'body'
): Promise< string[] > {
	const problems = new Set< string >();
	const { height, screen } = await page.evaluate( () => ( {
		height: document.documentElement.scrollHeight,
		screen: window.innerHeight,
	} ) );
	for ( let top = 0, step = 0; top < height && step < 12; step++ ) {
		await page.evaluate( ( y ) => window.scrollTo( 0, y ), top );
		( await coveredTextInView( page, context ) ).forEach( ( problem ) =>
			problems.add( problem )
		);
		top += Math.floor( screen * 0.8 );
	}
	await page.evaluate( () => window.scrollTo( 0, 0 ) );
	return [ ...problems ];
}

/**
 * The headers of a list table (DataViews) that do not fit beside its sticky actions
 * column, or past its frame: columns an owner cannot read without scrolling.
 *
 * @param page The page.
 */
export function cutColumns( page: Page ): Promise< string[] > {
	return page.evaluate( () => {
		const table = document.querySelector( '.dataviews-view-table' );
		if ( ! table || ! table.parentElement ) {
			return [ 'no list table' ];
		}
		const sticky = table.querySelector(
			'th.dataviews-view-table__actions-column--sticky'
		);
		const limit = sticky
			? sticky.getBoundingClientRect().left
			: table.parentElement.getBoundingClientRect().right;
		return Array.from( table.querySelectorAll( 'thead th' ) )
			.filter(
				( th ) =>
					th !== sticky &&
					th.getBoundingClientRect().right > limit + 1
			)
			.map( ( th ) => th.textContent?.trim() ?? '' );
	} );
}
