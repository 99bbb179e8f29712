/**
 * Constants of the rueda/products store.
 */
import type { StockStatus } from '../../shared/api';
import type { ProductSort } from './types';

export const STORE_KEY = 'rueda/products';

export const DEFAULT_PER_PAGE = 12;

/** The stock statuses shoppers filter by (spec section 5). */
export const STOCK_STATUSES: readonly StockStatus[] = [
	'instock',
	'outofstock',
	'onbackorder',
];

/** The listing's orders, the default first. */
export const PRODUCT_SORTS: readonly ProductSort[] = [
	'menu_order',
	'price',
	'price-desc',
	'popularity',
	'rating',
	'fuel_class',
	'wet_grip_class',
];

export const DEFAULT_SORT: ProductSort = 'menu_order';

// Shared empty values keep selector results stable between calls.
export const EMPTY_ARRAY: readonly never[] = Object.freeze( [] );
export const EMPTY_OBJECT: Readonly< Record< string, never > > = Object.freeze(
	{}
);
