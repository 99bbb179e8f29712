/**
 * Reducer of the rueda/products store.
 */
import { ACTION_TYPES } from './action-types';
import {
	DEFAULT_PER_PAGE,
	DEFAULT_SORT,
	EMPTY_ARRAY,
	EMPTY_OBJECT,
} from './constants';
import type { ProductFilters, ProductsAction, ProductsState } from './types';

export const DEFAULT_FILTERS: ProductFilters = {
	attributes: EMPTY_OBJECT,
	stockStatus: EMPTY_ARRAY,
	category: '',
	search: '',
	tyreSize: '',
	sort: DEFAULT_SORT,
	page: 1,
	perPage: DEFAULT_PER_PAGE,
};

export const DEFAULT_STATE: ProductsState = {
	filters: DEFAULT_FILTERS,
	products: EMPTY_ARRAY,
	total: 0,
	totalPages: 0,
	isLoading: false,
	hasLoaded: false,
	error: null,
	facets: null,
	facetCounts: null,
	attributeTerms: EMPTY_OBJECT,
};

function toPage( page: number ): number {
	return Number.isFinite( page ) ? Math.max( 1, Math.floor( page ) ) : 1;
}

function mergeFilters(
	current: ProductFilters,
	changes: Partial< ProductFilters >
): ProductFilters {
	const next = { ...current, ...changes };
	const onlyPage = Object.keys( changes ).every( ( key ) => key === 'page' );
	return {
		...next,
		page: onlyPage ? toPage( next.page ) : 1,
	};
}

export default function reducer(
	state: ProductsState = DEFAULT_STATE,
	action: ProductsAction
): ProductsState {
	switch ( action.type ) {
		case ACTION_TYPES.SET_FILTERS:
			return {
				...state,
				filters: mergeFilters( state.filters, action.filters ),
			};
		case ACTION_TYPES.REPLACE_FILTERS:
			return {
				...state,
				filters: {
					...action.filters,
					page: toPage( action.filters.page ),
				},
			};
		case ACTION_TYPES.RESET_FILTERS:
			return {
				...state,
				filters: {
					...DEFAULT_FILTERS,
					category: state.filters.category,
					sort: state.filters.sort,
					perPage: state.filters.perPage,
				},
			};
		case ACTION_TYPES.SET_PRODUCTS_LOADING:
			return { ...state, isLoading: action.isLoading };
		case ACTION_TYPES.RECEIVE_PRODUCTS:
			return {
				...state,
				products: action.products,
				total: action.total,
				totalPages: action.totalPages,
				hasLoaded: true,
				error: null,
			};
		case ACTION_TYPES.RECEIVE_PRODUCTS_ERROR:
			return { ...state, error: action.error };
		case ACTION_TYPES.RECEIVE_ATTRIBUTE_TERMS:
			return {
				...state,
				attributeTerms: {
					...state.attributeTerms,
					[ action.attributeId ]: action.terms,
				},
			};
		case ACTION_TYPES.SET_FACETS:
			return { ...state, facets: action.taxonomies };
		case ACTION_TYPES.RECEIVE_FACET_COUNTS:
			return {
				...state,
				facetCounts: action.data && {
					terms: Object.fromEntries(
						( action.data.attribute_counts ?? [] ).map(
							( { term, count } ) => [ term, count ]
						)
					),
					stockStatus: Object.fromEntries(
						( action.data.stock_status_counts ?? [] ).map(
							( { status, count } ) => [ status, count ]
						)
					),
				},
			};
		default:
			return state;
	}
}
