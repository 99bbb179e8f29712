/**
 * Zone locations: countries ("ES") and provinces ("ES:GC") by the names the
 * shop owner reads and types ("España", "Las Palmas (España)").
 */

/**
 * Code => name of every country and province.
 *
 * @param countries Country code => name.
 * @param states    Country code => state code => name.
 */
export function locationNames(
	countries: Readonly< Record< string, string > >,
	states: Readonly< Record< string, Record< string, string > > >
): Record< string, string > {
	const names: Record< string, string > = { ...countries };
	for ( const [ country, list ] of Object.entries( states ) ) {
		for ( const [ state, name ] of Object.entries( list ) ) {
			names[ `${ country }:${ state }` ] = `${ name } (${
				countries[ country ] ?? country
			})`;
		}
	}
	return names;
}
