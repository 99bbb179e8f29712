/**
 * Shipping rate events (spec section 4): emitted after rates load and after a
 * rate is selected, for blocks and extensions that react to them.
 */
import type { ApiErrorResponse, ShippingPackage } from '../../shared/api';
import { createEventEmitter } from './event-emitter';
import type { ShippingErrorStatus, ShippingPackageId } from './types';

export const SHIPPING_EVENTS = {
	SUCCESS: 'shipping_rates_success',
	FAIL: 'shipping_rates_fail',
	SELECT_SUCCESS: 'shipping_rate_select_success',
	SELECT_FAIL: 'shipping_rate_select_fail',
} as const;

export type ShippingEventPayloads = {
	[ SHIPPING_EVENTS.SUCCESS ]: { shippingRates: readonly ShippingPackage[] };
	[ SHIPPING_EVENTS.FAIL ]: {
		status: Exclude< ShippingErrorStatus, 'none' >;
	};
	[ SHIPPING_EVENTS.SELECT_SUCCESS ]: {
		rateId: string;
		packageId: ShippingPackageId;
		shippingRates: readonly ShippingPackage[];
	};
	[ SHIPPING_EVENTS.SELECT_FAIL ]: {
		rateId: string;
		packageId: ShippingPackageId;
		error: ApiErrorResponse;
	};
};

/** One emitter for the page, shared by every registry. */
export const shippingEvents = createEventEmitter< ShippingEventPayloads >();
