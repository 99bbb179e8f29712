/**
 * Coupons as rueda/v1/coupons sends and takes them (money in the currency's
 * units; 0 means "none" for limits).
 */
import type { PriceFormat } from '../settings/format-price';

export type DiscountType = 'percent' | 'fixed_cart' | 'fixed_product';

export type CouponFields = {
	code: string;
	description: string;
	discount_type: DiscountType;
	amount: number;
	free_shipping: boolean;
	individual_use: boolean;
	/** YYYY-MM-DD, or '' for none. */
	expires: string;
	usage_limit: number;
	usage_limit_per_user: number;
	minimum_amount: number;
	maximum_amount: number;
	product_ids: number[];
	excluded_product_ids: number[];
	category_ids: number[];
	excluded_category_ids: number[];
};

/** Past its expiry date, out of uses, or usable. */
export type CouponStatus = 'active' | 'expired' | 'used_up';

export type Coupon = CouponFields & {
	id: number;
	/** Uses so far: counted on the coupon plus those taken by orders. */
	usage_count: number;
	/** Site time, "YYYY-MM-DD HH:MM:SS". */
	date_created: string;
	/** The creation and expiry dates as the orders list writes dates. */
	date_display: string;
	expires_display: string;
	status: CouponStatus;
};

export type Choice = { id: number; name: string };

/** Printed by includes/Admin/CouponsPage.php as window.ruedaAdmin. */
export type CouponsPageData = {
	currency: PriceFormat;
	products: Choice[];
	categories: Choice[];
};

export const COUPONS_PATH = '/rueda/v1/coupons';

export const NEW_COUPON: CouponFields = {
	code: '',
	description: '',
	discount_type: 'percent',
	amount: 10,
	free_shipping: false,
	individual_use: false,
	expires: '',
	usage_limit: 0,
	usage_limit_per_user: 0,
	minimum_amount: 0,
	maximum_amount: 0,
	product_ids: [],
	excluded_product_ids: [],
	category_ids: [],
	excluded_category_ids: [],
};
