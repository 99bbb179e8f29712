/**
 * A tyre's name built from its fields, as the demo catalogue and the shop write
 * it: "Michelin Primacy 4+ 205/55 R16 91V", then "XL" and "Run Flat" when they
 * apply (the size as includes/Domain/Tyres/TyreSize::format() writes it).
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

/**
 * The draft after a change: while the tyre's name is empty or still the one its
 * fields built, it follows them; a name typed by hand is kept.
 *
 * @param current The draft before the change.
 * @param changes The changed fields.
 */
export function withFollowedName<
	T extends TyreNameFields & {
		kind: string;
		name: string;
	},
>( current: T, changes: Partial< T > ): T {
	const next = { ...current, ...changes };
	if ( next.kind !== 'tyre' || 'name' in changes ) {
		return next;
	}
	const before = buildTyreName( current );
	const after = buildTyreName( next );
	if (
		after !== before &&
		( current.name.trim() === '' || current.name === before )
	) {
		next.name = after;
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
