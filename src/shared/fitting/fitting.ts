/**
 * Tyres bought fitted at the workshop, as the Store API describes them in
 * Rueda's own `rueda` namespace: a product's fitted price
 * (`extensions.rueda.fitting`) and a cart line's part in a fitting
 * (`extensions.rueda`: `fitted`, `fitted_to`, `services`). Read defensively:
 * anything malformed reads as no fitting.
 */
import { isRecord } from '../api/guards';
import type { CartItem, ExtensionsData } from '../api';

export const FITTING_NAMESPACE = 'rueda';

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

/** A cart line's part in a fitting. */
export type LineFitting = {
	/** A tyre bought fitted. */
	fitted: boolean;
	/** The key of the tyre's line, for a service fitted to it. */
	fittedTo: string | null;
	/** The keys of a fitted tyre's service lines. */
	services: string[];
};

const AMOUNT = /^\d+$/;

function isFittingService( value: unknown ): value is FittingService {
	return (
		isRecord( value ) &&
		typeof value.id === 'number' &&
		typeof value.name === 'string' &&
		typeof value.price === 'string' &&
		AMOUNT.test( value.price )
	);
}

function isProductFitting( value: unknown ): value is ProductFitting {
	return (
		isRecord( value ) &&
		isRecord( value.band ) &&
		typeof value.band.id === 'string' &&
		typeof value.band.name === 'string' &&
		Array.isArray( value.services ) &&
		value.services.length > 0 &&
		value.services.every( isFittingService ) &&
		[
			value.services_price,
			value.price_per_tyre,
			value.price_for_set,
		].every(
			( amount ) => typeof amount === 'string' && AMOUNT.test( amount )
		) &&
		typeof value.set_quantity === 'number'
	);
}

/**
 * A product's fitted price, or null when it cannot be bought fitted.
 *
 * @param product            A Store API product.
 * @param product.extensions Its extension data.
 */
export function getProductFitting( product: {
	extensions?: ExtensionsData;
} ): ProductFitting | null {
	const data = product.extensions?.[ FITTING_NAMESPACE ];
	const fitting = isRecord( data ) ? data.fitting : null;
	return isProductFitting( fitting ) ? fitting : null;
}

/**
 * A cart line's part in a fitting.
 *
 * @param item A cart line.
 */
export function getLineFitting(
	item: Pick< CartItem, 'extensions' >
): LineFitting {
	const data = item.extensions?.[ FITTING_NAMESPACE ];
	if ( ! isRecord( data ) ) {
		return { fitted: false, fittedTo: null, services: [] };
	}
	return {
		fitted: data.fitted === true,
		fittedTo:
			typeof data.fitted_to === 'string' && data.fitted_to
				? data.fitted_to
				: null,
		services: Array.isArray( data.services )
			? data.services.filter(
					( key ): key is string => typeof key === 'string'
				)
			: [],
	};
}

/**
 * Whether a cart holds a tyre bought fitted (collected at the workshop).
 *
 * @param items The cart's lines.
 */
export function hasFittedTyre(
	items: readonly Pick< CartItem, 'extensions' >[]
): boolean {
	return items.some( ( item ) => getLineFitting( item ).fitted );
}

/** A cart line and, for a fitted service, the tyre line it goes with. */
export type GroupedLine< T > = { item: T; fittedTo: T | null };

/**
 * The lines with each fitted tyre's services right after it, in the order
 * the server sent them; a service whose tyre is missing stays where it was.
 *
 * @param items The cart's lines.
 */
export function groupFittedLines<
	T extends Pick< CartItem, 'key' | 'extensions' >,
>( items: readonly T[] ): GroupedLine< T >[] {
	const byKey = new Map( items.map( ( item ) => [ item.key, item ] ) );
	const placed = new Set< string >();
	const grouped: GroupedLine< T >[] = [];
	for ( const item of items ) {
		const fittedTo = getLineFitting( item ).fittedTo;
		const tyre = fittedTo ? ( byKey.get( fittedTo ) ?? null ) : null;
		if ( placed.has( item.key ) || tyre ) {
			continue;
		}
		grouped.push( { item, fittedTo: null } );
		placed.add( item.key );
		for ( const service of items ) {
			if ( getLineFitting( service ).fittedTo === item.key ) {
				grouped.push( { item: service, fittedTo: item } );
				placed.add( service.key );
			}
		}
	}
	return grouped;
}
