/**
 * Turns the filters into the GET /products request (docs/store-api.md).
 *
 * The path is built exactly as the server builds the one it preloads
 * (Rueda\Blocks\ProductGridQuery::path(): keys sorted, nested keys as
 * `attributes[0][slug][0]`, values encoded like PHP's rawurlencode()), so the
 * first request of a page is answered from the preloaded data.
 */
import { STORE_API_ROUTES } from '../../shared/api';
import type { ProductFilters, ProductSort } from './types';

type AttributeQuery = {
	attribute: string;
	operator: 'in';
	slug: string[];
};

export type ProductsOrderBy =
	| 'menu_order'
	| 'price'
	| 'popularity'
	| 'rating'
	| 'fuel_class'
	| 'wet_grip_class';

/** The query of GET /products, keys in sorted order. */
export type ProductsQuery = {
	attributes?: AttributeQuery[];
	category?: string;
	order?: 'asc' | 'desc';
	orderby?: ProductsOrderBy;
	page: number;
	per_page: number;
	search?: string;
	stock_status?: string[];
	tyre_size?: string;
};

/** `orderby` and `order` of each sort; the default sends neither. */
const SORT_QUERY: Record<
	Exclude< ProductSort, 'menu_order' >,
	[ ProductsOrderBy, 'asc' | 'desc' ]
> = {
	price: [ 'price', 'asc' ],
	'price-desc': [ 'price', 'desc' ],
	popularity: [ 'popularity', 'desc' ],
	rating: [ 'rating', 'desc' ],
	fuel_class: [ 'fuel_class', 'asc' ],
	wet_grip_class: [ 'wet_grip_class', 'asc' ],
};

/**
 * Code-unit order, as PHP's sort( SORT_STRING ).
 * @param a
 * @param b
 */
function byCodeUnits( a: string, b: string ): number {
	if ( a === b ) {
		return 0;
	}
	return a < b ? -1 : 1;
}

export function getProductsQuery( filters: ProductFilters ): ProductsQuery {
	const attributes = Object.keys( filters.attributes )
		.filter( ( taxonomy ) => filters.attributes[ taxonomy ]?.length )
		.sort( byCodeUnits )
		.map( ( attribute ): AttributeQuery => ( {
			attribute,
			operator: 'in',
			slug: [ ...( filters.attributes[ attribute ] ?? [] ) ],
		} ) );
	const sort =
		filters.sort === 'menu_order' ? undefined : SORT_QUERY[ filters.sort ];
	const query: ProductsQuery = {
		page: filters.page,
		per_page: filters.perPage,
	};
	if ( attributes.length ) {
		query.attributes = attributes;
	}
	if ( filters.category ) {
		query.category = filters.category;
	}
	if ( sort ) {
		[ query.orderby, query.order ] = sort;
	}
	if ( filters.search ) {
		query.search = filters.search;
	}
	if ( filters.stockStatus.length ) {
		query.stock_status = [ ...filters.stockStatus ];
	}
	if ( filters.tyreSize ) {
		query.tyre_size = filters.tyreSize;
	}
	return query;
}

/**
 * A value encoded as PHP's rawurlencode() does (RFC 3986): like
 * encodeURIComponent, and also `!'()*`.
 *
 * @param value Text.
 */
export function encodeRfc3986( value: string ): string {
	return encodeURIComponent( value ).replace(
		/[!'()*]/g,
		( character ) =>
			'%' + character.charCodeAt( 0 ).toString( 16 ).toUpperCase()
	);
}

/**
 * `key=value` pairs as PHP's http_build_query() writes them: arrays and
 * objects as `key[0]`, `key[name]`, in order.
 *
 * @param key   Key so far.
 * @param value Value.
 * @param pairs Pairs written so far.
 */
function appendPairs( key: string, value: unknown, pairs: string[] ): void {
	if ( Array.isArray( value ) ) {
		value.forEach( ( item, index ) =>
			appendPairs( `${ key }[${ index }]`, item, pairs )
		);
	} else if ( value !== null && typeof value === 'object' ) {
		Object.entries( value ).forEach( ( [ name, item ] ) =>
			appendPairs( `${ key }[${ name }]`, item, pairs )
		);
	} else if ( value !== undefined ) {
		pairs.push(
			`${ encodeRfc3986( key ) }=${ encodeRfc3986( String( value ) ) }`
		);
	}
}

/**
 * The request path. Without filters it is `…/products?page=1&per_page=12`;
 * with them, the same path the server preloads for that page's URL.
 *
 * @param filters Current filters.
 */
export function getProductsPath( filters: ProductFilters ): string {
	return toPath( STORE_API_ROUTES.products, getProductsQuery( filters ) );
}

/**
 * A route with its query, keys sorted as PHP's ksort() does.
 *
 * @param route Route path.
 * @param query Query.
 */
function toPath( route: string, query: object ): string {
	const pairs: string[] = [];
	Object.entries( query )
		.sort( ( [ a ], [ b ] ) => byCodeUnits( a, b ) )
		.forEach( ( [ key, value ] ) => appendPairs( key, value, pairs ) );
	return `${ route }?${ pairs.join( '&' ) }`;
}

/**
 * GET /products/collection-data for the listing's filters: term counts of
 * the given attributes (each without its own choice) and stock counts. Built
 * like the server's preloaded path (ProductGridQuery::collection_data_path()).
 *
 * @param filters    Current filters.
 * @param taxonomies Attribute taxonomies the filters show.
 */
export function getCollectionDataPath(
	filters: ProductFilters,
	taxonomies: readonly string[]
): string {
	// Counted over every page, in any order.
	const query: Record< string, unknown > = {
		...getProductsQuery( filters ),
		calculate_attribute_counts: [ ...taxonomies ]
			.sort( byCodeUnits )
			.map( ( taxonomy ) => ( { query_type: 'or', taxonomy } ) ),
		calculate_stock_status_counts: 1,
	};
	delete query.page;
	delete query.per_page;
	delete query.orderby;
	delete query.order;
	return toPath( `${ STORE_API_ROUTES.products }/collection-data`, query );
}

export function getAttributeTermsPath( attributeId: number ): string {
	return `${ STORE_API_ROUTES.products }/attributes/${ attributeId }/terms`;
}
