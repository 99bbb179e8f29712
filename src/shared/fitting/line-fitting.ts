/**
 * A cart line's part in a fitting at the workshop, as the Store API gives it
 * in Rueda's own namespace (`extensions.rueda`: `fitted`, `fitted_to`): a
 * tyre bought fitted, a service fitted to the tyre of another line, or
 * neither. Read defensively: anything malformed reads as neither.
 */
import type { CartItem } from '../api';

type Line = Pick< CartItem, 'extensions' >;

/**
 * Whether a line is a tyre bought fitted.
 *
 * @param item A cart line.
 */
export const isFittedTyre = ( item: Line ): boolean =>
	( item.extensions?.rueda as { fitted?: unknown } )?.fitted === true;

/**
 * The key of the tyre line a fitted service goes with, or null.
 *
 * @param item A cart line.
 */
export function fittedTo( item: Line ): string | null {
	const key = ( item.extensions?.rueda as { fitted_to?: unknown } )
		?.fitted_to;
	return typeof key === 'string' && key ? key : null;
}

/**
 * Whether a cart holds a tyre bought fitted (collected at the workshop).
 *
 * @param items The cart's lines.
 */
export const hasFittedTyre = ( items: readonly Line[] ): boolean =>
	items.some( isFittedTyre );

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
	const keys = new Set( items.map( ( item ) => item.key ) );
	const grouped: GroupedLine< T >[] = [];
	for ( const item of items ) {
		const tyre = fittedTo( item );
		if ( tyre === null || ! keys.has( tyre ) ) {
			grouped.push( { item, fittedTo: null } );
			for ( const service of items ) {
				if ( fittedTo( service ) === item.key ) {
					grouped.push( { item: service, fittedTo: item } );
				}
			}
		}
	}
	return grouped;
}
