/**
 * A tyre's name and SKU built from its fields, as the demo catalogue and the
 * shop write them: "Michelin Primacy 4+ 205/55 R16 91V", then "XL" and "Run
 * Flat" when they apply (the size as includes/Domain/Tyres/TyreSize::format()
 * writes it), and "MIC-PRI4-2055516-91V". The server builds the same from the
 * same rule (includes/Domain/Tyres/TyreIdentity.php) when a tyre is saved
 * without them; both are tested with tests/fixtures/tyre-identity.json.
 */
import type { ProductDraft } from './types';

export type TyreNameFields = Pick<
	ProductDraft,
	| 'brand'
	| 'model'
	| 'width'
	| 'profile'
	| 'rim'
	| 'load_index'
	| 'speed_rating'
	| 'xl'
	| 'runflat'
>;

/**
 * "205/55 R16 91V": the size once width, profile and rim are known, with the
 * load index and speed rating after it when the load index is.
 *
 * @param fields The tyre's fields.
 */
export function buildTyreSize( fields: TyreNameFields ): string {
	const {
		width,
		profile,
		rim,
		load_index: load,
		speed_rating: speed,
	} = fields;
	if ( ! width || ! profile || ! rim ) {
		return '';
	}
	const size = `${ width }/${ profile } R${ rim }`;
	return load ? `${ size } ${ load }${ speed ?? '' }` : size;
}

/**
 * The whole name, or '' while nothing is filled in.
 *
 * @param fields The tyre's fields.
 */
export function buildTyreName( fields: TyreNameFields ): string {
	return [
		fields.brand?.trim(),
		fields.model?.trim(),
		buildTyreSize( fields ),
		fields.xl ? 'XL' : '',
		fields.runflat ? 'Run Flat' : '',
	]
		.filter( Boolean )
		.join( ' ' );
}

/** Letters kept of the brand and of each word of the model in the SKU. */
const SKU_WORD = 3;

/**
 * Upper-case ASCII letters and digits of a text (spaces kept when asked).
 *
 * @param text       The text.
 * @param keepSpaces Whether to keep the spaces between words.
 */
function skuLetters( text: string, keepSpaces = false ): string {
	return text
		.normalize( 'NFD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.toUpperCase()
		.replace( keepSpaces ? /[^A-Z0-9 ]+/g : /[^A-Z0-9]+/g, '' )
		.trim();
}

/**
 * "MIC-PRI4-2055516-91V": the brand's first 3 letters or digits, the first 3
 * of each word of the model, width + profile + rim, load index + speed rating,
 * "XL", "RF"; a missing part is left out, or '' while nothing is filled in.
 *
 * @param fields The tyre's fields.
 */
export function buildTyreSku( fields: TyreNameFields ): string {
	const model = skuLetters( fields.model ?? '', true )
		.split( /\s+/ )
		.map( ( word ) => skuLetters( word ).slice( 0, SKU_WORD ) )
		.join( '' );
	const { width, profile, rim, load_index: load } = fields;
	const size =
		width && profile && rim ? `${ width }${ profile }${ rim }` : '';
	return [
		skuLetters( fields.brand ?? '' ).slice( 0, SKU_WORD ),
		model,
		size,
		size && load
			? `${ load }${ skuLetters( fields.speed_rating ?? '' ) }`
			: '',
		fields.xl ? 'XL' : '',
		fields.runflat ? 'RF' : '',
	]
		.filter( Boolean )
		.join( '-' );
}

/**
 * The draft after a change: while the tyre's name (and SKU) is empty or still
 * the one its fields built, it follows them; one typed by hand is kept.
 *
 * @param current The draft before the change.
 * @param changes The changed fields.
 */
export function withFollowedName<
	T extends TyreNameFields & {
		kind: string;
		name: string;
		sku?: string;
	},
>( current: T, changes: Partial< T > ): T {
	const next = { ...current, ...changes };
	if ( next.kind !== 'tyre' ) {
		return next;
	}
	const follows = ( typed: string, before: string ) =>
		typed.trim() === '' || typed === before;
	if ( ! ( 'name' in changes ) ) {
		const before = buildTyreName( current );
		const after = buildTyreName( next );
		if ( after !== before && follows( current.name, before ) ) {
			next.name = after;
		}
	}
	if ( current.sku !== undefined && ! ( 'sku' in changes ) ) {
		const before = buildTyreSku( current );
		const after = buildTyreSku( next );
		if ( after !== before && follows( current.sku, before ) ) {
			next.sku = after;
		}
	}
	return next;
}

/**
 * Whether to offer the built name: the owner typed another one by hand.
 *
 * @param draft The draft.
 */
export function offersBuiltName(
	draft: TyreNameFields & { kind: string; name: string }
): boolean {
	const built = buildTyreName( draft );
	return draft.kind === 'tyre' && built !== '' && draft.name !== built;
}
