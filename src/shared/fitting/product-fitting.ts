/**
 * A product's fitted price, as the Store API gives it in Rueda's own namespace
 * (`extensions.rueda.fitting`). Read defensively: anything malformed reads as
 * no fitting.
 */
import type { ExtensionsData } from '../api';

/** A service of a fitting, with its price per tyre (minor units). */
export type FittingService = { id: number; name: string; price: string };

/** What a tyre costs fitted; amounts in minor units, in the product's currency. */
export type ProductFitting = {
	band: { id: string; name: string };
	services: FittingService[];
	/** The services, per tyre. */
	services_price: string;
	/** One tyre fitted: its price and its services'. */
	price_per_tyre: string;
	/** The set the price below is for (4). */
	set_quantity: number;
	price_for_set: string;
};

const isAmount = ( value: unknown ) =>
	typeof value === 'string' && /^\d+$/.test( value );

/**
 * A product's fitted price, or null when it cannot be bought fitted.
 *
 * @param product            A Store API product.
 * @param product.extensions Its extension data.
 */
export function getProductFitting( product: {
	extensions?: ExtensionsData;
} ): ProductFitting | null {
	const fitting = (
		product.extensions?.rueda as { fitting?: Partial< ProductFitting > }
	 )?.fitting;
	const valid =
		!! fitting &&
		typeof fitting.band?.id === 'string' &&
		typeof fitting.band.name === 'string' &&
		typeof fitting.set_quantity === 'number' &&
		!! fitting.services?.length &&
		fitting.services.every(
			( service ) =>
				typeof service?.name === 'string' && isAmount( service.price )
		) &&
		[
			fitting.services_price,
			fitting.price_per_tyre,
			fitting.price_for_set,
		].every( isAmount );
	return valid ? ( fitting as ProductFitting ) : null;
}
