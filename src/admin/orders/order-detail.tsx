/**
 * One order: items, totals, addresses, payment, shipping or pickup, the
 * customer's note, the status selector and the notes.
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	Notice,
	Spinner,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import LegalConsents from './legal-consents';
import InvoicePanel from './invoice-panel';
import RefundPanel from './refund-panel';
import NotesPanel from './notes-panel';
import { addNote, changeStatus, messageOf } from './order-api';
import StatusBadge from './status-badge';
import StatusForm from './status-form';
import type { OrderAddress, OrderDetail, StatusOption } from './types';
import { useOrder } from './use-order';
import OrderAppointmentFact from './order-appointment';
import { PhoneLink } from '../shared/phone-link';
import { VehicleFacts } from '../shared/vehicle-facts';

type Props = {
	id: number;
	statuses: StatusOption[];
	onBack: () => void;
	notify: ( message: string, isError?: boolean ) => void;
};

function Section( {
	title,
	children,
}: {
	title: string;
	children: React.ReactNode;
} ) {
	return (
		<Card>
			<CardHeader>
				<h2>{ title }</h2>
			</CardHeader>
			<CardBody>{ children }</CardBody>
		</Card>
	);
}

function Address( { address }: { address: OrderAddress } ) {
	return (
		<address>
			{ address.lines.map( ( line, index ) => (
				<span key={ index }>
					{ line }
					<br />
				</span>
			) ) }
		</address>
	);
}

function Totals( { order }: { order: OrderDetail } ) {
	const rows: Array< [ string, string ] > = [
		[ __( 'Subtotal', 'rueda' ), order.totals.subtotal_display ],
		...order.coupons.map( ( coupon ): [ string, string ] => [
			/* translators: %s: coupon code. */
			sprintf( __( 'Coupon %s', 'rueda' ), coupon.code.toUpperCase() ),
			`-${ coupon.discount_display }`,
		] ),
		...order.shipping_lines.map( ( line ): [ string, string ] => [
			line.name,
			line.total_display,
		] ),
		...order.fees.map( ( fee ): [ string, string ] => [
			fee.name,
			fee.total_display,
		] ),
		[ __( 'Taxes (included)', 'rueda' ), order.totals.tax_display ],
	];
	const refunded =
		order.refund && order.refund.refunded > 0 ? order.refund : null;
	return (
		<table className="rueda-order__totals">
			<tbody>
				{ rows.map( ( [ label, value ], index ) => (
					<tr key={ index }>
						<th scope="row">{ label }</th>
						<td>{ value }</td>
					</tr>
				) ) }
				<tr className="rueda-order__grand-total">
					<th scope="row">{ __( 'Total', 'rueda' ) }</th>
					<td>{ order.totals.total_display }</td>
				</tr>
				{ refunded && (
					<>
						<tr className="rueda-order__refunded">
							<th scope="row">{ __( 'Refunded', 'rueda' ) }</th>
							<td>{ refunded.refunded_display }</td>
						</tr>
						<tr className="rueda-order__net-total">
							<th scope="row">{ __( 'Net total', 'rueda' ) }</th>
							<td>{ refunded.net_display }</td>
						</tr>
					</>
				) }
			</tbody>
		</table>
	);
}

