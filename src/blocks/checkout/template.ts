/**
 * The checkout's default inner blocks. includes/Blocks/DefaultContent.php
 * renders the same tree for a checkout block saved without inner blocks.
 */
import type { BlockTemplate } from '@rueda/blocks/shared/editor';

export const CHECKOUT_FIELDS_TEMPLATE: BlockTemplate = [
	[ 'rueda/checkout-express-payment' ],
	[ 'rueda/checkout-contact-information' ],
	[ 'rueda/checkout-shipping-method' ],
	[ 'rueda/checkout-pickup-options' ],
	[ 'rueda/checkout-shipping-address' ],
	[ 'rueda/checkout-billing-address' ],
	[ 'rueda/checkout-shipping-methods' ],
	[ 'rueda/checkout-payment' ],
	[ 'rueda/checkout-order-note' ],
	[ 'rueda/checkout-terms' ],
	[ 'rueda/checkout-actions' ],
];

export const CHECKOUT_TOTALS_TEMPLATE: BlockTemplate = [
	[ 'rueda/checkout-order-summary' ],
];

export const CHECKOUT_TEMPLATE: BlockTemplate = [
	[ 'rueda/checkout-fields', {}, CHECKOUT_FIELDS_TEMPLATE ],
	[ 'rueda/checkout-totals', {}, CHECKOUT_TOTALS_TEMPLATE ],
];
