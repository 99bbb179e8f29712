/**
 * Selectors of the rueda/products store.
 */
import type {
	ApiErrorResponse,
	ProductAttributeTerm,
	ProductResponse,
} from '../../shared/api';
import { EMPTY_ARRAY } from './constants';
import type { FacetCounts, ProductFilters, ProductsState } from './types';

export function getFilters( state: ProductsState ): ProductFilters {
	return state.filters;
}

export function getProducts(
	state: ProductsState
): readonly ProductResponse[] {
	return state.products;
}

export function getTotalProducts( state: ProductsState ): number {
	return state.total;
}

export function getTotalPages( state: ProductsState ): number {
	return state.totalPages;
}

export function isLoadingProducts( state: ProductsState ): boolean {
	return state.isLoading;
}

export function hasLoadedProducts( state: ProductsState ): boolean {
	return state.hasLoaded;
}

export function getProductsError(
	state: ProductsState
): ApiErrorResponse | null {
	return state.error;
}

/**
 * The terms of an attribute; resolved (fetched) the first time it is read.
 *
 * @param state       Store state.
 * @param attributeId Attribute id, as /products/attributes lists it.
 */
export function getAttributeTerms(
	state: ProductsState,
	attributeId: number
): readonly ProductAttributeTerm[] {
	return state.attributeTerms[ attributeId ] ?? EMPTY_ARRAY;
}

export function getFacets( state: ProductsState ): readonly string[] | null {
	return state.facets;
}

/**
 * Counts of the facets' options with the other filters as they are; null
 * until counted (the options show the catalogue's counts meanwhile).
 *
 * @param state Store state.
 */
export function getFacetCounts( state: ProductsState ): FacetCounts | null {
	return state.facetCounts;
}

/**
 * Chosen term slugs of one attribute.
 *
 * @param state    Store state.
 * @param taxonomy Attribute taxonomy.
 */
export function getSelectedTerms(
	state: ProductsState,
	taxonomy: string
): readonly string[] {
	return state.filters.attributes[ taxonomy ] ?? EMPTY_ARRAY;
}

/**
 * How many filters narrow the listing: chosen terms, stock statuses and the
 * tyre size (the search is not counted; it has its own box).
 *
 * @param state Store state.
 */
export function getActiveFilterCount( state: ProductsState ): number {
	const { attributes, stockStatus, tyreSize } = state.filters;
	return (
		Object.values( attributes ).reduce(
			( count, slugs ) => count + slugs.length,
			0
		) +
		stockStatus.length +
		( tyreSize ? 1 : 0 )
	);
}

/**
 * Whether anything narrows the listing: a filter or a search.
 *
 * @param state Store state.
 */
export function hasActiveFilters( state: ProductsState ): boolean {
	return getActiveFilterCount( state ) > 0 || state.filters.search !== '';
}
