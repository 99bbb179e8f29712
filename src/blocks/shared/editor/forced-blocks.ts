/**
 * Extension blocks forced into an inner block area: registered with the area
 * as `parent` and a `lock` attribute whose default forbids removal, as
 * WooCommerce Blocks does. The server renders them in the area even when the
 * page was saved without them (includes/Blocks/ForcedInnerBlocks.php); the
 * editor inserts the missing ones, before the area's closing blocks, so shop
 * owners see and can move them. Rueda's own locked blocks are in its templates.
 */
import type { BlockTypeRestrictions } from './allowed-inner-blocks';

export type ForcedBlockType = BlockTypeRestrictions & {
	attributes?: Record< string, unknown >;
};

/** Blocks that close an area: forced blocks go before them. */
const CLOSING = [
	'rueda/checkout-terms',
	'rueda/checkout-actions',
	'rueda/proceed-to-checkout',
];

function isForced( type: ForcedBlockType, area: string ): boolean {
	const lock = type.attributes?.lock;
	const defaults =
		typeof lock === 'object' && lock !== null && 'default' in lock
			? lock.default
			: null;
	return (
		! type.name.startsWith( 'rueda/' ) &&
		Boolean( type.parent?.includes( area ) ) &&
		typeof defaults === 'object' &&
		defaults !== null &&
		'remove' in defaults &&
		defaults.remove === true
	);
}

/**
 * The forced blocks an area lacks, and where to insert them.
 *
 * @param area       The inner block area's name.
 * @param present    Names of the area's inner blocks, in order.
 * @param blockTypes The registered block types.
 * @return The names to insert and the index to insert them at.
 */
export function getMissingForcedBlocks(
	area: string,
	present: readonly string[],
	blockTypes: readonly ForcedBlockType[]
): { names: string[]; index: number } {
	const names = blockTypes
		.filter(
			( type ) =>
				isForced( type, area ) && ! present.includes( type.name )
		)
		.map( ( type ) => type.name );
	const closing = present.findIndex( ( name ) => CLOSING.includes( name ) );
	return { names, index: closing === -1 ? present.length : closing };
}
