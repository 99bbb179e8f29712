/**
 * Registers rueda/product in the editor.
 */
import { registerBlock } from '@rueda/blocks/shared/editor';
import metadata from './block.json';
import Edit from './edit';
import type { ProductAttributes } from './types';
import './style.scss';

registerBlock< ProductAttributes >( metadata, Edit );
