/**
 * Registers a Rueda block in the editor from its block.json. Every Rueda
 * block is rendered on the server; containers save their inner blocks.
 */
import { InnerBlocks } from '@wordpress/block-editor';
import {
	registerBlockType,
	type BlockConfiguration,
	type BlockEditProps,
} from '@wordpress/blocks';
import type { ComponentType } from 'react';

type Attributes = Record< string, unknown >;

export function registerBlock< T extends Attributes = Attributes >(
	metadata: unknown,
	edit: ComponentType< BlockEditProps< T > >,
	{ hasInnerBlocks = false }: { hasInnerBlocks?: boolean } = {}
): void {
	registerBlockType< T >( metadata as BlockConfiguration< T >, {
		edit,
		save: hasInnerBlocks ? () => <InnerBlocks.Content /> : () => null,
	} );
}
