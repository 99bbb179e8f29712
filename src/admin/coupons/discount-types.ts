/**
 * The discount types with their labels, a coupon's amount as people read it
 * ("10 %" or "5,00 €"), its discount in words ("Envío gratuito", "Porcentaje
 * 10 %", "Descuento fijo 5,00 €") and whether it can be used.
 */
import { __, sprintf } from '@wordpress/i18n';

import { formatPrice, type PriceFormat } from '../settings/format-price';
import type { Coupon, CouponStatus, DiscountType } from './types';

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
		return `${ String( amount ).replace( '.', currency.decimalSeparator ) } %`;
	}
	return formatPrice(
		Math.round( amount * 10 ** currency.minorUnit ),
		currency
	);
}

/**
 * What the coupon gives, in words: the type with its amount, free shipping.
 *
 * @param coupon   The coupon.
 * @param currency How money is written.
 */
export function describeDiscount(
	coupon: Pick< Coupon, 'discount_type' | 'amount' | 'free_shipping' >,
	currency: PriceFormat
): string {
	if ( coupon.free_shipping && ! coupon.amount ) {
		return __( 'Free shipping', 'rueda' );
	}
	const amount = formatAmount(
		coupon.discount_type,
		coupon.amount,
		currency
	);
	let discount: string;
	switch ( coupon.discount_type ) {
		case 'percent':
			/* translators: %s: percentage, e.g. "10 %". */
			discount = sprintf( __( 'Percentage %s', 'rueda' ), amount );
			break;
		case 'fixed_product':
			discount = sprintf(
				/* translators: %s: amount, e.g. "5,00 €". */
				__( 'Fixed discount per product %s', 'rueda' ),
				amount
			);
			break;
		default:
			/* translators: %s: amount, e.g. "5,00 €". */
			discount = sprintf( __( 'Fixed discount %s', 'rueda' ), amount );
	}
	return coupon.free_shipping
		? /* translators: %s: the discount, e.g. "Porcentaje 10 %". */
			sprintf( __( '%s + free shipping', 'rueda' ), discount )
		: discount;
}

/**
 * Whether shoppers can use the coupon, as the list shows it.
 */
export function couponStatuses(): Array< {
	value: CouponStatus;
	label: string;
} > {
	return [
		{ value: 'active', label: __( 'Active', 'rueda' ) },
		{ value: 'expired', label: __( 'Expired', 'rueda' ) },
		{ value: 'used_up', label: __( 'Used up', 'rueda' ) },
	];
}
