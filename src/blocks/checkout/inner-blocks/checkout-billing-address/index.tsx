/**
 * Registers rueda/checkout-billing-address in the editor.
 */
import { registerBlock } from '@rueda/blocks/shared/editor';
import metadata from './block.json';
import type { CheckoutStepAttributes } from '../../components/checkout-step-settings';
import Edit from './edit';

registerBlock< CheckoutStepAttributes >( metadata, Edit );
