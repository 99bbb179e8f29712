/**
 * Registers rueda/site-menu in the editor.
 */
import { registerBlock } from '@rueda/blocks/shared/editor';
import metadata from './block.json';
import Edit from './edit';
import type { SiteMenuAttributes } from './types';
import './style.scss';

registerBlock< SiteMenuAttributes >( metadata, Edit );
