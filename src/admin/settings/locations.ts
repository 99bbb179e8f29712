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

/**
 * The provinces a tax rate of a country can name, or null when the country has
 * no list (the province is then typed). A saved code the list lacks is kept.
 *
 * @param states   Country code => state code => name.
 * @param country  The row's country ('' for any).
 * @param current  The row's province code.
 * @param anyLabel The option for every province.
 */
export function provinceOptions(
	states: Readonly< Record< string, Record< string, string > > >,
	country: string,
	current: string,
	anyLabel: string
): Array< { value: string; label: string } > | null {
	const list = country ? states[ country ] : undefined;
	if ( ! list ) {
		return null;
	}
	const options = [
		{ value: '', label: anyLabel },
		...Object.entries( list ).map( ( [ value, label ] ) => ( {
			value,
			label,
		} ) ),
	];
	if ( current && ! list[ current ] ) {
		options.push( { value: current, label: current } );
	}
	return options;
}
