/**
 * Registers rueda/customer-account in the editor.
 */
import { registerBlock } from '@rueda/blocks/shared/editor';
import metadata from './block.json';
import Edit from './edit';
import './style.scss';

registerBlock( metadata, Edit );
