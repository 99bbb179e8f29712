/**
 * The invoice's part of the checkout settings (includes/Blocks/CheckoutData.php):
 * the shop's legal identity, shown below the order summary, and the tax id and
 * company a logged-in customer gave last time. Read and checked; anything
 * missing or malformed means "none".
 */
import { getShopSettings } from '@rueda/runtime';

import { isRecord } from '@rueda/shared/api/guards';

export type ShopIdentity = {
	legalName: string;
	taxId: string;
	address: string;
	/** The mercantile registry line ('' when not given). */
	registry: string;
};

export type RememberedTaxDetails = { taxId: string; company: string };

const text = ( value: unknown ): string =>
	typeof value === 'string' ? value : '';

/**
 * @param value The `shopIdentity` key of the checkout settings.
 * @return The identity, or null when the shop has not completed it.
 */
export function readShopIdentity( value: unknown ): ShopIdentity | null {
	if ( ! isRecord( value ) ) {
		return null;
	}
	const identity = {
		legalName: text( value.legalName ),
		taxId: text( value.taxId ),
		address: text( value.address ),
		registry: text( value.registry ),
	};
	return identity.legalName && identity.taxId && identity.address
		? identity
		: null;
}

/**
 * @param value The `invoice` key of the checkout settings.
 * @return What to prefill ('' each for guests and first-timers).
 */
export function readRememberedTaxDetails(
	value: unknown
): RememberedTaxDetails {
	const source = isRecord( value ) ? value : {};
	return { taxId: text( source.taxId ), company: text( source.company ) };
}

function checkoutSettings(): Record< string, unknown > {
	const { checkout } = getShopSettings();
	return isRecord( checkout ) ? checkout : {};
}

/** The page's shop identity (null when incomplete or absent). */
export function getShopIdentity(): ShopIdentity | null {
	return readShopIdentity( checkoutSettings().shopIdentity );
}

/** The page's remembered tax details. */
export function getRememberedTaxDetails(): RememberedTaxDetails {
	return readRememberedTaxDetails( checkoutSettings().invoice );
}
