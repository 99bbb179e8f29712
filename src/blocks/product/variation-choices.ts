/**
 * The choice of a variable product's options, as pure functions: which values
 * each attribute offers, which of them are impossible given the other
 * choices (no purchasable variation in stock has them), which variation a
 * full choice names, and the values that choose themselves because they are
 * the only possible ones.
 *
 * Attributes are keyed by their name, as the product's `variations` name them
 * (and as add-item takes them); values are term slugs. A variation value of
 * '' stands for "any value" (WooCommerce's convention).
 */
import type { ProductResponse } from '@rueda/shared/api';

export type ChoiceOption = {
	/** Term slug. */
	value: string;
	label: string;
};

export type ChoiceAttribute = {
	/** The attribute's name, as the variations name it. */
	key: string;
	label: string;
	options: ChoiceOption[];
};

export type ChoiceVariation = {
	id: number;
	/** Attribute key → term slug ('' for any). */
	values: Readonly< Record< string, string > >;
	/** Purchasable and in stock. */
	available: boolean;
};

/** Attribute key → chosen term slug; an attribute not chosen is absent. */
export type Choice = Readonly< Record< string, string > >;

/**
 * The variations of a product, with whether each can be bought: a variation
 * whose data is missing cannot.
 *
 * @param product    The variable product.
 * @param variations The ProductResponse of each published variation.
 */
export function getChoiceVariations(
	product: Pick< ProductResponse, 'variations' >,
	variations: readonly ProductResponse[]
): ChoiceVariation[] {
	return ( product.variations ?? [] ).map( ( variation ) => {
		const data = variations.find( ( entry ) => entry.id === variation.id );
		return {
			id: variation.id,
			values: Object.fromEntries(
				variation.attributes.map( ( pair ) => [
					pair.name || pair.attribute,
					pair.value,
				] )
			),
			available: !! data && data.is_purchasable && data.is_in_stock,
		};
	} );
}

/**
 * The attributes the variations differ by, each with the values some
 * variation takes, in the attribute's own term order.
 *
 * @param product    The variable product.
 * @param variations Its variations.
 */
export function getChoiceAttributes(
	product: Pick< ProductResponse, 'attributes' >,
	variations: readonly ChoiceVariation[]
): ChoiceAttribute[] {
	return product.attributes
		.filter( ( attribute ) => attribute.has_variations )
		.map( ( attribute ) => {
			const used = variations.map(
				( variation ) => variation.values[ attribute.name ] ?? ''
			);
			return {
				key: attribute.name,
				label: attribute.name,
				options: attribute.terms
					.filter(
						( term ) =>
							used.includes( '' ) || used.includes( term.slug )
					)
					.map( ( term ) => ( {
						value: term.slug,
						label: term.name,
					} ) ),
			};
		} )
		.filter( ( attribute ) => attribute.options.length > 0 );
}

/**
 * Whether a variation agrees with a choice: same value, or "any", for every
 * attribute chosen.
 *
 * @param variation Variation.
 * @param choice    Choice, complete or not.
 */
function agrees( variation: ChoiceVariation, choice: Choice ): boolean {
	return Object.entries( choice ).every( ( [ key, value ] ) => {
		const own = variation.values[ key ] ?? '';
		return own === '' || own === value;
	} );
}

/**
 * Whether a value can be chosen, given the choices of the other attributes:
 * some available variation agrees with both.
 *
 * @param variations Variations.
 * @param choice     The current choice.
 * @param key        Attribute.
 * @param value      Candidate value.
 */
export function isOptionPossible(
	variations: readonly ChoiceVariation[],
	choice: Choice,
	key: string,
	value: string
): boolean {
	const candidate = { ...choice, [ key ]: value };
	return variations.some(
		( variation ) => variation.available && agrees( variation, candidate )
	);
}

/**
 * The variation a full choice names (available ones first); null while an
 * attribute is not chosen or when no variation has that combination.
 *
 * @param attributes Attributes to choose.
 * @param variations Variations.
 * @param choice     The current choice.
 */
export function findVariation(
	attributes: readonly ChoiceAttribute[],
	variations: readonly ChoiceVariation[],
	choice: Choice
): ChoiceVariation | null {
	if ( attributes.some( ( attribute ) => ! choice[ attribute.key ] ) ) {
		return null;
	}
	const matching = variations.filter( ( variation ) =>
		agrees( variation, choice )
	);
	return (
		matching.find( ( variation ) => variation.available ) ??
		matching[ 0 ] ??
		null
	);
}

/**
 * The choice with every unchosen attribute that has exactly one possible
 * value set to it, repeated until nothing more chooses itself.
 *
 * @param attributes Attributes to choose.
 * @param variations Variations.
 * @param choice     The current choice.
 */
export function autoSelect(
	attributes: readonly ChoiceAttribute[],
	variations: readonly ChoiceVariation[],
	choice: Choice
): Choice {
	let result = choice;
	let changed = true;
	while ( changed ) {
		changed = false;
		for ( const attribute of attributes ) {
			if ( result[ attribute.key ] ) {
				continue;
			}
			const possible = attribute.options.filter( ( option ) =>
				isOptionPossible(
					variations,
					result,
					attribute.key,
					option.value
				)
			);
			const [ only ] = possible;
			if ( only && possible.length === 1 ) {
				result = { ...result, [ attribute.key ]: only.value };
				changed = true;
			}
		}
	}
	return result;
}

/**
 * A wanted choice (from the URL, say) reduced to what can be chosen: known
 * values that are possible with the ones kept before them.
 *
 * @param attributes Attributes to choose.
 * @param variations Variations.
 * @param wanted     Attribute key → value, unchecked.
 */
export function sanitizeChoice(
	attributes: readonly ChoiceAttribute[],
	variations: readonly ChoiceVariation[],
	wanted: Readonly< Record< string, string > >
): Choice {
	let result: Choice = {};
	for ( const attribute of attributes ) {
		const value = wanted[ attribute.key ];
		if (
			value &&
			attribute.options.some( ( option ) => option.value === value ) &&
			isOptionPossible( variations, result, attribute.key, value )
		) {
			result = { ...result, [ attribute.key ]: value };
		}
	}
	return result;
}

/**
 * The choice with one attribute set, or cleared when value is ''.
 *
 * @param choice Current choice.
 * @param key    Attribute.
 * @param value  New value ('' clears it).
 */
export function withOption(
	choice: Choice,
	key: string,
	value: string
): Choice {
	const { [ key ]: _previous, ...others } = choice;
	return value ? { ...others, [ key ]: value } : others;
}

/**
 * The add-item `variation` of a choice: [{attribute, value}].
 *
 * @param attributes Attributes chosen.
 * @param choice     A full choice.
 */
export function toVariationData(
	attributes: readonly ChoiceAttribute[],
	choice: Choice
): { attribute: string; value: string }[] {
	return attributes.map( ( attribute ) => ( {
		attribute: attribute.key,
		value: choice[ attribute.key ] ?? '',
	} ) );
}
