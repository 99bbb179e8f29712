/**
 * Registers rueda/product-grid in the editor.
 */
import { registerBlock } from '@rueda/blocks/shared/editor';
import metadata from './block.json';
import Edit from './edit';
import type { ProductGridAttributes } from './types';
import './style.scss';

registerBlock< ProductGridAttributes >( metadata, Edit );
