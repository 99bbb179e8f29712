/**
 * A cart line's texts after the checkout filters, as in WooCommerce Blocks:
 * name, class, remove link and the formats of its prices, each given the
 * line's `extensions`, the cart, the line and where it shows ('cart' rows or
 * the checkout's 'summary').
 */
import {
	containsPricePlaceholder,
	useCheckoutFilter,
	PRICE_PLACEHOLDER,
} from '@rueda/runtime';
import { decodeEntities } from '@wordpress/html-entities';

import type { CartItem, CartResponse } from '@rueda/shared/api';

export type ItemFilterContext = 'cart' | 'summary';

export function useItemFilters(
	item: CartItem,
	cart: CartResponse | null,
	context: ItemFilterContext
) {
	const common = {
		extensions: item.extensions,
		arg: { cart, cartItem: item, context },
	};
	const priceFormat = {
		...common,
		defaultValue: PRICE_PLACEHOLDER,
		validation: containsPricePlaceholder,
	};
	return {
		name: useCheckoutFilter( {
			...common,
			filterName: 'itemName',
			defaultValue: decodeEntities( item.name ),
		} ),
		className: useCheckoutFilter( {
			...common,
			filterName: 'cartItemClass',
			defaultValue: '',
		} ),
		showRemoveLink: useCheckoutFilter( {
			...common,
			filterName: 'showRemoveItemLink',
			defaultValue: true,
		} ),
		priceFormat: useCheckoutFilter( {
			...priceFormat,
			filterName: 'cartItemPrice',
		} ),
		saleBadgeFormat: useCheckoutFilter( {
			...priceFormat,
			filterName: 'saleBadgePriceFormat',
		} ),
		subtotalFormat: useCheckoutFilter( {
			...priceFormat,
			filterName: 'subtotalPriceFormat',
		} ),
	};
}
