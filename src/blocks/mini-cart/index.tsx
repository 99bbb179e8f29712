/**
 * Registers rueda/mini-cart and the drawer's blocks in the editor.
 */
import { registerBlock } from '@rueda/blocks/shared/editor';
import metadata from './block.json';
import Edit, { type MiniCartAttributes } from './edit';
import './inner-blocks';
import './style.scss';

registerBlock< MiniCartAttributes >( metadata, Edit, { hasInnerBlocks: true } );
