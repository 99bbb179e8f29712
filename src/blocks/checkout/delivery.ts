/**
 * Shipping or pickup: which rates the ship/pickup toggle selects, which
 * pickup locations are offered, and when the shopper is warned that several
 * packages are collected at different places (spec sections 3, 7 and 8).
 */
import type { ShippingPackage, ShippingRate } from '@rueda/shared/api';
import {
	getSelectedRate,
	hasMixedPickupLocations,
	isPickupRate,
} from '@rueda/shared/cart/shipping';

/** A rate to select: `packageId` null selects it for every package. */
export type RateSelection = {
	rateId: string;
	packageId: ShippingPackage[ 'package_id' ] | null;
};

export function hasPickupRates(
	packages: readonly ShippingPackage[]
): boolean {
	return packages.some( ( shippingPackage ) =>
		shippingPackage.shipping_rates.some( isPickupRate )
	);
}

/**
 * The pickup locations, once each (every package lists the same ones).
 *
 * @param packages Shipping packages.
 */
export function getPickupRates(
	packages: readonly ShippingPackage[]
): ShippingRate[] {
	const rates = new Map< string, ShippingRate >();
	for ( const shippingPackage of packages ) {
		for ( const rate of shippingPackage.shipping_rates ) {
			if ( isPickupRate( rate ) && ! rates.has( rate.rate_id ) ) {
				rates.set( rate.rate_id, rate );
			}
		}
	}
	return [ ...rates.values() ];
}

/**
 * Choosing pickup: the first pickup location, for every package.
 *
 * @param packages Shipping packages.
 */
export function getPickupSelection(
	packages: readonly ShippingPackage[]
): RateSelection | null {
	const [ first ] = getPickupRates( packages );
	return first ? { rateId: first.rate_id, packageId: null } : null;
}

/**
 * Choosing shipping: each package whose selected rate is not already a
 * shipping one gets its first shipping rate.
 *
 * @param packages Shipping packages.
 */
export function getShipSelections(
	packages: readonly ShippingPackage[]
): RateSelection[] {
	const selections: RateSelection[] = [];
	for ( const shippingPackage of packages ) {
		const selected = getSelectedRate( shippingPackage );
		if ( selected && ! isPickupRate( selected ) ) {
			continue;
		}
		const rate = shippingPackage.shipping_rates.find(
			( candidate ) => ! isPickupRate( candidate )
		);
		if ( rate ) {
			selections.push( {
				rateId: rate.rate_id,
				packageId: shippingPackage.package_id,
			} );
		}
	}
	return selections;
}

/**
 * Whether every package with a selected rate is picked up: the shopper chose
 * pickup before (the server remembers it).
 *
 * @param packages Shipping packages.
 */
export function isPickupSelected(
	packages: readonly ShippingPackage[]
): boolean {
	const selected = packages
		.map( getSelectedRate )
		.filter( ( rate ): rate is ShippingRate => rate !== null );
	return selected.length > 0 && selected.every( isPickupRate );
}

/**
 * 'Multiple shipments must have the same pickup location': pickup is chosen
 * for several packages, and not the same location for all.
 *
 * @param packages Shipping packages.
 */
export function showsPickupLocationWarning(
	packages: readonly ShippingPackage[]
): boolean {
	return packages.length > 1 && hasMixedPickupLocations( packages );
}

/**
 * The rates the shipping options step lists: pickup is chosen with the
 * ship/pickup toggle (a block that cannot be removed), so pickup rates are
 * left out; a package with pickup only (no address yet) lists none.
 *
 * @param packages Shipping packages.
 */
export function withoutPickupRates(
	packages: readonly ShippingPackage[]
): ShippingPackage[] {
	return packages.map( ( shippingPackage ) =>
		shippingPackage.shipping_rates.some( isPickupRate )
			? {
					...shippingPackage,
					shipping_rates: shippingPackage.shipping_rates.filter(
						( rate ) => ! isPickupRate( rate )
					),
				}
			: shippingPackage
	);
}
