/**
 * The orders shoppers sort the listing by, with their labels.
 */
import { __, _x } from '@wordpress/i18n';

import type { ProductSort } from '@rueda/stores/products/types';

export type SortOption = { value: ProductSort; label: string };

export function getSortOptions(): SortOption[] {
	return [
		{ value: 'menu_order', label: __( 'Workshop order', 'rueda' ) },
		{ value: 'price', label: __( 'Price: low to high', 'rueda' ) },
		{ value: 'price-desc', label: __( 'Price: high to low', 'rueda' ) },
		{ value: 'popularity', label: __( 'Best selling', 'rueda' ) },
		{ value: 'rating', label: __( 'Top rated', 'rueda' ) },
		{
			value: 'fuel_class',
			label: _x( 'Fuel efficiency', 'sort order', 'rueda' ),
		},
		{
			value: 'wet_grip_class',
			label: _x( 'Wet grip', 'sort order', 'rueda' ),
		},
	];
}

export function isProductSort( value: string ): value is ProductSort {
	return getSortOptions().some( ( option ) => option.value === value );
}
