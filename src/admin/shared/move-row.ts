/**
 * A list with one item moved (for tables whose order matters); moving past
 * either end leaves it as it was.
 *
 * @param rows The rows.
 * @param from Index of the row to move.
 * @param to   Where it goes.
 */
export function moveRow< T >( rows: readonly T[], from: number, to: number ) {
	if ( to < 0 || to >= rows.length ) {
		return [ ...rows ];
	}
	const moved = [ ...rows ];
	const [ row ] = moved.splice( from, 1 );
	moved.splice( to, 0, row as T );
	return moved;
}
