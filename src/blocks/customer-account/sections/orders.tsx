/**
 * Pedidos: the customer's orders, newest first, a page at a time; one order
 * in full with "Order again", which refills the cart with what is still sold
 * and then offers the cart.
 */
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import type { StatesByCountry } from '@rueda/shared/address/types';
import type { ApiErrorResponse } from '@rueda/shared/api';
import { formatPrice } from '@rueda/shared/money';
import { getOrder, getOrders, reorder } from '../api';
import { useAnnounce } from '../components/announcer';
import LoadError from '../components/load-error';
import Loading from '../components/loading';
import Notice from '../components/notice';
import OrderDetailView from '../components/order-detail-view';
import { useRequest } from '../components/use-request';
import { formatDate } from '../format';
import type { ReorderResult } from '../types';
import { orderHash, sectionHash } from '../routes';

export type OrdersSectionProps = {
	/** The order shown in full; null for the list. */
	orderId: number | null;
	cartUrl: string;
	countries?: Readonly< Record< string, string > >;
	states?: StatesByCountry;
	/** Called once "Order again" changed the cart (the mini cart follows). */
	onCartChanged?: () => void;
};

export const ORDERS_PER_PAGE = 10;

export function OrdersList() {
	const [ page, setPage ] = useState( 1 );
	const { value, error, isLoading, reload } = useRequest(
		() => getOrders( page, ORDERS_PER_PAGE ),
		[ page ]
	);

	if ( error ) {
		return <LoadError error={ error } onRetry={ reload } />;
	}
	if ( isLoading || ! value ) {
		return <Loading label={ __( 'Loading your orders…', 'rueda' ) } />;
	}
	if ( value.orders.length === 0 ) {
		return (
			<p className="rueda-customer-account__empty">
				{ __( 'You have not placed any orders yet.', 'rueda' ) }
			</p>
		);
	}
	return (
		<>
			<ul className="rueda-customer-account__orders">
				{ value.orders.map( ( order ) => (
					<li
						key={ order.id }
						className="rueda-customer-account__order-card"
					>
						<a
							className="rueda-customer-account__order-link"
							href={ orderHash( order.id ) }
						>
							{ sprintf(
								/* translators: %s: order number. */
								__( 'Order #%s', 'rueda' ),
								order.number
							) }
						</a>
						<span className="rueda-customer-account__order-date">
							{ formatDate( order.date_created ) }
						</span>
						<span
							className={ `rueda-customer-account__status is-${ order.status }` }
						>
							{ order.status_label }
						</span>
						<span className="rueda-customer-account__order-total">
							{ sprintf(
								/* translators: 1: order total, 2: number of products. */
								_n(
									'%1$s for %2$d item',
									'%1$s for %2$d items',
									order.items_count,
									'rueda'
								),
								formatPrice( order.total, order ),
								order.items_count
							) }
						</span>
					</li>
				) ) }
			</ul>
			{ value.totalPages > 1 && (
				<nav
					className="rueda-customer-account__pages"
					aria-label={ __( 'Pages of orders', 'rueda' ) }
				>
					<button
						type="button"
						className="rueda-button is-secondary"
						disabled={ page <= 1 }
						onClick={ () => setPage( page - 1 ) }
					>
						{ __( 'Newer orders', 'rueda' ) }
					</button>
					<span>
						{ sprintf(
							/* translators: 1: current page, 2: number of pages. */
							__( 'Page %1$d of %2$d', 'rueda' ),
							page,
							value.totalPages
						) }
					</span>
					<button
						type="button"
						className="rueda-button is-secondary"
						disabled={ page >= value.totalPages }
						onClick={ () => setPage( page + 1 ) }
					>
						{ __( 'Older orders', 'rueda' ) }
					</button>
				</nav>
			) }
		</>
	);
}

/**
 * The outcome of "Order again" in words.
 *
 * @param result The server's answer.
 */
