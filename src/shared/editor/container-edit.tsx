/**
 * Editor UI of a container block: an inner block area, open to the blocks
 * made for it and to any block free to go anywhere (see
 * allowed-inner-blocks.ts), starting from a template.
 */
import {
	useBlockEditContext,
	useBlockProps,
	useInnerBlocksProps,
	type InnerBlocks,
} from '@wordpress/block-editor';
import { store as blocksStore } from '@wordpress/blocks';
import { useSelect } from '@wordpress/data';
import { useSyncExternalStore } from '@wordpress/element';
import {
	getCheckoutFiltersVersion,
	subscribeToCheckoutFilters,
} from '@rueda/runtime';
import type { ReactNode } from 'react';

import { getAllowedInnerBlocks } from './allowed-inner-blocks';

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

export function createContainerEdit(
	template: BlockTemplate,
	{ before, after }: { before?: ReactNode; after?: ReactNode } = {}
) {
	return function ContainerEdit() {
		const innerBlocksProps = useInnerBlocksProps( useBlockProps(), {
			template,
			templateLock: false,
			allowedBlocks: useAllowedInnerBlocks( useBlockEditContext().name ),
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
