/**
 * Registers rueda/cart and its inner blocks in the editor.
 */
import { registerBlock } from '@rueda/blocks/shared/editor';
import metadata from './block.json';
import Edit from './edit';
import './inner-blocks';
import './style.scss';
import './editor.scss';

registerBlock( metadata, Edit, { hasInnerBlocks: true } );
