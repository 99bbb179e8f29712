/**
 * Registers rueda/workshop-info from its metadata.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

import metadata from './block.json';
import Edit from './edit';
import type { WorkshopInfoAttributes } from './types';
import './style.scss';

registerBlockType< WorkshopInfoAttributes >(
	metadata as BlockConfiguration< WorkshopInfoAttributes >,
	{ edit: Edit, save: () => null }
);
