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
 * What the shopper filters the catalogue by. Blocks that drive the listing
 * (the product grid's own filters, a tyre finder) change it through the
 * store's actions and the listing follows.
 */
export type ProductFilters = {
	/** Chosen term slugs by attribute taxonomy, e.g. `{ rueda_pa_rim: [ '16' ] }`. */
	attributes: Readonly< Record< string, readonly string[] > >;
	stockStatus: readonly StockStatus[];
	/** 1-based. */
	page: number;
	perPage: number;
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
