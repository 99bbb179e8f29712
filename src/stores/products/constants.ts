/**
 * Constants of the rueda/products store.
 */
import type { StockStatus } from '../../shared/api';

export const STORE_KEY = 'rueda/products';

export const DEFAULT_PER_PAGE = 12;

/** The stock statuses shoppers filter by (spec section 5). */
export const STOCK_STATUSES: readonly StockStatus[] = [
	'instock',
	'outofstock',
	'onbackorder',
];

// Shared empty values keep selector results stable between calls.
export const EMPTY_ARRAY: readonly never[] = Object.freeze( [] );
export const EMPTY_OBJECT: Readonly< Record< string, never > > = Object.freeze(
	{}
);
