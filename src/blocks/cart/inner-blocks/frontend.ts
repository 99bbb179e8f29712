/**
 * The live components of the cart's inner blocks. Containers are small and
 * come with the cart's script; the rest load on demand, in two chunks that
 * are requested together when the filled cart renders (the express area,
 * at the top of the totals, with the totals).
 */
import { lazy } from '@wordpress/element';
import { registerInnerBlock, type InnerBlockComponent } from '@rueda/runtime';

import Container from '@rueda/blocks/shared/frontend/container';
import cartItems from './cart-items/block.json';
import crossSells from './cart-cross-sells/block.json';
import expressPayment from './cart-express-payment/block.json';
import lineItems from './cart-line-items/block.json';
import orderSummary from './cart-order-summary/block.json';
import summaryCouponForm from './cart-order-summary-coupon-form/block.json';
import summaryDiscount from './cart-order-summary-discount/block.json';
import summaryFees from './cart-order-summary-fees/block.json';
import summaryShipping from './cart-order-summary-shipping/block.json';
import summarySubtotal from './cart-order-summary-subtotal/block.json';
import summaryTaxes from './cart-order-summary-taxes/block.json';
import cartTotals from './cart-totals/block.json';
import emptyCart from './empty-cart/block.json';
import EmptyCart from './empty-cart/frontend';
import filledCart from './filled-cart/block.json';
import proceedToCheckout from './proceed-to-checkout/block.json';

type Entry = [ { name: string; parent: string[] }, InnerBlockComponent ];

const entries: Entry[] = [
	[ { name: filledCart.name, parent: filledCart.parent }, Container ],
	[ { name: cartItems.name, parent: cartItems.parent }, Container ],
	[ { name: cartTotals.name, parent: cartTotals.parent }, Container ],
	[ { name: emptyCart.name, parent: emptyCart.parent }, EmptyCart ],
	[
		{ name: expressPayment.name, parent: expressPayment.parent },
		lazy(
			() =>
				import(
					/* webpackChunkName: "cart-totals" */ './cart-express-payment/frontend'
				)
		),
	],
	[
		{ name: lineItems.name, parent: lineItems.parent },
		lazy(
			() =>
				import(
					/* webpackChunkName: "cart-items" */ './cart-line-items/frontend'
				)
		),
	],
	[
		{ name: crossSells.name, parent: crossSells.parent },
		lazy(
			() =>
				import(
					/* webpackChunkName: "cart-items" */ './cart-cross-sells/frontend'
				)
		),
	],
	[
		{ name: orderSummary.name, parent: orderSummary.parent },
		lazy(
			() =>
				import(
					/* webpackChunkName: "cart-totals" */ './cart-order-summary/frontend'
				)
		),
	],
	[
		{ name: summarySubtotal.name, parent: summarySubtotal.parent },
		lazy(
			() =>
				import(
					/* webpackChunkName: "cart-totals" */ './cart-order-summary-subtotal/frontend'
				)
		),
	],
	[
		{ name: summaryFees.name, parent: summaryFees.parent },
		lazy(
			() =>
				import(
					/* webpackChunkName: "cart-totals" */ './cart-order-summary-fees/frontend'
				)
		),
	],
	[
		{ name: summaryCouponForm.name, parent: summaryCouponForm.parent },
		lazy(
			() =>
				import(
					/* webpackChunkName: "cart-totals" */ './cart-order-summary-coupon-form/frontend'
				)
		),
	],
	[
		{ name: summaryDiscount.name, parent: summaryDiscount.parent },
		lazy(
			() =>
				import(
					/* webpackChunkName: "cart-totals" */ './cart-order-summary-discount/frontend'
				)
		),
	],
	[
		{ name: summaryShipping.name, parent: summaryShipping.parent },
		lazy(
			() =>
				import(
					/* webpackChunkName: "cart-totals" */ './cart-order-summary-shipping/frontend'
				)
		),
	],
	[
		{ name: summaryTaxes.name, parent: summaryTaxes.parent },
		lazy(
			() =>
				import(
					/* webpackChunkName: "cart-totals" */ './cart-order-summary-taxes/frontend'
				)
		),
	],
	[
		{ name: proceedToCheckout.name, parent: proceedToCheckout.parent },
		lazy(
			() =>
				import(
					/* webpackChunkName: "cart-totals" */ './proceed-to-checkout/frontend'
				)
		),
	],
];

export function registerCartInnerBlocks(): void {
	for ( const [ metadata, component ] of entries ) {
		registerInnerBlock( { metadata, component } );
	}
}
