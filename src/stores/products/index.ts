/**
 * The rueda/products store: the catalogue listing and the filters that drive it.
 *
 * Any block can drive the listing: dispatch `updateFilters` (e.g.
 * `{ tyreSize: '205/55 R16' }`, `{ search }`, `{ sort: 'price' }`),
 * `applyFilters`, `toggleAttributeTerm`, `toggleStockStatus`, `goToPage` or
 * `clearFilters` and every block showing the products follows (the product
 * grid also writes the change into the page's URL).
 */
import {
	createReduxStore,
	register,
	type ActionCreatorsOf,
	type CurriedSelectorsOf,
} from '@wordpress/data';

import * as actions from './actions';
import { STORE_KEY } from './constants';
import reducer from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import * as thunks from './thunks';

export const store = createReduxStore( STORE_KEY, {
	reducer,
	actions: { ...actions, ...thunks },
	selectors,
	resolvers,
} );

register( store );

export type ProductsStore = typeof store;

declare module '@wordpress/data' {
	function select(
		key: typeof STORE_KEY
	): CurriedSelectorsOf< ProductsStore >;
	function dispatch(
		key: typeof STORE_KEY
	): ActionCreatorsOf< ProductsStore >;
}

export {
	DEFAULT_PER_PAGE,
	DEFAULT_SORT,
	PRODUCT_SORTS,
	STOCK_STATUSES,
	STORE_KEY,
} from './constants';
export { DEFAULT_FILTERS } from './reducer';
export { getProductsPath, getProductsQuery } from './query';
export type * from './types';
