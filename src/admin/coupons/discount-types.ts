/**
 * The discount types with their labels, and a coupon's amount as people read
 * it ("10 %" or "5,00 €").
 */
import { __ } from '@wordpress/i18n';

import { formatPrice, type PriceFormat } from '../settings/format-price';
import type { DiscountType } from './types';

export function discountTypes(): Array< {
	value: DiscountType;
	label: string;
} > {
	return [
		{ value: 'percent', label: __( 'Percentage discount', 'rueda' ) },
		{ value: 'fixed_cart', label: __( 'Fixed cart discount', 'rueda' ) },
		{
			value: 'fixed_product',
			label: __( 'Fixed product discount', 'rueda' ),
		},
	];
}

/**
 * @param type     Discount type.
 * @param amount   Percentage, or money in the currency's units.
 * @param currency How money is written.
 */
export function formatAmount(
	type: DiscountType,
	amount: number,
	currency: PriceFormat
): string {
	if ( type === 'percent' ) {
		return `${ amount } %`;
	}
	return formatPrice(
		Math.round( amount * 10 ** currency.minorUnit ),
		currency
	);
}
