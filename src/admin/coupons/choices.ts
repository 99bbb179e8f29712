/**
 * Ids <-> the names a shop owner picks in a token field (products, categories).
 */
import type { Choice } from './types';

/**
 * @param ids     Ids.
 * @param choices Known choices.
 */
export function idsToNames(
	ids: readonly number[],
	choices: readonly Choice[]
): string[] {
	return ids.map(
		( id ) =>
			choices.find( ( choice ) => choice.id === id )?.name ?? `#${ id }`
	);
}

/**
 * Names (or "#id") back to ids; unknown names are dropped.
 *
 * @param names   Tokens.
 * @param choices Known choices.
 */
export function namesToIds(
	names: readonly string[],
	choices: readonly Choice[]
): number[] {
	const ids = names
		.map( ( name ) => {
			const byId = /^#(\d+)$/.exec( name.trim() );
			if ( byId ) {
				return Number( byId[ 1 ] );
			}
			return choices.find(
				( choice ) =>
					choice.name.toLocaleLowerCase() ===
					name.trim().toLocaleLowerCase()
			)?.id;
		} )
		.filter( ( id ): id is number => id !== undefined );
	return [ ...new Set( ids ) ];
}
