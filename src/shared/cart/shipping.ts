/**
 * Shipping rules the cart shows (spec sections 3, 8 and 9).
 */
import type {
	CartError,
	CartResponse,
	ShippingDestination,
	ShippingPackage,
	ShippingRate,
} from '../api';
import { addAmounts } from '../money';

export const PICKUP_METHOD_ID = 'pickup_location';

const SHIPPING_ERROR_PREFIX = 'woocommerce_rest_cart_shipping_rates_';

export function isPickupRate(
	rate: Pick< ShippingRate, 'method_id' >
): boolean {
	return rate.method_id === PICKUP_METHOD_ID;
}

/**
 * A rate's price as the cart shows it.
 *
 * @param rate         Shipping rate.
 * @param includingTax Whether cart prices are shown with tax.
 */
export function getRatePrice(
	rate: ShippingRate,
	includingTax: boolean
): number {
	return addAmounts( rate.price, includingTax ? rate.taxes : 0 );
}

export function getSelectedRate(
	shippingPackage: ShippingPackage
): ShippingRate | null {
	return (
		shippingPackage.shipping_rates.find( ( rate ) => rate.selected ) ?? null
	);
}

/**
 * The pickup rate chosen for the whole order, or null while any package is
 * delivered or not chosen yet: then the cart no longer asks for an address.
 *
 * @param packages Shipping packages.
 */
export function getChosenPickupRate(
	packages: readonly ShippingPackage[]
): ShippingRate | null {
	const chosen = packages.map( getSelectedRate );
	const [ first ] = chosen;
	return first &&
		chosen.every(
			( rate ) =>
				rate && isPickupRate( rate ) && rate.rate_id === first.rate_id
		)
		? first
		: null;
}

/**
 * Some package offers rates but none is chosen yet: the totals are not final
 * ('Totals will be recalculated when a valid shipping method is selected.').
 *
 * @param packages Shipping packages.
 */
export function needsRateSelection(
	packages: readonly ShippingPackage[]
): boolean {
	return packages.some(
		( shippingPackage ) =>
			shippingPackage.shipping_rates.length > 0 &&
			! getSelectedRate( shippingPackage )
	);
}

/**
 * Local pickup was chosen for several packages but not at the same place
 * ('Multiple shipments must have the same pickup location').
 *
 * @param packages Shipping packages.
 */
export function hasMixedPickupLocations(
	packages: readonly ShippingPackage[]
): boolean {
	const pickups = packages
		.map( getSelectedRate )
		.filter(
			( rate ): rate is ShippingRate => !! rate && isPickupRate( rate )
		);
	return new Set( pickups.map( ( rate ) => rate.rate_id ) ).size > 1;
}

/**
 * The package to select a rate for: pickup applies to every package (null),
 * any other rate to its own package.
 *
 * @param rate            Chosen rate.
 * @param shippingPackage Its package.
 */
export function getRatePackageId(
	rate: ShippingRate,
	shippingPackage: ShippingPackage
): ShippingPackage[ 'package_id' ] | null {
	return isPickupRate( rate ) ? null : shippingPackage.package_id;
}

/**
 * Where the rates shown are estimated while the shopper has given no address:
 * the shop's own (the server's default destination). Null once the shopper's
 * address is known.
 *
 * @param cart Cart.
 */
export function getEstimatedDestination(
	cart: CartResponse
): ShippingDestination | null {
	const destination = cart.shipping_rates[ 0 ]?.destination;
	return ! cart.has_calculated_shipping &&
		! cart.shipping_address.country &&
		destination?.country
		? destination
		: null;
}

/**
 * The cart's shipping problems (invalid country, missing state...).
 *
 * @param errors The cart's errors.
 */
export function getShippingErrors( errors: readonly CartError[] ): CartError[] {
	return errors.filter( ( { code } ) =>
		code.startsWith( SHIPPING_ERROR_PREFIX )
	);
}

/**
 * A meta value of a rate, e.g. the pickup location's address.
 *
 * @param rate Shipping rate.
 * @param key  Meta key.
 */
export function getRateMeta( rate: ShippingRate, key: string ): string {
	return rate.meta_data.find( ( meta ) => meta.key === key )?.value ?? '';
}

/** What a pickup rate tells about its place. */
export type PickupInfo = {
	address: string;
	/** One line a row of opening hours ("Sábado: 9:00–14:00"), then closures. */
	hours: string[];
	/** The owner's directions ("How to get there"), as typed. */
	directions: string;
};

/**
 * The address, opening hours (from the location's schedule) and directions of
 * a pickup rate, from its meta (`pickup_address`, `pickup_hours`,
 * `pickup_details`, as WooCommerce names them).
 *
 * @param rate Pickup rate.
 */
export function getPickupInfo( rate: ShippingRate ): PickupInfo {
	return {
		address: getRateMeta( rate, 'pickup_address' ),
		hours: getRateMeta( rate, 'pickup_hours' )
			.split( '\n' )
			.map( ( line ) => line.trim() )
			.filter( Boolean ),
		directions: getRateMeta( rate, 'pickup_details' ).trim(),
	};
}
