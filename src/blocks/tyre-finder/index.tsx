/**
 * Registers rueda/tyre-finder in the editor.
 */
import { registerBlock } from '@rueda/blocks/shared/editor';
import metadata from './block.json';
import Edit from './edit';
import type { TyreFinderAttributes } from './types';
import './style.scss';

registerBlock< TyreFinderAttributes >( metadata, Edit );
