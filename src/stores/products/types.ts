/**
 * App-side types of the rueda/products store (the wire types live in shared/api).
 */
import type {
	ReduxStoreConfig,
	StoreDescriptor,
	ThunkArgs,
} from '@wordpress/data';

import type {
	ApiErrorResponse,
	ProductAttributeTerm,
	ProductResponse,
	StockStatus,
} from '../../shared/api';
import type * as actions from './actions';
import type * as selectors from './selectors';

/**
 * Orders of the listing: the workshop's own order (`menu_order`, the
 * default), price both ways, best selling, best rated, and the EU label's
 * fuel efficiency and wet grip classes (A first).
 */
export type ProductSort =
	| 'menu_order'
	| 'price'
	| 'price-desc'
	| 'popularity'
	| 'rating'
	| 'fuel_class'
	| 'wet_grip_class';

/**
 * What the shopper filters the catalogue by. Blocks that drive the listing
 * (the product grid's own filters, a tyre finder) change it through the
 * store's actions and the listing follows.
 */
export type ProductFilters = {
	/** Chosen term slugs by attribute taxonomy, e.g. `{ rueda_pa_rim: [ 'r16' ] }`. */
	attributes: Readonly< Record< string, readonly string[] > >;
	stockStatus: readonly StockStatus[];
	/** Category slug (its children included); '' for the whole catalogue. */
	category: string;
	/** Text search; a tyre size written in it filters by that size too. '' for none. */
	search: string;
	/** Tyre size as GET /products takes it (`tyre_size`), e.g. `205/55 R16`; '' for any. */
	tyreSize: string;
	sort: ProductSort;
	/** 1-based. */
	page: number;
	perPage: number;
};

export type FacetCounts = {
	/** Products by term id. */
	terms: Readonly< Record< number, number > >;
	stockStatus: Readonly< Partial< Record< StockStatus, number > > >;
};

export type ProductsState = {
	filters: ProductFilters;
	products: readonly ProductResponse[];
	/** From X-WP-Total and X-WP-TotalPages. */
	total: number;
	totalPages: number;
	isLoading: boolean;
	hasLoaded: boolean;
	error: ApiErrorResponse | null;
	/** Attribute taxonomies whose options show counts (stock too); null: no counts wanted. */
	facets: readonly string[] | null;
	/** Counts under the current filters (each facet without its own choice), once fetched. */
	facetCounts: FacetCounts | null;
	/** Terms by attribute id, once fetched. */
	attributeTerms: Readonly<
		Record< number, readonly ProductAttributeTerm[] >
	>;
};

export type ProductsAction = ReturnType<
	( typeof actions )[ keyof typeof actions ]
>;

export type ProductsThunkArgs = ThunkArgs<
	StoreDescriptor<
		ReduxStoreConfig< ProductsState, typeof actions, typeof selectors >
	>
>;
