/**
 * The chosen options in the page's query string (?ejes=ambos-ejes), so a
 * product page with its options chosen can be shared. Each attribute's
 * parameter is its name as a slug.
 */
import type { Choice, ChoiceAttribute } from './variation-choices';

/**
 * "Ejes" → "ejes", "Tipo de vehículo" → "tipo-de-vehiculo".
 *
 * @param text Attribute name.
 */
export function toParameterName( text: string ): string {
	return text
		.normalize( 'NFD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.toLowerCase()
		.replace( /[^a-z0-9]+/g, '-' )
		.replace( /^-+|-+$/g, '' );
}

/**
 * The values the query names, by attribute key (unchecked: sanitize them).
 *
 * @param search     `location.search`.
 * @param attributes Attributes to choose.
 */
export function readChoiceFromQuery(
	search: string,
	attributes: readonly ChoiceAttribute[]
): Record< string, string > {
	const query = new URLSearchParams( search );
	const wanted: Record< string, string > = {};
	for ( const attribute of attributes ) {
		const value = query.get( toParameterName( attribute.key ) );
		if ( value ) {
			wanted[ attribute.key ] = value;
		}
	}
	return wanted;
}

/**
 * The URL with the choice in its query (other parameters kept).
 *
 * @param href       Current URL.
 * @param attributes Attributes to choose.
 * @param choice     The choice.
 */
export function writeChoiceToUrl(
	href: string,
	attributes: readonly ChoiceAttribute[],
	choice: Choice
): string {
	const url = new URL( href );
	for ( const attribute of attributes ) {
		const name = toParameterName( attribute.key );
		const value = choice[ attribute.key ];
		if ( value ) {
			url.searchParams.set( name, value );
		} else {
			url.searchParams.delete( name );
		}
	}
	return url.href;
}
