/**
 * Editor UI of a container block: an inner block area, open to the blocks
 * made for it and to any block free to go anywhere (see
 * allowed-inner-blocks.ts), starting from a template, with the extension
 * blocks forced into it (forced-blocks.ts).
 */
import {
	store as blockEditorStore,
	useBlockEditContext,
	useBlockProps,
	useInnerBlocksProps,
	type InnerBlocks,
} from '@wordpress/block-editor';
import { createBlock, store as blocksStore } from '@wordpress/blocks';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useSyncExternalStore } from '@wordpress/element';
import {
	getCheckoutFiltersVersion,
	subscribeToCheckoutFilters,
} from '@rueda/runtime';
import type { ReactNode } from 'react';

import { getAllowedInnerBlocks } from './allowed-inner-blocks';
import { getMissingForcedBlocks } from './forced-blocks';

export type BlockTemplate = NonNullable< InnerBlocks.Props[ 'template' ] >;

function useAllowedInnerBlocks( area: string ): string[] {
	// Again when extensions register filters or blocks.
	useSyncExternalStore(
		subscribeToCheckoutFilters,
		getCheckoutFiltersVersion
	);
	const blockTypes = useSelect(
		( select ) => select( blocksStore ).getBlockTypes(),
		[]
	);
	return getAllowedInnerBlocks( area, blockTypes );
}

/**
 * Inserts the extension blocks forced into the area that it lacks.
 *
 * @param area     The area's block name.
 * @param clientId The area's block in the editor.
 */
function useForcedBlocks( area: string, clientId: string ): void {
	const { present, blockTypes } = useSelect(
		( select ) => ( {
			present: select( blockEditorStore )
				.getBlocks( clientId )
				.map( ( block ) => block.name )
				.join( ',' ),
			blockTypes: select( blocksStore ).getBlockTypes(),
		} ),
		[ clientId ]
	);
	const { insertBlocks } = useDispatch( blockEditorStore );
	useEffect( () => {
		// An empty area is filled from its template first.
		if ( ! present ) {
			return;
		}
		const { names, index } = getMissingForcedBlocks(
			area,
			present.split( ',' ),
			blockTypes
		);
		if ( ! names.length ) {
			return;
		}
		// After the editor has synced the post's blocks, which would drop an
		// insertion made during the first render's effects.
		const timer = setTimeout( () =>
			insertBlocks(
				names.map( ( name ) => createBlock( name ) ),
				index,
				clientId,
				false
			)
		);
		return () => clearTimeout( timer );
	}, [ area, clientId, present, blockTypes, insertBlocks ] );
}

export function createContainerEdit(
	template: BlockTemplate,
	{ before, after }: { before?: ReactNode; after?: ReactNode } = {}
) {
	return function ContainerEdit() {
		const { name, clientId } = useBlockEditContext();
		useForcedBlocks( name, clientId );
		const innerBlocksProps = useInnerBlocksProps( useBlockProps(), {
			template,
			templateLock: false,
			allowedBlocks: useAllowedInnerBlocks( name ),
		} );
		if ( ! before && ! after ) {
			return <div { ...innerBlocksProps } />;
		}
		const { children, ...wrapperProps } = innerBlocksProps;
		return (
			<div { ...wrapperProps }>
				{ before }
				{ children }
				{ after }
			</div>
		);
	};
}
