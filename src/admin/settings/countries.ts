/**
 * Country codes <-> the names a shop owner types in the token field.
 */

/**
 * @param codes     Country codes.
 * @param countries Code => name.
 */
export function codesToNames(
	codes: readonly string[],
	countries: Readonly< Record< string, string > >
): string[] {
	return codes.map( ( code ) => countries[ code ] ?? code );
}

/**
 * Names (or codes) back to codes; unknown entries are dropped.
 *
 * @param names     Tokens as typed or chosen.
 * @param countries Code => name.
 */
export function namesToCodes(
	names: readonly string[],
	countries: Readonly< Record< string, string > >
): string[] {
	const byName = new Map(
		Object.entries( countries ).map( ( [ code, name ] ) => [
			name.toLocaleLowerCase(),
			code,
		] )
	);
	const codes = names
		.map( ( name ) => {
			const upper = name.trim().toUpperCase();
			return countries[ upper ]
				? upper
				: byName.get( name.trim().toLocaleLowerCase() );
		} )
		.filter( ( code ): code is string => !! code );
	return [ ...new Set( codes ) ];
}
