/**
 * Immutable list edits for the settings' lists (zones, methods, pickup
 * locations, gateways).
 */

/**
 * @param list  List.
 * @param index Entry.
 * @param patch Changes.
 */
export function replaceAt< T >(
	list: readonly T[],
	index: number,
	patch: Partial< T >
): T[] {
	return list.map( ( item, at ) =>
		at === index ? { ...item, ...patch } : item
	);
}

/**
 * @param list  List.
 * @param index Entry.
 */
export function removeAt< T >( list: readonly T[], index: number ): T[] {
	return list.filter( ( _item, at ) => at !== index );
}

/**
 * Moves an entry one place up (-1) or down (1); out of range does nothing.
 *
 * @param list  List.
 * @param index Entry.
 * @param delta -1 or 1.
 */
export function move< T >(
	list: readonly T[],
	index: number,
	delta: -1 | 1
): T[] {
	const target = index + delta;
	if ( target < 0 || target >= list.length ) {
		return [ ...list ];
	}
	return list.map( ( item, at ) => {
		if ( at === index ) {
			return list[ target ] as T;
		}
		return at === target ? ( list[ index ] as T ) : item;
	} );
}
