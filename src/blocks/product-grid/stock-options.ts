/**
 * The stock statuses shoppers filter by, with their labels.
 */
import { __ } from '@wordpress/i18n';

import type { StockStatus } from '@rueda/shared/api';
import type { CheckboxOption } from './checkbox-list';

export function getStockOptions(): Array<
	CheckboxOption & { value: StockStatus }
> {
	return [
		{ value: 'instock', label: __( 'In stock', 'rueda' ) },
		{ value: 'onbackorder', label: __( 'On backorder', 'rueda' ) },
		{ value: 'outofstock', label: __( 'Out of stock', 'rueda' ) },
	];
}

export function isStockStatus( value: string ): value is StockStatus {
	return getStockOptions().some( ( option ) => option.value === value );
}
