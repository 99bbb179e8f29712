/**
 * Registers rueda/checkout-terms in the editor.
 */
import { registerBlock } from '@rueda/blocks/shared/editor';
import metadata from './block.json';
import Edit, { type TermsAttributes } from './edit';

registerBlock< TermsAttributes >( metadata, Edit );
