/**
 * Tyre sizes as the shop's URL carries them (`?medida=205-55-r16`), read with
 * the server's rules (Rueda\Domain\Tyres\TyreSize): width 125-395 ending in 5,
 * profile 20-95 in steps of 5, rim 10-24", optionally a load index (50-150)
 * and a speed rating (L to Z, H). Written as "205/55 R16", as tyre names and
 * GET /products's `tyre_size` write it.
 */
export type TyreSize = {
	width: number;
	profile: number;
	rim: number;
	loadIndex: number | null;
	speedRating: string | null;
};

// The server's pattern, with PCRE's ASCII `\s` spelled out.
const SIZE_PATTERN =
	/(?<![\d.])(\d{3})[ \t\n\v\f\r]*[/ \t\n\v\f\r-]?[ \t\n\v\f\r]*(\d{2})[ \t\n\v\f\r]*(?:[/ \t\n\v\f\r-][ \t\n\v\f\r]*)?(?:Z?R[ \t\n\v\f\r]*)?(\d{2})(?!\d)(?:[ \t\n\v\f\r]*(?:XL[ \t\n\v\f\r]*)?(\d{2,3})(?!\d)[ \t\n\v\f\r]*([HL-Z])?(?![a-z]))?(?:[ \t\n\v\f\r]*XL(?![a-z]))?/gi;

const SPEED_RATINGS = 'LMNPQRSTUHVWYZ';

function fromParts(
	width: number,
	profile: number,
	rim: number,
	load: string,
	speed: string
): TyreSize | null {
	const valid =
		width >= 125 &&
		width <= 395 &&
		width % 10 === 5 &&
		profile >= 20 &&
		profile <= 95 &&
		profile % 5 === 0 &&
		rim >= 10 &&
		rim <= 24;
	if ( ! valid ) {
		return null;
	}
	if ( load === '' ) {
		return { width, profile, rim, loadIndex: null, speedRating: null };
	}
	const rating = speed.toUpperCase();
	const loadIndex = Number( load );
	if (
		loadIndex < 50 ||
		loadIndex > 150 ||
		( rating !== '' && ! SPEED_RATINGS.includes( rating ) )
	) {
		return null;
	}
	return {
		width,
		profile,
		rim,
		loadIndex,
		speedRating: rating === '' ? null : rating,
	};
}

/**
 * The size a text is ("205/55 R16", "205/55R16", "2055516", "205 55 16",
 * "205/55 R16 91V"), or null when it is not exactly one valid size.
 *
 * @param text Text.
 */
export function parseTyreSize( text: string ): TyreSize | null {
	if ( text.length > 200 ) {
		return null;
	}
	for ( const match of text.matchAll( SIZE_PATTERN ) ) {
		const size = fromParts(
			Number( match[ 1 ] ),
			Number( match[ 2 ] ),
			Number( match[ 3 ] ),
			match[ 4 ] ?? '',
			match[ 5 ] ?? ''
		);
		if ( size ) {
			const index = match.index ?? 0;
			const rest = `${ text.slice( 0, index ) } ${ text.slice(
				index + match[ 0 ].length
			) }`;
			// Nothing else but spaces (and NULs, which PHP's trim() drops).
			return /^[ \t\n\v\f\r\0]*$/.test( rest ) ? size : null;
		}
	}
	return null;
}

/**
 * "205/55 R16", or "205/55 R16 91V" with the load index and speed rating.
 *
 * @param size Size.
 */
export function formatTyreSize( size: TyreSize ): string {
	const base = `${ size.width }/${ size.profile } R${ size.rim }`;
	return size.loadIndex === null
		? base
		: `${ base } ${ size.loadIndex }${ size.speedRating ?? '' }`;
}

/**
 * The size as the URL writes it: "205-55-r16", "205-55-r16-91v".
 *
 * @param size Size.
 */
export function toSizeParameter( size: TyreSize ): string {
	return formatTyreSize( size ).toLowerCase().replace( /[/ ]+/g, '-' );
}
