/**
 * Registers rueda/cart-drawer-footer in the editor.
 */
import { registerBlock } from '@rueda/blocks/shared/editor';
import metadata from './block.json';
import Edit, { type DrawerFooterAttributes } from './edit';

registerBlock< DrawerFooterAttributes >( metadata, Edit );
