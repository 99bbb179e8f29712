/**
 * Beside the grid: orders to be collected, orders waiting to be paid at the
 * workshop and products running out.
 */
import { __, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

import { PhoneLink } from '../shared/phone-link';
import { timeOf } from './grid';
import type { TodayData, TodayPageData } from './types';

function OrderLink( {
	url,
	id,
	number,
}: {
	url: string;
	id: number;
	number: string;
} ) {
	return (
		<a href={ addQueryArgs( url, { order: id } ) }>
			{ sprintf(
				/* translators: %s: order number. */
				__( 'Order #%s', 'rueda' ),
				number
			) }
		</a>
	);
}

export default function SideLists( {
	data,
	page,
}: {
	data: TodayData;
	page: TodayPageData;
} ) {
	return (
		<div className="rueda-today__lists">
			<section aria-labelledby="rueda-today-pickups">
				<h2 id="rueda-today-pickups">
					{ __( 'Pickups due', 'rueda' ) }{ ' ' }
					<span className="rueda-today__count">
						{ data.pickups.length }
					</span>
				</h2>
				{ data.pickups.length === 0 ? (
					<p>
						{ __( 'No orders waiting to be collected.', 'rueda' ) }
					</p>
				) : (
					<ul>
						{ data.pickups.map( ( order ) => (
							<li key={ order.order_id }>
								<OrderLink
									url={ page.ordersUrl }
									id={ order.order_id }
									number={ order.order_number }
								/>{ ' ' }
								{ order.customer }{ ' ' }
								{ order.phone && (
									<PhoneLink phone={ order.phone } />
								) }
								{ order.pickup_location && (
									<span className="rueda-today__meta">
										{ order.pickup_location }
									</span>
								) }
							</li>
						) ) }
					</ul>
				) }
			</section>
			<section aria-labelledby="rueda-today-unpaid">
				<h2 id="rueda-today-unpaid">
					{ __( 'To be paid at the workshop', 'rueda' ) }{ ' ' }
					<span className="rueda-today__count">
						{ data.unpaid.length }
					</span>
				</h2>
				{ data.unpaid.length === 0 ? (
					<p>
						{ __(
							'No orders waiting for payment at the workshop.',
							'rueda'
						) }
					</p>
				) : (
					<ul>
						{ data.unpaid.map( ( order ) => (
							<li key={ order.order_id }>
								<OrderLink
									url={ page.ordersUrl }
									id={ order.order_id }
									number={ order.order_number }
								/>{ ' ' }
								{ order.customer }{ ' ' }
								<strong>{ order.total_text }</strong>{ ' ' }
								{ order.phone && (
									<PhoneLink phone={ order.phone } />
								) }
								{ order.appointment && (
									<span className="rueda-today__meta">
										{ sprintf(
											/* translators: 1: day (Y-m-d), 2: time. */
											__(
												'Appointment %1$s %2$s',
												'rueda'
											),
											order.appointment.slice( 0, 10 ),
											timeOf( order.appointment )
										) }
									</span>
								) }
							</li>
						) ) }
					</ul>
				) }
			</section>
			<section aria-labelledby="rueda-today-stock">
				<h2 id="rueda-today-stock">
					{ __( 'Low stock', 'rueda' ) }{ ' ' }
					<span className="rueda-today__count">
						{ data.low_stock.length }
					</span>
				</h2>
				{ data.low_stock.length === 0 ? (
					<p>{ __( 'No products running out.', 'rueda' ) }</p>
				) : (
					<ul>
						{ data.low_stock.map( ( product ) => (
							<li key={ product.id }>
								<a
									href={ addQueryArgs( page.productsUrl, {
										product: product.id,
									} ) }
								>
									{ product.name }
								</a>{ ' ' }
								<strong>
									{ sprintf(
										/* translators: %d: units in stock. */
										__( '%d left', 'rueda' ),
										product.stock
									) }
								</strong>
							</li>
						) ) }
					</ul>
				) }
			</section>
		</div>
	);
}
