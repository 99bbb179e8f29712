/**
 * One order in full: lines, totals, delivery or pickup, addresses and
 * payment. Shown in the customer's orders and to a guest who found an order.
 */
import { decodeEntities } from '@wordpress/html-entities';
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import type { StatesByCountry } from '@rueda/shared/address/types';
import { addAmounts, formatPrice } from '@rueda/shared/money';
import { addressLines, formatDate } from '../format';
import type { OrderDetail } from '../types';

export type OrderDetailViewProps = {
	order: OrderDetail;
	/** Heading level of the order's title (the parts use the next one). */
	headingLevel?: 2 | 3;
	countries?: Readonly< Record< string, string > >;
	/** Province names by country and code. */
	states?: StatesByCountry;
	/** Under the title: the customer's actions (back, order again). */
	actions?: ReactNode;
};

function Address( { lines }: { lines: string[] } ) {
	return (
		<address className="rueda-customer-account__address">
			{ lines.map( ( line, index ) => (
				<span key={ index }>
					{ line }
					<br />
				</span>
			) ) }
		</address>
	);
}

export default function OrderDetailView( {
	order,
	headingLevel = 3,
	countries = {},
	states = {},
	actions,
}: OrderDetailViewProps ) {
	const Title = `h${ headingLevel }` as const;
	const Part = `h${ headingLevel + 1 }` as 'h3' | 'h4';
	const { totals } = order;
	const subtotal = order.items.reduce(
		( sum, item ) =>
			sum +
			addAmounts(
				item.totals.line_subtotal,
				item.totals.line_subtotal_tax
			),
		0
	);
	const discount = addAmounts(
		totals.total_discount,
		totals.total_discount_tax
	);
	const shipping = addAmounts(
		totals.total_shipping,
		totals.total_shipping_tax
	);
	const billing = addressLines( order.billing_address, countries, states );
	const shippingAddress = addressLines(
		order.shipping_address,
		countries,
		states
	);

	return (
		<article className="rueda-customer-account__order">
			<Title className="rueda-customer-account__order-title">
				{ sprintf(
					/* translators: %s: order number. */
					__( 'Order #%s', 'rueda' ),
					order.number
				) }
			</Title>
			<p className="rueda-customer-account__order-meta">
				{ sprintf(
					/* translators: 1: order date, 2: order status. */
					__( 'Placed on %1$s · %2$s', 'rueda' ),
					formatDate( order.date_created ),
					order.status_label
				) }
			</p>
			{ actions }
			<table className="rueda-customer-account__lines">
				<caption className="rueda-visually-hidden">
					{ __( 'Products in this order', 'rueda' ) }
				</caption>
				<thead>
					<tr>
						<th scope="col">{ __( 'Product', 'rueda' ) }</th>
						<th scope="col" className="is-number">
							{ __( 'Quantity', 'rueda' ) }
						</th>
						<th scope="col" className="is-number">
							{ __( 'Total', 'rueda' ) }
						</th>
					</tr>
				</thead>
				<tbody>
					{ order.items.map( ( item ) => (
						<tr key={ item.id }>
							<th scope="row">{ item.name }</th>
							<td className="is-number">{ item.quantity }</td>
							<td className="is-number">
								{ formatPrice(
									addAmounts(
										item.totals.line_total,
										item.totals.line_total_tax
									),
									item.totals
								) }
							</td>
						</tr>
					) ) }
				</tbody>
			</table>
			<dl className="rueda-customer-account__totals">
				<div className="rueda-customer-account__total-row">
					<dt>{ __( 'Subtotal', 'rueda' ) }</dt>
					<dd>{ formatPrice( subtotal, totals ) }</dd>
				</div>
				{ order.coupons.map( ( coupon ) => (
					<div
						key={ coupon.code }
						className="rueda-customer-account__total-row"
					>
						<dt>
							{ sprintf(
								/* translators: %s: coupon code. */
								__( 'Coupon: %s', 'rueda' ),
								coupon.code
							) }
						</dt>
						<dd>
							{ formatPrice(
								-addAmounts(
									coupon.totals.total_discount,
									coupon.totals.total_discount_tax
								),
								coupon.totals
							) }
						</dd>
					</div>
				) ) }
				{ order.coupons.length === 0 && discount > 0 && (
					<div className="rueda-customer-account__total-row">
						<dt>{ __( 'Discount', 'rueda' ) }</dt>
						<dd>{ formatPrice( -discount, totals ) }</dd>
					</div>
				) }
				{ order.fees.map( ( fee, index ) => (
					<div
						key={ `${ fee.id }-${ index }` }
						className="rueda-customer-account__total-row"
					>
						<dt>{ decodeEntities( fee.name ) }</dt>
						<dd>
							{ formatPrice(
								addAmounts(
									fee.totals.total,
									fee.totals.total_tax
								),
								fee.totals
							) }
						</dd>
					</div>
				) ) }
				{ order.delivery.type === 'shipping' && (
					<div className="rueda-customer-account__total-row">
						<dt>{ __( 'Shipping', 'rueda' ) }</dt>
						<dd>
							{ shipping > 0
								? formatPrice( shipping, totals )
								: __( 'Free', 'rueda' ) }
						</dd>
					</div>
				) }
				<div className="rueda-customer-account__total-row is-total">
					<dt>{ __( 'Total', 'rueda' ) }</dt>
					<dd>{ formatPrice( totals.total_price, totals ) }</dd>
				</div>
			</dl>
			{ addAmounts( totals.total_tax ) > 0 && (
				<p className="rueda-customer-account__tax-note">
					{ sprintf(
						/* translators: %s: tax amount. */
						__( 'Includes %s in taxes', 'rueda' ),
						formatPrice( totals.total_tax, totals )
					) }
				</p>
			) }
			<div className="rueda-customer-account__order-parts">
				{ order.delivery.type !== 'none' && (
					<section>
						<Part>
							{ order.delivery.type === 'pickup'
								? __( 'Pickup', 'rueda' )
								: __( 'Delivery', 'rueda' ) }
						</Part>
						{ order.delivery.name && (
							<p>{ order.delivery.name }</p>
						) }
						{ order.delivery.type === 'pickup' &&
							order.delivery.address && (
								<p>{ order.delivery.address }</p>
							) }
						{ order.delivery.type === 'shipping' &&
							shippingAddress.length > 0 && (
								<Address lines={ shippingAddress } />
							) }
					</section>
				) }
				<section>
					<Part>{ __( 'Billing address', 'rueda' ) }</Part>
					<Address lines={ billing } />
					{ order.billing_address.email && (
						<p>{ order.billing_address.email }</p>
					) }
				</section>
				<section>
					<Part>{ __( 'Payment', 'rueda' ) }</Part>
					<p>
						{ order.payment_method_title ||
							__( 'No payment method', 'rueda' ) }
					</p>
					{ order.needs_payment && (
						<p className="rueda-customer-account__needs-payment">
							{ __( 'Awaiting payment', 'rueda' ) }
						</p>
					) }
				</section>
				{ order.invoice && (
					<section>
						<Part>{ __( 'Invoice', 'rueda' ) }</Part>
						<p>
							<a href={ order.invoice.url }>
								{ sprintf(
									/* translators: %s: invoice number, e.g. F2026-000001. */
									__( 'View invoice %s', 'rueda' ),
									order.invoice.number
								) }
							</a>
						</p>
						{ ( order.rectifying_invoices ?? [] ).map(
							( rectification ) => (
								<p key={ rectification.number }>
									<a href={ rectification.url }>
										{ sprintf(
											/* translators: 1: rectifying invoice number, e.g. R2026-000001, 2: the invoice it rectifies. */
											__(
												'View rectifying invoice %1$s (rectifies %2$s)',
												'rueda'
											),
											rectification.number,
											rectification.rectifies
										) }
									</a>
								</p>
							)
						) }
					</section>
				) }
				{ order.customer_note && (
					<section>
						<Part>{ __( 'Note', 'rueda' ) }</Part>
						<p>{ order.customer_note }</p>
					</section>
				) }
			</div>
		</article>
	);
}
