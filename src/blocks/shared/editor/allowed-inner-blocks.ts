/**
 * What an inner block area accepts in the editor: the blocks made for it
 * (their `parent` or `ancestor` names the area, Rueda's and extensions') and
 * every block free to go anywhere, a list extensions narrow or widen with the
 * `additionalCartCheckoutInnerBlockTypes` checkout filter (argument
 * `{ block }`: the area). The areas stay open by default: shop owners add
 * banners, notes or images where they like.
 */
import { applyCheckoutFilter } from '@rueda/runtime';

export type BlockTypeRestrictions = {
	name: string;
	parent?: readonly string[];
	ancestor?: readonly string[];
};

function isStringList( value: readonly unknown[] ): boolean {
	return value.every( ( name ) => typeof name === 'string' );
}

/**
 * @param area       The inner block area's block name.
 * @param blockTypes The registered block types.
 */
export function getAllowedInnerBlocks(
	area: string,
	blockTypes: readonly BlockTypeRestrictions[]
): string[] {
	const madeForArea = blockTypes
		.filter(
			( type ) =>
				type.parent?.includes( area ) || type.ancestor?.includes( area )
		)
		.map( ( type ) => type.name );
	const free = blockTypes
		.filter( ( type ) => ! type.parent && ! type.ancestor )
		.map( ( type ) => type.name );
	const additional = applyCheckoutFilter< readonly string[] >( {
		filterName: 'additionalCartCheckoutInnerBlockTypes',
		defaultValue: free,
		arg: { block: area },
		validation: isStringList,
	} );
	return [ ...new Set( [ ...madeForArea, ...additional ] ) ];
}
