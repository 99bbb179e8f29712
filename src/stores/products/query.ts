/**
 * Turns the filters into the GET /products request (STORE-API.md).
 */
import { addQueryArgs } from '@wordpress/url';

import { STORE_API_ROUTES } from '../../shared/api';
import type { ProductFilters } from './types';

type AttributeQuery = {
	attribute: string;
	operator: 'in';
	slug: string[];
};

export type ProductsQuery = {
	page: number;
	per_page: number;
	attributes?: AttributeQuery[];
	stock_status?: string[];
};

export function getProductsQuery( filters: ProductFilters ): ProductsQuery {
	const query: ProductsQuery = {
		page: filters.page,
		per_page: filters.perPage,
	};
	const attributes = Object.entries( filters.attributes )
		.filter( ( [ , slugs ] ) => slugs.length > 0 )
		.sort( ( [ a ], [ b ] ) => a.localeCompare( b ) )
		.map( ( [ attribute, slugs ] ): AttributeQuery => ( {
			attribute,
			operator: 'in',
			slug: [ ...slugs ],
		} ) );
	if ( attributes.length ) {
		query.attributes = attributes;
	}
	if ( filters.stockStatus.length ) {
		query.stock_status = [ ...filters.stockStatus ];
	}
	return query;
}

/**
 * The request path. Without filters it is `…/products?page=1&per_page=12`,
 * the path the server preloads for the first page.
 *
 * @param filters Current filters.
 */
export function getProductsPath( filters: ProductFilters ): string {
	return addQueryArgs(
		STORE_API_ROUTES.products,
		getProductsQuery( filters )
	);
}

export function getAttributeTermsPath( attributeId: number ): string {
	return `${ STORE_API_ROUTES.products }/attributes/${ attributeId }/terms`;
}
