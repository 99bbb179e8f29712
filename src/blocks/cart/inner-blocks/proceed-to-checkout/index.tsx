/**
 * Registers rueda/proceed-to-checkout in the editor.
 */
import { registerBlock } from '@rueda/blocks/shared/editor';
import metadata from './block.json';
import Edit, { type ProceedToCheckoutAttributes } from './edit';

registerBlock< ProceedToCheckoutAttributes >( metadata, Edit );
