/**
 * The grid's first filters from the page's URL: `?temporada=invierno` (the
 * site menu's links by season) selects that season, a term slug of the
 * season attribute.
 */
export const SEASON_PARAMETER = 'temporada';

/** The season attribute's taxonomy (Attributes::taxonomy( 'season' )). */
export const SEASON_TAXONOMY = 'rueda_pa_season';

export function getUrlAttributeFilters(
	search: string
): Record< string, string[] > {
	const season = new URLSearchParams( search ).get( SEASON_PARAMETER );
	return season && /^[a-z0-9-]{1,50}$/.test( season )
		? { [ SEASON_TAXONOMY ]: [ season ] }
		: {};
}
