/**
 * Registers rueda/checkout-order-summary in the editor.
 */
import { registerBlock } from '@rueda/blocks/shared/editor';
import metadata from './block.json';
import Edit, { type OrderSummaryAttributes } from './edit';

registerBlock< OrderSummaryAttributes >( metadata, Edit );
