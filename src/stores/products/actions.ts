/**
 * Plain action creators of the rueda/products store. Requests live in thunks.ts.
 */
import type {
	ApiErrorResponse,
	ProductAttributeTerm,
	ProductCollectionData,
	ProductResponse,
} from '../../shared/api';
import { ACTION_TYPES } from './action-types';
import type { ProductFilters } from './types';

/**
 * Merges filter changes; any change but the page itself goes back to page 1.
 *
 * @param filters The filters to change.
 */
export function setFilters( filters: Partial< ProductFilters > ) {
	return { type: ACTION_TYPES.SET_FILTERS, filters } as const;
}

/**
 * Sets every filter at once, the page included (a state restored from the
 * page's URL).
 *
 * @param filters The whole set of filters.
 */
export function replaceFilters( filters: ProductFilters ) {
	return { type: ACTION_TYPES.REPLACE_FILTERS, filters } as const;
}

/**
 * Clears the size, search, attribute and stock filters, keeping the
 * category, the sort and the page size.
 */
export function resetFilters() {
	return { type: ACTION_TYPES.RESET_FILTERS } as const;
}

export function setProductsLoading( isLoading: boolean ) {
	return { type: ACTION_TYPES.SET_PRODUCTS_LOADING, isLoading } as const;
}

export function receiveProducts(
	products: readonly ProductResponse[],
	total: number,
	totalPages: number
) {
	return {
		type: ACTION_TYPES.RECEIVE_PRODUCTS,
		products,
		total,
		totalPages,
	} as const;
}

export function receiveProductsError( error: ApiErrorResponse ) {
	return { type: ACTION_TYPES.RECEIVE_PRODUCTS_ERROR, error } as const;
}

/**
 * The attributes whose options show counts, with the stock statuses'; the
 * counts follow every listing from then on.
 *
 * @param taxonomies Attribute taxonomies the filters show.
 */
export function setFacets( taxonomies: readonly string[] ) {
	return { type: ACTION_TYPES.SET_FACETS, taxonomies } as const;
}

/**
 * The facets' counts; null forgets them (the options show catalogue counts).
 *
 * @param data GET /products/collection-data, or null.
 */
export function receiveFacetCounts( data: ProductCollectionData | null ) {
	return { type: ACTION_TYPES.RECEIVE_FACET_COUNTS, data } as const;
}

export function receiveAttributeTerms(
	attributeId: number,
	terms: readonly ProductAttributeTerm[]
) {
	return {
		type: ACTION_TYPES.RECEIVE_ATTRIBUTE_TERMS,
		attributeId,
		terms,
	} as const;
}
