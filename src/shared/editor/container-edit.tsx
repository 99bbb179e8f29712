/**
 * Editor UI of a container block: an inner block area, open to any block
 * (shop owners and extensions add and rearrange blocks freely), starting
 * from a template.
 */
import {
	useBlockProps,
	useInnerBlocksProps,
	type InnerBlocks,
} from '@wordpress/block-editor';
import type { ReactNode } from 'react';

export type BlockTemplate = NonNullable< InnerBlocks.Props[ 'template' ] >;

export function createContainerEdit(
	template: BlockTemplate,
	{ before, after }: { before?: ReactNode; after?: ReactNode } = {}
) {
	return function ContainerEdit() {
		const innerBlocksProps = useInnerBlocksProps( useBlockProps(), {
			template,
			templateLock: false,
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