export default function OrderDetailView( {
	id,
	statuses,
	onBack,
	notify,
}: Props ) {
	const { order, error, replace, reload } = useOrder( id );
	const [ isChanging, setIsChanging ] = useState( false );

	const back = (
		<Button variant="link" onClick={ onBack }>
			{ __( '← Back to orders', 'rueda' ) }
		</Button>
	);
	if ( error ) {
		return (
			<>
				{ back }
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			</>
		);
	}
	if ( ! order ) {
		return <Spinner />;
	}

	const change = async ( status: string ) => {
		setIsChanging( true );
		try {
			replace( await changeStatus( order.id, status, order.status ) );
			notify( __( 'Order status changed.', 'rueda' ) );
		} catch ( failure ) {
			notify(
				messageOf(
					failure,
					__( 'The order could not be changed.', 'rueda' )
				),
				true
			);
			reload();
		}
		setIsChanging( false );
	};

	const note = async ( text: string, customerVisible: boolean ) => {
		try {
			replace( await addNote( order.id, text, customerVisible ) );
			notify( __( 'Note added.', 'rueda' ) );
			return true;
		} catch ( failure ) {
			notify(
				messageOf(
					failure,
					__( 'The note could not be added.', 'rueda' )
				),
				true
			);
			return false;
		}
	};

	return (
		<div className="rueda-order">
			{ back }
			<header className="rueda-order__header">
				<h2>
					{ sprintf(
						/* translators: %s: order number. */
						__( 'Order #%s', 'rueda' ),
						order.number
					) }
				</h2>
				<StatusBadge
					status={ order.status }
					label={ order.status_label }
				/>
				<span>{ order.date_display }</span>
			</header>
			<div className="rueda-order__columns">
				{ /* First on a phone: what the owner does with the order. */ }
				<div className="rueda-order__actions">
					<Section title={ __( 'Status', 'rueda' ) }>
						<StatusForm
							key={ order.status }
							current={ order.status }
							next={ order.next_statuses }
							statuses={ statuses }
							isBusy={ isChanging }
							onChange={ change }
						/>
					</Section>
					<Section title={ __( 'Customer', 'rueda' ) }>
						<p>
							{ order.customer.name }
							<br />
							<a href={ `mailto:${ order.customer.email }` }>
								{ order.customer.email }
							</a>
							{ order.customer.phone && (
								<>
									<br />
									<PhoneLink phone={ order.customer.phone } />
								</>
							) }
						</p>
						<VehicleFacts vehicle={ order.vehicle } />
						{ order.work_order_url && (
							<p>
								<Button
									variant="secondary"
									href={ order.work_order_url }
									target="_blank"
									__next40pxDefaultSize
								>
									{ __( 'Work order', 'rueda' ) }
								</Button>
							</p>
						) }
					</Section>
				</div>
				<div className="rueda-order__main">
					<Section title={ __( 'Items', 'rueda' ) }>
						<table className="rueda-order__items">
							<thead>
								<tr>
									<th scope="col">
										{ __( 'Product', 'rueda' ) }
									</th>
									<th scope="col">
										{ __( 'Price', 'rueda' ) }
									</th>
									<th scope="col">
										{ __( 'Quantity', 'rueda' ) }
									</th>
									<th scope="col">
										{ __( 'Subtotal', 'rueda' ) }
									</th>
								</tr>
							</thead>
							<tbody>
								{ order.items.map( ( item ) => (
									<tr key={ item.id }>
										<td>
											{ item.name }
											{ item.sku && (
												<span className="rueda-order__sku">
													{ item.sku }
												</span>
											) }
										</td>
										<td>{ item.price_display }</td>
										<td>{ item.quantity }</td>
										<td>{ item.subtotal_display }</td>
									</tr>
								) ) }
							</tbody>
						</table>
						<Totals order={ order } />
					</Section>
					<div className="rueda-order__addresses">
						<Section title={ __( 'Billing address', 'rueda' ) }>
							<Address address={ order.billing_address } />
						</Section>
						{ order.shipping_address.lines.length > 0 && (
							<Section
								title={
									order.is_pickup
										? __( 'Pickup at', 'rueda' )
										: __( 'Shipping address', 'rueda' )
								}
							>
								<Address address={ order.shipping_address } />
							</Section>
						) }
					</div>
					<Section title={ __( 'Payment and delivery', 'rueda' ) }>
						<dl className="rueda-order__facts">
							<dt>{ __( 'Payment method', 'rueda' ) }</dt>
							<dd>
								{ order.payment.title ||
									__( 'No payment needed', 'rueda' ) }
							</dd>
							{ order.payment.transaction_id && (
								<>
									<dt>{ __( 'Transaction', 'rueda' ) }</dt>
									<dd>{ order.payment.transaction_id }</dd>
								</>
							) }
							{ order.payment.paid_at && (
								<>
									<dt>
										{ __( 'Paid or confirmed', 'rueda' ) }
									</dt>
									<dd>{ order.payment.paid_at }</dd>
								</>
							) }
							{ order.payment.details.map( ( detail ) => (
								<div key={ detail.label }>
									<dt>{ detail.label }</dt>
									<dd>{ detail.value }</dd>
								</div>
							) ) }
							<dt>
								{ order.is_pickup
									? __( 'Pickup', 'rueda' )
									: __( 'Shipping', 'rueda' ) }
							</dt>
							<dd>
								{ order.shipping_lines
									.map( ( line ) => line.name )
									.join( ', ' ) ||
									__( 'Nothing to deliver', 'rueda' ) }
							</dd>
							{ order.appointment && (
								<OrderAppointmentFact
									appointment={ order.appointment }
								/>
							) }
						</dl>
					</Section>
					<LegalConsents consents={ order.legal_consents ?? [] } />
					{ order.customer_note && (
						<Section title={ __( 'Customer note', 'rueda' ) }>
							<p className="rueda-order__customer-note">
								{ order.customer_note }
							</p>
						</Section>
					) }
				</div>
				<div className="rueda-order__side">
					<InvoicePanel
						invoice={ order.invoice }
						taxId={ order.customer_tax_id }
						orderId={ order.id }
						substitute={ order.invoice_substitute ?? null }
						canReplace={ order.invoice_replaceable ?? false }
						onReplaced={ replace }
						notify={ notify }
					/>
					<RefundPanel
						order={ order }
						replace={ replace }
						reload={ reload }
						notify={ notify }
					/>
					<Section title={ __( 'Notes', 'rueda' ) }>
						<NotesPanel notes={ order.notes } onAdd={ note } />
					</Section>
				</div>
			</div>
		</div>
	);
}
