/**
 * The product grid's state in the page's URL, both ways: every filter, the
 * sort, the search and the page, so a listing can be shared and the back
 * button works. Pure functions; the grid applies them (use-url-sync.ts).
 *
 * The parameters are Spanish and stable (menus and the tyre finder link to
 * the shop with them):
 *
 * - `medida`: tyre size, `205-55-r16` (also `205/55R16`, `205-55-r16-91v`...)
 * - `buscar`: text search
 * - `temporada`, `marca`, `ancho`, `perfil`, `llanta`: term slugs, comma-separated
 * - `disponibilidad`: stock statuses (instock, onbackorder, outofstock)
 * - `orden`: precio, precio-desc, popularidad, valoracion, consumo, mojado
 * - `pagina`: page, 2 or more
 *
 * Unknown or invalid values are left out. The server reads them with the same
 * rules (Rueda\Blocks\ProductGridQuery) to preload the first listing; both are
 * held to the cases of test/url-cases.json.
 */
import type { StockStatus } from '@rueda/shared/api';
import type { ProductFilters, ProductSort } from '@rueda/stores/products/types';
import { formatTyreSize, parseTyreSize, toSizeParameter } from './tyre-size';

/** What of the filters the URL carries (the grid's settings give the rest). */
export type UrlState = Pick<
	ProductFilters,
	'attributes' | 'stockStatus' | 'search' | 'tyreSize' | 'sort' | 'page'
>;

export const SIZE_PARAMETER = 'medida';
export const SEARCH_PARAMETER = 'buscar';
export const STOCK_PARAMETER = 'disponibilidad';
export const SORT_PARAMETER = 'orden';
export const PAGE_PARAMETER = 'pagina';

/** Attribute filters: parameter => attribute taxonomy (Attributes::taxonomy()). */
export const ATTRIBUTE_PARAMETERS = {
	temporada: 'rueda_pa_season',
	marca: 'rueda_pa_brand',
	ancho: 'rueda_pa_width',
	perfil: 'rueda_pa_profile',
	llanta: 'rueda_pa_rim',
} as const;

/** Sort => its `orden` value; the workshop's own order has none. */
export const SORT_PARAMETERS: Readonly<
	Record< Exclude< ProductSort, 'menu_order' >, string >
> = {
	price: 'precio',
	'price-desc': 'precio-desc',
	popularity: 'popularidad',
	rating: 'valoracion',
	fuel_class: 'consumo',
	wet_grip_class: 'mojado',
};

export const MAX_SEARCH_LENGTH = 100;
export const MAX_TERMS = 20;
export const MAX_PAGE = 1000;

const STOCK_STATUSES: readonly StockStatus[] = [
	'instock',
	'onbackorder',
	'outofstock',
];

/** Our parameters, in the order they are written. */
const OWN_PARAMETERS: readonly string[] = [
	SIZE_PARAMETER,
	SEARCH_PARAMETER,
	...Object.keys( ATTRIBUTE_PARAMETERS ),
	STOCK_PARAMETER,
	SORT_PARAMETER,
	PAGE_PARAMETER,
];

export const EMPTY_URL_STATE: UrlState = Object.freeze( {
	attributes: Object.freeze( {} ),
	stockStatus: Object.freeze( [] ),
	search: '',
	tyreSize: '',
	sort: 'menu_order',
	page: 1,
} );

function isSortParameter(
	value: string
): value is Exclude< ProductSort, 'menu_order' > {
	return Object.prototype.hasOwnProperty.call( SORT_PARAMETERS, value );
}

function isStockStatus( value: string ): value is StockStatus {
	return ( STOCK_STATUSES as readonly string[] ).includes( value );
}

/**
 * A search as the shop sends it: control characters and runs of spaces as
 * one space, trimmed, at most 100 characters; '' for text with U+FFFD (what
 * the browser makes of bytes it cannot decode). As the server's rules.
 *
 * @param text Typed or URL text.
 */
export function normalizeSearch( text: string ): string {
	const trim = ( value: string ) => value.replace( /^ +| +$/g, '' );

	const spaced = trim( text.replace( /[\x00-\x20\x7F]+/g, ' ' ) );
	if ( spaced.includes( '\uFFFD' ) ) {
		return '';
	}
	return trim(
		Array.from( spaced ).slice( 0, MAX_SEARCH_LENGTH ).join( '' )
	);
}

/**
 * A tyre size as GET /products takes it ("205/55 R16"), or '' when the text
 * is no size. Dashes stand for spaces, as in `205-55-r16-91v`.
 *
 * @param text URL or typed text.
 */
export function normalizeTyreSize( text: string ): string {
	if ( text === '' || text.length > 50 ) {
		return '';
	}
	const size = parseTyreSize( text.replace( /[-_]/g, ' ' ) );
	return size ? formatTyreSize( size ) : '';
}

/**
 * The last value of a parameter, as PHP's `$_GET` keeps it.
 *
 * @param params Parameters.
 * @param name   Name.
 */
function lastValue( params: URLSearchParams, name: string ): string {
	const values = params.getAll( name );
	return values[ values.length - 1 ] ?? '';
}

function uniqueValid(
	value: string,
	isValid: ( entry: string ) => boolean
): string[] {
	return [ ...new Set( value.split( ',' ).filter( isValid ) ) ];
}

