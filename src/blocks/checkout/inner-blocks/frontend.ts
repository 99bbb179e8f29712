/**
 * The live components of the checkout's inner blocks. The columns are small
 * and come with the checkout's script; the steps load on demand in one chunk,
 * the order summary in another, requested together when the checkout renders.
 * The steps get the shop owner's title, description and number from their
 * data-* attributes (withStepSettings).
 */
import { lazy } from '@wordpress/element';
import { registerInnerBlock, type InnerBlockComponent } from '@rueda/runtime';

import Container from '@rueda/blocks/shared/frontend/container';
import { withStepSettings } from '../components/checkout-step-settings';
import actions from './checkout-actions/block.json';
import billingAddress from './checkout-billing-address/block.json';
import contactInformation from './checkout-contact-information/block.json';
import expressPayment from './checkout-express-payment/block.json';
import fields from './checkout-fields/block.json';
import Fields from './checkout-fields/frontend';
import orderNote from './checkout-order-note/block.json';
import orderSummary from './checkout-order-summary/block.json';
import payment from './checkout-payment/block.json';
import pickupOptions from './checkout-pickup-options/block.json';
import shippingAddress from './checkout-shipping-address/block.json';
import shippingMethod from './checkout-shipping-method/block.json';
import shippingMethods from './checkout-shipping-methods/block.json';
import terms from './checkout-terms/block.json';
import totals from './checkout-totals/block.json';

type Metadata = { name: string; parent: string[] };

const entries: Array< [ Metadata, InnerBlockComponent ] > = [
	[ { name: fields.name, parent: fields.parent }, Fields ],
	[ { name: totals.name, parent: totals.parent }, Container ],
	[
		{ name: expressPayment.name, parent: expressPayment.parent },
		lazy(
			() =>
				import(
					/* webpackChunkName: "checkout-steps" */ './checkout-express-payment/frontend'
				)
		),
	],
	[
		{ name: contactInformation.name, parent: contactInformation.parent },
		withStepSettings(
			lazy(
				() =>
					import(
						/* webpackChunkName: "checkout-steps" */ './checkout-contact-information/frontend'
					)
			)
		),
	],
	[
		{ name: shippingMethod.name, parent: shippingMethod.parent },
		withStepSettings(
			lazy(
				() =>
					import(
						/* webpackChunkName: "checkout-steps" */ './checkout-shipping-method/frontend'
					)
			)
		),
	],
	[
		{ name: pickupOptions.name, parent: pickupOptions.parent },
		withStepSettings(
			lazy(
				() =>
					import(
						/* webpackChunkName: "checkout-steps" */ './checkout-pickup-options/frontend'
					)
			)
		),
	],
	[
		{ name: shippingAddress.name, parent: shippingAddress.parent },
		withStepSettings(
			lazy(
				() =>
					import(
						/* webpackChunkName: "checkout-steps" */ './checkout-shipping-address/frontend'
					)
			)
		),
	],
	[
		{ name: billingAddress.name, parent: billingAddress.parent },
		withStepSettings(
			lazy(
				() =>
					import(
						/* webpackChunkName: "checkout-steps" */ './checkout-billing-address/frontend'
					)
			)
		),
	],
	[
		{ name: shippingMethods.name, parent: shippingMethods.parent },
		withStepSettings(
			lazy(
				() =>
					import(
						/* webpackChunkName: "checkout-steps" */ './checkout-shipping-methods/frontend'
					)
			)
		),
	],
	[
		{ name: payment.name, parent: payment.parent },
		withStepSettings(
			lazy(
				() =>
					import(
						/* webpackChunkName: "checkout-steps" */ './checkout-payment/frontend'
					)
			)
		),
	],
	[
		{ name: orderNote.name, parent: orderNote.parent },
		lazy(
			() =>
				import(
					/* webpackChunkName: "checkout-steps" */ './checkout-order-note/frontend'
				)
		),
	],
	[
		{ name: terms.name, parent: terms.parent },
		lazy(
			() =>
				import(
					/* webpackChunkName: "checkout-steps" */ './checkout-terms/frontend'
				)
		),
	],
	[
		{ name: actions.name, parent: actions.parent },
		lazy(
			() =>
				import(
					/* webpackChunkName: "checkout-steps" */ './checkout-actions/frontend'
				)
		),
	],
	[
		{ name: orderSummary.name, parent: orderSummary.parent },
		lazy(
			() =>
				import(
					/* webpackChunkName: "checkout-totals" */ './checkout-order-summary/frontend'
				)
		),
	],
];

export function registerCheckoutInnerBlocks(): void {
	for ( const [ metadata, component ] of entries ) {
		registerInnerBlock( { metadata, component } );
	}
}
