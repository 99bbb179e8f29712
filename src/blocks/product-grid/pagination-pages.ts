/**
 * The page numbers a pagination shows: all of them when few, else the first,
 * the last and the current one with its neighbours, with gaps between.
 */
export type PageItem = number | 'gap';

export function getPageItems( page: number, totalPages: number ): PageItem[] {
	if ( totalPages <= 7 ) {
		return Array.from( { length: totalPages }, ( _, index ) => index + 1 );
	}
	const pages = new Set( [ 1, page - 1, page, page + 1, totalPages ] );
	const sorted = [ ...pages ]
		.filter( ( number ) => number >= 1 && number <= totalPages )
		.sort( ( a, b ) => a - b );
	const items: PageItem[] = [];
	sorted.forEach( ( number, index ) => {
		const previous = sorted[ index - 1 ];
		if ( previous !== undefined && number - previous > 1 ) {
			items.push( 'gap' );
		}
		items.push( number );
	} );
	return items;
}
