/**
 * Registers rueda/checkout-fields: the checkout's main column, a container of
 * its steps.
 */
import {
	createContainerEdit,
	registerBlock,
} from '@rueda/blocks/shared/editor';
import { CHECKOUT_FIELDS_TEMPLATE } from '../../template';
import metadata from './block.json';

registerBlock( metadata, createContainerEdit( CHECKOUT_FIELDS_TEMPLATE ), {
	hasInnerBlocks: true,
} );
