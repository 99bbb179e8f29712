/**
 * Registers rueda/checkout-actions in the editor.
 */
import { registerBlock } from '@rueda/blocks/shared/editor';
import metadata from './block.json';
import Edit, { type CheckoutActionsAttributes } from './edit';

registerBlock< CheckoutActionsAttributes >( metadata, Edit );
