/**
 * Registers rueda/cart-order-summary-fees in the editor.
 */
import { registerBlock } from '@rueda/blocks/shared/editor';
import metadata from './block.json';
import Edit from './edit';

registerBlock( metadata, Edit );