export function describeReorder( result: ReorderResult ): string {
	if ( result.added.length === 0 ) {
		return __(
			'None of the products of this order can be ordered again.',
			'rueda'
		);
	}
	const quantity = result.added.reduce(
		( sum, item ) => sum + item.quantity,
		0
	);
	return sprintf(
		/* translators: %d: number of products added to the cart. */
		_n(
			'%d product added to your cart.',
			'%d products added to your cart.',
			quantity,
			'rueda'
		),
		quantity
	);
}

function ReorderOutcome( {
	result,
	cartUrl,
}: {
	result: ReorderResult;
	cartUrl: string;
} ) {
	return (
		<Notice status={ result.added.length > 0 ? 'success' : 'info' }>
			<p>{ describeReorder( result ) }</p>
			{ result.skipped.length > 0 && (
				<>
					<p>{ __( 'Not added:', 'rueda' ) }</p>
					<ul>
						{ result.skipped.map( ( item ) => (
							<li key={ item.id }>
								{ item.reason
									? sprintf(
											/* translators: 1: product name, 2: why it was not added. */
											__( '%1$s: %2$s', 'rueda' ),
											item.name,
											item.reason
										)
									: item.name }
							</li>
						) ) }
					</ul>
				</>
			) }
			{ result.added.length > 0 && cartUrl && (
				<p>
					<a className="rueda-button" href={ cartUrl }>
						{ __( 'View cart', 'rueda' ) }
					</a>
				</p>
			) }
		</Notice>
	);
}

export function OrderDetails( {
	orderId,
	cartUrl,
	countries,
	states,
	onCartChanged,
}: OrdersSectionProps & { orderId: number } ) {
	const announce = useAnnounce();
	const { value, error, isLoading, reload } = useRequest(
		() => getOrder( orderId ),
		[ orderId ]
	);
	const [ isReordering, setReordering ] = useState( false );
	const [ outcome, setOutcome ] = useState< ReorderResult | null >( null );
	const [ reorderError, setReorderError ] =
		useState< ApiErrorResponse | null >( null );

	const back = (
		<p className="rueda-customer-account__back">
			<a href={ sectionHash( 'orders' ) }>
				{ __( '← Back to your orders', 'rueda' ) }
			</a>
		</p>
	);

	if ( error ) {
		return (
			<>
				{ back }
				{ error.code === 'rueda_order_not_found' ? (
					<Notice status="error">
						<p>
							{ __( 'This order could not be found.', 'rueda' ) }
						</p>
					</Notice>
				) : (
					<LoadError error={ error } onRetry={ reload } />
				) }
			</>
		);
	}
	if ( isLoading || ! value ) {
		return (
			<>
				{ back }
				<Loading label={ __( 'Loading the order…', 'rueda' ) } />
			</>
		);
	}

	const orderAgain = async () => {
		setReordering( true );
		setOutcome( null );
		setReorderError( null );
		try {
			const result = await reorder( orderId );
			setOutcome( result );
			announce( describeReorder( result ) );
			if ( result.added.length > 0 ) {
				onCartChanged?.();
			}
		} catch ( reason ) {
			setReorderError( reason as ApiErrorResponse );
		} finally {
			setReordering( false );
		}
	};

	return (
		<>
			{ back }
			<OrderDetailView
				order={ value }
				countries={ countries }
				states={ states }
				actions={
					<div className="rueda-customer-account__order-actions">
						<button
							type="button"
							className="rueda-button"
							onClick={ orderAgain }
							disabled={ isReordering }
							aria-disabled={ isReordering }
						>
							{ isReordering
								? __( 'Adding to your cart…', 'rueda' )
								: __( 'Order again', 'rueda' ) }
						</button>
						{ outcome && (
							<ReorderOutcome
								result={ outcome }
								cartUrl={ cartUrl }
							/>
						) }
						{ reorderError && (
							<Notice status="error">
								<p>{ reorderError.message }</p>
							</Notice>
						) }
					</div>
				}
			/>
		</>
	);
}

export default function OrdersSection( props: OrdersSectionProps ) {
	return props.orderId === null ? (
		<OrdersList />
	) : (
		<OrderDetails { ...props } orderId={ props.orderId } />
	);
}
