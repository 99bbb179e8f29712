/**
 * The finder's linked size selects: Ancho → Perfil → Llanta → Temporada, each
 * offering only what the catalogue has for the choices before it. Pure: the
 * sizes come from the server (data-sizes, see render.php).
 */
import { isRecord } from '@rueda/shared/api/guards';

export type CatalogueSize = {
	width: number;
	profile: number;
	rim: number;
	/** Season slugs this size comes in. */
	seasons: string[];
};

/** Select values as strings; '' is "nothing chosen" (all seasons, for the season). */
export type SizeSelection = {
	width: string;
	profile: string;
	rim: string;
	season: string;
};

export const EMPTY_SELECTION: SizeSelection = {
	width: '',
	profile: '',
	rim: '',
	season: '',
};

export const SIZE_PARAMETER = 'medida';
export const SEASON_PARAMETER = 'temporada';

const SLUG = /^[a-z0-9-]{1,50}$/;

function isWhole( value: unknown ): value is number {
	return typeof value === 'number' && Number.isInteger( value ) && value > 0;
}

export function isCatalogueSize( value: unknown ): value is CatalogueSize {
	return (
		isRecord( value ) &&
		isWhole( value.width ) &&
		isWhole( value.profile ) &&
		isWhole( value.rim ) &&
		Array.isArray( value.seasons ) &&
		value.seasons.every(
			( season ) => typeof season === 'string' && SLUG.test( season )
		)
	);
}

export function isCatalogueSizeList(
	value: unknown
): value is CatalogueSize[] {
	return Array.isArray( value ) && value.every( isCatalogueSize );
}

function distinct( values: number[] ): string[] {
	return [ ...new Set( values ) ].sort( ( a, b ) => a - b ).map( String );
}

function matches( size: CatalogueSize, selection: SizeSelection ): boolean {
	return (
		( ! selection.width || String( size.width ) === selection.width ) &&
		( ! selection.profile ||
			String( size.profile ) === selection.profile ) &&
		( ! selection.rim || String( size.rim ) === selection.rim )
	);
}

export function getWidthOptions( sizes: CatalogueSize[] ): string[] {
	return distinct( sizes.map( ( size ) => size.width ) );
}

/**
 * Profiles of the chosen width; none before a width is chosen.
 *
 * @param sizes     Catalogue sizes.
 * @param selection Current choices.
 */
export function getProfileOptions(
	sizes: CatalogueSize[],
	selection: SizeSelection
): string[] {
	return selection.width
		? distinct(
				sizes
					.filter( ( size ) =>
						matches( size, {
							...EMPTY_SELECTION,
							width: selection.width,
						} )
					)
					.map( ( size ) => size.profile )
			)
		: [];
}

/**
 * Rims of the chosen width and profile; none before both are chosen.
 *
 * @param sizes     Catalogue sizes.
 * @param selection Current choices.
 */
export function getRimOptions(
	sizes: CatalogueSize[],
	selection: SizeSelection
): string[] {
	return selection.width && selection.profile
		? distinct(
				sizes
					.filter( ( size ) =>
						matches( size, { ...selection, rim: '' } )
					)
					.map( ( size ) => size.rim )
			)
		: [];
}

/**
 * Seasons of the chosen size, in the order of `order` (the shop's seasons);
 * none before the size is complete.
 *
 * @param sizes     Catalogue sizes.
 * @param selection Current choices.
 * @param order     Every season slug, in display order.
 */
export function getSeasonOptions(
	sizes: CatalogueSize[],
	selection: SizeSelection,
	order: string[]
): string[] {
	if ( ! isComplete( selection ) ) {
		return [];
	}
	const available = new Set(
		sizes
			.filter( ( size ) => matches( size, selection ) )
			.flatMap( ( size ) => size.seasons )
	);
	return order.filter( ( season ) => available.has( season ) );
}

export function isComplete( selection: SizeSelection ): boolean {
	return !! ( selection.width && selection.profile && selection.rim );
}

/**
 * The choices after one select changed: later choices the catalogue no longer
 * has for it are reset, and a later select with a single option takes it.
 *
 * @param sizes     Catalogue sizes.
 * @param selection Current choices.
 * @param change    The changed select and its value.
 * @param order     Every season slug, in display order.
 */
export function changeSelection(
	sizes: CatalogueSize[],
	selection: SizeSelection,
	change: Partial< SizeSelection >,
	order: string[]
): SizeSelection {
	const next = { ...selection, ...change };
	const keep = ( value: string, options: string[] ) => {
		if ( options.includes( value ) ) {
			return value;
		}
		return options.length === 1 ? ( options[ 0 ] ?? '' ) : '';
	};
	next.profile = keep( next.profile, getProfileOptions( sizes, next ) );
	next.rim = keep( next.rim, getRimOptions( sizes, next ) );
	if ( ! getSeasonOptions( sizes, next, order ).includes( next.season ) ) {
		next.season = '';
	}
	return next;
}

/**
 * The `medida` value of a size: 205/55 R16 is `205-55-r16`.
 *
 * @param selection Complete choices.
 */
export function toSizeSlug( selection: SizeSelection ): string {
	return `${ selection.width }-${ selection.profile }-r${ selection.rim }`;
}

/**
 * The choices a `medida` (and `temporada`) in a URL stand for, when the
 * catalogue has that size; otherwise nothing chosen.
 *
 * @param sizes  Catalogue sizes.
 * @param search The URL's query, e.g. `?medida=205-55-r16`.
 * @param order  Every season slug, in display order.
 */
export function readSelectionFromUrl(
	sizes: CatalogueSize[],
	search: string,
	order: string[]
): SizeSelection {
	const params = new URLSearchParams( search );
	const match = /^(\d{3})-(\d{2})-r(\d{2})$/i.exec(
		params.get( SIZE_PARAMETER ) ?? ''
	);
	if ( ! match ) {
		return EMPTY_SELECTION;
	}
	const selection = {
		width: String( Number( match[ 1 ] ) ),
		profile: String( Number( match[ 2 ] ) ),
		rim: String( Number( match[ 3 ] ) ),
		season: params.get( SEASON_PARAMETER ) ?? '',
	};
	if ( ! sizes.some( ( size ) => matches( size, selection ) ) ) {
		return EMPTY_SELECTION;
	}
	return changeSelection( sizes, selection, {}, order );
}

/**
 * The shop's URL filtered by a size and maybe a season.
 *
 * @param shopUrl The shop page (absolute, or relative to `base`).
 * @param size    Size slug, e.g. `205-55-r16`.
 * @param season  Season slug, '' for every season.
 * @param base    The current page, for relative shop URLs.
 */
export function getShopUrl(
	shopUrl: string,
	size: string,
	season = '',
	base = 'http://localhost/'
): string {
	const url = new URL( shopUrl || base, base );
	url.searchParams.delete( SEASON_PARAMETER );
	url.searchParams.set( SIZE_PARAMETER, size );
	if ( season ) {
		url.searchParams.set( SEASON_PARAMETER, season );
	}
	url.hash = '';
	return url.toString();
}
