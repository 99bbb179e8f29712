/**
 * The checkout's order summary: the items (a list that folds away), the
 * coupon form, then subtotal, discount, fees, shipping, taxes and the total,
 * built from the cart's shared totals components.
 */
import { decodeEntities } from '@wordpress/html-entities';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import type { CartItem, CartResponse } from '@rueda/shared/api';
import { classNames } from '@rueda/shared/cart/class-names';
import { getChosenPickupRate } from '@rueda/shared/cart/shipping';
import { getLineSubtotal } from '@rueda/shared/cart/display';
import { FormattedPrice } from '@rueda/shared/cart/price';
import { InFormat } from '@rueda/shared/cart/price-format';
import { useItemFilters } from '@rueda/blocks/shared/cart/use-item-filters';
import TaxRows from '@rueda/shared/cart/tax-rows';
import TotalsFooter from '@rueda/blocks/shared/cart/totals-footer';
import TotalsRow from '@rueda/shared/cart/totals-row';
import DiscountRow from '@rueda/blocks/shared/cart/totals-rows/discount';
import FeeRows from '@rueda/blocks/shared/cart/totals-rows/fees';
import SubtotalRow from '@rueda/blocks/shared/cart/totals-rows/subtotal';
import { EuLabel } from '@rueda/shared/tyres/eu-label';
import type { TaxDisplaySettings } from '@rueda/shared/settings/shop-settings';
import { addAmounts } from '@rueda/shared/money';

/** The heading when the shop owner has not set one. */
export function getDefaultHeading(): string {
	return __( 'Order summary', 'rueda' );
}

export type OrderSummaryProps = {
	/** The heading (the default one when absent), or a node that edits it (the editor). */
	heading?: ReactNode;
	cart: CartResponse;
	taxes: TaxDisplaySettings;
	/** null when the shop owner hid the coupon form. */
	couponForm: ReactNode;
	/** Code of the coupon being removed, or ''. */
	removingCoupon: string;
	onRemoveCoupon: ( code: string ) => void;
	instanceId: string;
	/** The items list starts open (the editor preview). */
	initialOpen?: boolean;
};

function Item( {
	item,
	cart,
	includingTax,
	instanceId,
}: {
	item: CartItem;
	cart: CartResponse;
	includingTax: boolean;
	instanceId: string;
} ) {
	const filtered = useItemFilters( item, cart, 'summary' );
	return (
		<li
			className={ classNames(
				'rueda-checkout-summary__item',
				filtered.className
			) }
		>
			<span className="rueda-checkout-summary__quantity">
				{ sprintf(
					/* translators: %d: quantity of the item. */
					__( '%d ×', 'rueda' ),
					item.quantity
				) }
			</span>
			<a className="rueda-checkout-summary__name" href={ item.permalink }>
				{ filtered.name }
			</a>
			<span className="rueda-checkout-summary__price">
				<InFormat
					format={ filtered.subtotalFormat }
					price={
						<FormattedPrice
							amount={ getLineSubtotal( item, includingTax ) }
							format={ item.totals }
						/>
					}
				/>
			</span>
			{ item.tyre?.eu_label && (
				<div className="rueda-checkout-summary__eu-label">
					<EuLabel
						label={ item.tyre.eu_label }
						productName={ decodeEntities( item.name ) }
						id={ `rueda-eu-label-${ item.key }-${ instanceId }` }
					/>
				</div>
			) }
		</li>
	);
}

function Items( {
	cart,
	includingTax,
	instanceId,
}: {
	cart: CartResponse;
	includingTax: boolean;
	instanceId: string;
} ) {
	return (
		<ul className="rueda-checkout-summary__items">
			{ cart.items.map( ( item ) => (
				<Item
					key={ item.key }
					item={ item }
					cart={ cart }
					includingTax={ includingTax }
					instanceId={ instanceId }
				/>
			) ) }
		</ul>
	);
}

function ShippingRow( {
	cart,
	includingTax,
}: {
	cart: CartResponse;
	includingTax: boolean;
} ) {
	const { totals } = cart;
	if ( ! cart.needs_shipping ) {
		return null;
	}
	// Collected at the workshop: the rate is known without the shopper's address.
	const pickup = getChosenPickupRate( cart.shipping_rates );
	if ( ! cart.has_calculated_shipping && ! pickup ) {
		return (
			<TotalsRow
				className="rueda-totals-shipping"
				label={ __( 'Shipping', 'rueda' ) }
				description={ __(
					'Enter your address to see the shipping options.',
					'rueda'
				) }
			/>
		);
	}
	const amount = addAmounts(
		totals.total_shipping,
		includingTax ? totals.total_shipping_tax : 0
	);
	return (
		<TotalsRow
			className="rueda-totals-shipping"
			label={
				pickup
					? __( 'Pickup at the workshop', 'rueda' )
					: __( 'Shipping', 'rueda' )
			}
			value={
				amount === 0 ? (
					__( 'Free', 'rueda' )
				) : (
					<FormattedPrice amount={ amount } format={ totals } />
				)
			}
		/>
	);
}

export default function OrderSummary( {
	heading = getDefaultHeading(),
	cart,
	taxes,
	couponForm,
	removingCoupon,
	onRemoveCoupon,
	instanceId,
	initialOpen = false,
}: OrderSummaryProps ) {
	const [ isOpen, setOpen ] = useState( initialOpen );
	const includingTax = taxes.displayCartPricesIncludingTax;
	const { totals } = cart;
	const listId = `rueda-checkout-summary-items-${ instanceId }`;

	return (
		<div className="rueda-checkout-summary">
			{ typeof heading === 'string' ? (
				<h2 className="rueda-order-summary__title">{ heading }</h2>
			) : (
				heading
			) }
			<button
				type="button"
				className="rueda-link-button rueda-checkout-summary__toggle"
				aria-expanded={ isOpen }
				aria-controls={ listId }
				onClick={ () => setOpen( ! isOpen ) }
			>
				{ sprintf(
					/* translators: %d: number of items in the cart. */
					_n( '%d item', '%d items', cart.items_count, 'rueda' ),
					cart.items_count
				) }
			</button>
			<div id={ listId } hidden={ ! isOpen }>
				<Items
					cart={ cart }
					includingTax={ includingTax }
					instanceId={ instanceId }
				/>
			</div>
			{ couponForm }
			<SubtotalRow totals={ totals } includingTax={ includingTax } />
			<DiscountRow
				totals={ totals }
				coupons={ cart.coupons }
				extensions={ cart.extensions }
				includingTax={ includingTax }
				context="summary"
				removing={ removingCoupon }
				onRemove={ onRemoveCoupon }
			/>
			<FeeRows fees={ cart.fees } includingTax={ includingTax } />
			<ShippingRow cart={ cart } includingTax={ includingTax } />
			<TaxRows totals={ totals } taxes={ taxes } />
			<TotalsFooter cart={ cart } taxes={ taxes } />
		</div>
	);
}
