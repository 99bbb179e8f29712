/**
 * The list of orders: DataViews over GET /rueda/v1/orders (search, status
 * filter with counts, sort, pages) with bulk status changes. Cancelling asks
 * first, since it puts the stock back.
 */
import { Button, Flex, Notice } from '@wordpress/components';
import {
	DataViews,
	type Action,
	type Field,
	type View,
} from '@wordpress/dataviews/wp';
import { useMemo, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import { useRestList } from '../shared/use-rest-list';
import { VehicleFacts } from '../shared/vehicle-facts';
import { changedMessage, changeStatuses } from './bulk-status';
import { deliveryKind } from './delivery';
import StatusBadge from './status-badge';
import { ORDERS_PATH, type OrderSummary, type StatusOption } from './types';
import { useStatusCounts } from './use-status-counts';

type Props = {
	statuses: StatusOption[];
	onOpen: ( id: number ) => void;
	notify: ( message: string, isError?: boolean ) => void;
};

const DEFAULT_VIEW: View = {
	type: 'table',
	page: 1,
	perPage: 20,
	search: '',
	sort: { field: 'date', direction: 'desc' },
	titleField: 'id',
	fields: [ 'date', 'customer', 'status', 'delivery', 'total', 'payment' ],
	filters: [],
	layout: {},
};

export default function OrdersList( { statuses, onOpen, notify }: Props ) {
	const [ view, setView ] = useState< View >( DEFAULT_VIEW );
	const list = useRestList< OrderSummary >( ORDERS_PATH, view );
	const [ counts, reloadCounts ] = useStatusCounts();
	const reloadList = list.reload;

	const fields = useMemo< Field< OrderSummary >[] >(
		() => [
			{
				id: 'id',
				label: __( 'Order', 'rueda' ),
				getValue: ( { item } ) => item.number,
				render: ( { item } ) => (
					<span className="rueda-orders__number">
						{ sprintf(
							/* translators: %s: order number. */
							__( '#%s', 'rueda' ),
							item.number
						) }
					</span>
				),
				enableHiding: false,
			},
			{
				id: 'date',
				label: __( 'Date', 'rueda' ),
				getValue: ( { item } ) => item.date_created_gmt,
				render: ( { item } ) => <>{ item.date_display }</>,
			},
			{
				id: 'customer',
				label: __( 'Customer', 'rueda' ),
				getValue: ( { item } ) => item.customer.name,
				render: ( { item } ) => (
					<span>
						{ item.customer.name || item.customer.email }
						{ item.customer.name && (
							<span className="rueda-orders__email">
								{ item.customer.email }
							</span>
						) }
						<VehicleFacts vehicle={ item.vehicle } />
					</span>
				),
				enableSorting: false,
			},
			{
				id: 'status',
				label: __( 'Status', 'rueda' ),
				getValue: ( { item } ) => item.status,
				render: ( { item } ) => (
					<StatusBadge
						status={ item.status }
						label={ item.status_label }
					/>
				),
				elements: statuses.map( ( status ) => {
					const count = counts[ status.value ];
					return {
						value: status.value,
						label:
							count === undefined
								? status.label
								: sprintf(
										/* translators: 1: order status, 2: number of orders in it. */
										__( '%1$s (%2$d)', 'rueda' ),
										status.label,
										count
									),
					};
				} ),
				filterBy: { operators: [ 'isAny' ], isPrimary: true },
				enableSorting: false,
			},
			{
				id: 'delivery',
				label: __( 'Delivery', 'rueda' ),
				getValue: ( { item } ) => item.delivery.type,
				render: ( { item } ) =>
					item.delivery.type === 'none' ? (
						<>—</>
					) : (
						<span className="rueda-orders__delivery">
							{ deliveryKind( item.delivery ) }{ ' ' }
							<span className="rueda-orders__delivery-place">
								{ item.delivery.label }
							</span>
						</span>
					),
				enableSorting: false,
			},
			{
				id: 'total',
				label: __( 'Total', 'rueda' ),
				getValue: ( { item } ) => item.total,
				render: ( { item } ) => <>{ item.total_display }</>,
			},
			{
				id: 'payment',
				label: __( 'Payment', 'rueda' ),
				getValue: ( { item } ) => item.payment_method_title,
				enableSorting: false,
			},
		],
		[ statuses, counts ]
	);

	const actions = useMemo< Action< OrderSummary >[] >( () => {
		const afterChange = async ( items: OrderSummary[], status: string ) => {
			const outcome = await changeStatuses( items, status );
			if ( outcome.changed ) {
				notify( changedMessage( outcome.changed ) );
			}
			outcome.failures.forEach( ( failure ) => notify( failure, true ) );
			reloadList();
			reloadCounts();
		};
		const bulk = (
			id: string,
			status: string,
			label: string
		): Action< OrderSummary > => ( {
			id,
			label,
			supportsBulk: true,
			isEligible: ( item ) => item.next_statuses.includes( status ),
			callback: ( items ) => afterChange( items, status ),
		} );
		return [
			{
				id: 'view',
				label: __( 'View', 'rueda' ),
				isPrimary: true,
				callback: ( items ) => onOpen( items[ 0 ]?.id ?? 0 ),
			},
			bulk(
				'mark-processing',
				'processing',
				__( 'Mark as processing', 'rueda' )
			),
			bulk(
				'mark-completed',
				'completed',
				__( 'Mark as completed', 'rueda' )
			),
			{
				id: 'mark-cancelled',
				label: __( 'Cancel orders', 'rueda' ),
				supportsBulk: true,
				isEligible: ( item ) =>
					item.next_statuses.includes( 'cancelled' ),
				modalHeader: __( 'Cancel orders', 'rueda' ),
				RenderModal: ( { items, closeModal } ) => (
					<Flex direction="column" gap={ 4 }>
						<p>
							{ sprintf(
								/* translators: %d: number of orders. */
								_n(
									'Cancel %d order? Its products go back into stock and its coupon uses are released. This cannot be undone.',
									'Cancel %d orders? Their products go back into stock and their coupon uses are released. This cannot be undone.',
									items.length,
									'rueda'
								),
								items.length
							) }
						</p>
						<Flex justify="flex-end">
							<Button
								variant="tertiary"
								onClick={ closeModal }
								__next40pxDefaultSize
							>
								{ __( 'Keep them', 'rueda' ) }
							</Button>
							<Button
								variant="primary"
								isDestructive
								onClick={ () => {
									closeModal?.();
									afterChange( items, 'cancelled' );
								} }
								__next40pxDefaultSize
							>
								{ __( 'Cancel orders', 'rueda' ) }
							</Button>
						</Flex>
					</Flex>
				),
			},
		];
	}, [ reloadList, notify, onOpen, reloadCounts ] );

	return (
		<>
			{ list.error && (
				<Notice status="error" isDismissible={ false }>
					{ list.error }
				</Notice>
			) }
			<DataViews< OrderSummary >
				view={ view }
				onChangeView={ setView }
				fields={ fields }
				data={ list.items }
				isLoading={ list.isLoading }
				paginationInfo={ list.paginationInfo }
				actions={ actions }
				search
				searchLabel={ __(
					'Search by number, email or customer',
					'rueda'
				) }
				defaultLayouts={ { table: {} } }
				getItemId={ ( item ) => String( item.id ) }
				onClickItem={ ( item ) => onOpen( item.id ) }
				isItemClickable={ () => true }
			/>
		</>
	);
}