/**
 * The grid's state from a URL's query.
 *
 * @param search `location.search`, e.g. `?medida=205-55-r16&orden=precio`.
 * @return The state, and the size parameter when it was there but no size
 *         (the grid says it ignored it).
 */
export function readUrlState( search: string ): {
	state: UrlState;
	invalidSize: string | null;
} {
	const params = new URLSearchParams( search );
	const attributes: Record< string, string[] > = {};
	for ( const [ parameter, taxonomy ] of Object.entries(
		ATTRIBUTE_PARAMETERS
	) ) {
		const slugs = uniqueValid( lastValue( params, parameter ), ( slug ) =>
			/^[a-z0-9-]{1,50}$/.test( slug )
		).slice( 0, MAX_TERMS );
		if ( slugs.length ) {
			attributes[ taxonomy ] = slugs;
		}
	}
	const sortValue = lastValue( params, SORT_PARAMETER );
	const sort =
		(
			Object.keys( SORT_PARAMETERS ) as Array<
				keyof typeof SORT_PARAMETERS
			>
		 ).find( ( key ) => SORT_PARAMETERS[ key ] === sortValue ) ??
		'menu_order';
	const pageValue = lastValue( params, PAGE_PARAMETER );
	const page = /^[0-9]{1,4}$/.test( pageValue ) ? Number( pageValue ) : 1;
	const sizeValue = lastValue( params, SIZE_PARAMETER );
	const tyreSize = normalizeTyreSize( sizeValue );
	return {
		state: {
			attributes,
			stockStatus: uniqueValid(
				lastValue( params, STOCK_PARAMETER ),
				isStockStatus
			).filter( isStockStatus ),
			search: normalizeSearch( lastValue( params, SEARCH_PARAMETER ) ),
			tyreSize,
			sort,
			page: page >= 2 && page <= MAX_PAGE ? page : 1,
		},
		invalidSize: sizeValue.trim() !== '' && ! tyreSize ? sizeValue : null,
	};
}

/**
 * A parameter value as the shop writes it: spaces as `+`, commas and slashes
 * as they are.
 *
 * @param value Value.
 */
function encodeValue( value: string ): string {
	return encodeURIComponent( value )
		.replace( /%20/g, '+' )
		.replace( /%2C/g, ',' )
		.replace( /%2F/g, '/' );
}

/**
 * The URL parameters of a state, in a fixed order; defaults are left out.
 *
 * @param state The grid's state.
 */
export function getUrlParameters(
	state: UrlState
): Array< [ string, string ] > {
	const size = parseTyreSize( state.tyreSize.replace( /[-_]/g, ' ' ) );
	const entries: Array< [ string, string ] > = [];
	if ( size ) {
		entries.push( [ SIZE_PARAMETER, toSizeParameter( size ) ] );
	}
	const search = normalizeSearch( state.search );
	if ( search ) {
		entries.push( [ SEARCH_PARAMETER, search ] );
	}
	for ( const [ parameter, taxonomy ] of Object.entries(
		ATTRIBUTE_PARAMETERS
	) ) {
		const slugs = state.attributes[ taxonomy ] ?? [];
		if ( slugs.length ) {
			entries.push( [ parameter, slugs.join( ',' ) ] );
		}
	}
	if ( state.stockStatus.length ) {
		entries.push( [ STOCK_PARAMETER, state.stockStatus.join( ',' ) ] );
	}
	if ( isSortParameter( state.sort ) ) {
		entries.push( [ SORT_PARAMETER, SORT_PARAMETERS[ state.sort ] ] );
	}
	if ( state.page >= 2 ) {
		entries.push( [ PAGE_PARAMETER, String( state.page ) ] );
	}
	return entries;
}

/**
 * A URL query for a state: the current query's other parameters (kept as
 * they are, first), then the grid's. '' when there is nothing to write.
 *
 * @param state   The grid's state.
 * @param current The current `location.search`.
 */
export function writeUrlState( state: UrlState, current: string ): string {
	const others = [ ...new URLSearchParams( current ).entries() ].filter(
		( [ name ] ) => ! OWN_PARAMETERS.includes( name )
	);
	const query = [ ...others, ...getUrlParameters( state ) ]
		.map(
			( [ name, value ] ) =>
				`${ encodeValue( name ) }=${ encodeValue( value ) }`
		)
		.join( '&' );
	return query ? `?${ query }` : '';
}

/**
 * The URL's part of the store's filters.
 *
 * @param filters The store's filters.
 */
export function toUrlState( filters: ProductFilters ): UrlState {
	const { attributes, stockStatus, search, tyreSize, sort, page } = filters;
	return { attributes, stockStatus, search, tyreSize, sort, page };
}

/**
 * Whether two states write the same URL.
 *
 * @param a A state.
 * @param b Another.
 */
export function isSameUrlState( a: UrlState, b: UrlState ): boolean {
	return (
		JSON.stringify( getUrlParameters( a ) ) ===
		JSON.stringify( getUrlParameters( b ) )
	);
}

/**
 * Whether going from one state to the next only changed the search (and so
 * went back to page 1): the grid replaces the history entry of a search
 * being typed instead of adding one per pause.
 *
 * @param previous State before.
 * @param next     State after.
 */
export function isSearchChange( previous: UrlState, next: UrlState ): boolean {
	return (
		normalizeSearch( previous.search ) !== normalizeSearch( next.search ) &&
		isSameUrlState(
			{ ...previous, search: '', page: 1 },
			{ ...next, search: '', page: 1 }
		)
	);
}
