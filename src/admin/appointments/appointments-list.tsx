/**
 * The appointments as a DataViews table over GET /rueda/v1/appointments: one
 * day's (the day view) or every one from today on, grouped by day (the list
 * view); filters by location and status; each can be moved or cancelled, or
 * its order opened.
 */
import { Button, Flex, Notice } from '@wordpress/components';
import {
	DataViews,
	type Action,
	type Field,
	type View,
} from '@wordpress/dataviews/wp';
import { useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

import { longDay, timeOf } from '@rueda/shared/appointments/format';
import { useRestList } from '../shared/use-rest-list';
import { cancelAppointment } from './appointment-api';
import { dateOf } from './dates';
import MoveAppointment from './move-appointment';
import { PhoneLink } from '../shared/phone-link';
import { VehicleFacts } from '../shared/vehicle-facts';
import {
	APPOINTMENTS_PATH,
	type AdminAppointment,
	type AppointmentsPageData,
} from './types';

export type AppointmentsMode = 'day' | 'list';

const BASE_VIEW: View = {
	type: 'table',
	page: 1,
	perPage: 50,
	search: '',
	titleField: 'time',
	fields: [ 'customer', 'items', 'location', 'status', 'order' ],
	filters: [],
	layout: {},
};

type Props = {
	mode: AppointmentsMode;
	/** The day shown by the day view (Y-m-d). */
	day: string;
	page: AppointmentsPageData;
	notify: ( message: string, isError?: boolean ) => void;
};

export default function AppointmentsList( { mode, day, page, notify }: Props ) {
	const [ view, setView ] = useState< View >( BASE_VIEW );
	const shown: View =
		mode === 'list'
			? {
					...view,
					groupBy: {
						field: 'day',
						direction: 'asc',
						showLabel: false,
					},
				}
			: view;
	const path = addQueryArgs(
		APPOINTMENTS_PATH,
		mode === 'day' ? { from: day, to: day } : { from: page.today }
	);
	const list = useRestList< AdminAppointment >( path, shown );
	const reload = list.reload;

	const fields = useMemo< Field< AdminAppointment >[] >(
		() => [
			{
				id: 'time',
				label: __( 'Time', 'rueda' ),
				getValue: ( { item } ) => item.start,
				render: ( { item } ) => (
					<span className="rueda-appointments__time">
						{ sprintf(
							/* translators: 1: start time, 2: end time. */
							__( '%1$s–%2$s', 'rueda' ),
							timeOf( item.start ),
							timeOf( item.end )
						) }
					</span>
				),
				enableHiding: false,
				enableSorting: false,
			},
			{
				id: 'day',
				label: __( 'Day', 'rueda' ),
				// The list's group headings: the server lists the days in order.
				getValue: ( { item } ) => longDay( dateOf( item.start ) ),
				enableSorting: false,
			},
			{
				id: 'customer',
				label: __( 'Customer', 'rueda' ),
				getValue: ( { item } ) => item.customer.name,
				render: ( { item } ) => (
					<span>
						{ item.customer.name || item.customer.email }
						<span className="rueda-appointments__contact">
							{ item.customer.phone ? (
								<PhoneLink phone={ item.customer.phone } />
							) : (
								item.customer.email
							) }
						</span>
						<VehicleFacts vehicle={ item.vehicle } />
					</span>
				),
				enableSorting: false,
			},
			{
				id: 'items',
				label: __( 'Order items', 'rueda' ),
				getValue: ( { item } ) =>
					item.items.map( ( service ) => service.name ).join( ', ' ),
				render: ( { item } ) => (
					<ul className="rueda-appointments__items">
						{ item.items.map( ( service, index ) => (
							<li key={ index }>
								{ sprintf(
									/* translators: 1: quantity, 2: product name. */
									__( '%1$d × %2$s', 'rueda' ),
									service.quantity,
									service.name
								) }
							</li>
						) ) }
					</ul>
				),
				enableSorting: false,
			},
			{
				id: 'location',
				label: __( 'Workshop', 'rueda' ),
				getValue: ( { item } ) => item.location,
				render: ( { item } ) => <>{ item.location_name }</>,
				elements: page.locations,
				filterBy: { operators: [ 'is' ], isPrimary: true },
				enableSorting: false,
			},
			{
				id: 'status',
				label: __( 'Status', 'rueda' ),
				getValue: ( { item } ) => item.status,
				render: ( { item } ) => (
					<span
						className={ `rueda-appointment-status is-${ item.status }` }
					>
						{ item.status_label }
					</span>
				),
				elements: page.statuses,
				filterBy: { operators: [ 'isAny' ], isPrimary: true },
				enableSorting: false,
			},
			{
				id: 'order',
				label: __( 'Order', 'rueda' ),
				getValue: ( { item } ) => item.order_number,
				render: ( { item } ) => (
					<a
						href={ addQueryArgs( page.ordersUrl, {
							order: item.order_id,
						} ) }
					>
						{ sprintf(
							/* translators: %s: order number. */
							__( '#%s', 'rueda' ),
							item.order_number
						) }
					</a>
				),
				enableSorting: false,
			},
		],
		[ page ]
	);

	const actions = useMemo< Action< AdminAppointment >[] >(
		() => [
			{
				id: 'move',
				label: __( 'Move', 'rueda' ),
				isPrimary: true,
				// Held, confirmed and arrived ones: done, missed and cancelled ones are final.
				isEligible: ( item ) => item.next.length > 0,
				modalHeader: __( 'Move the appointment', 'rueda' ),
				modalSize: 'large',
				RenderModal: ( { items, closeModal } ) =>
					items[ 0 ] ? (
						<MoveAppointment
							appointment={ items[ 0 ] }
							today={ page.today }
							onClose={ () => closeModal?.() }
							onMoved={ ( moved ) => {
								closeModal?.();
								notify(
									sprintf(
										/* translators: %s: the appointment, e.g. Cita en el taller: jueves 3 de diciembre, 10:00, … */
										__(
											'Moved. The customer has been emailed: %s',
											'rueda'
										),
										moved.summary
									)
								);
								reload();
							} }
						/>
					) : (
						<></>
					),
			},
			{
				id: 'work-order',
				label: __( 'Work order', 'rueda' ),
				isEligible: ( item ) =>
					item.status !== 'cancelled' && !! item.work_order_url,
				callback: ( items ) => {
					const url = items[ 0 ]?.work_order_url;
					if ( url ) {
						window.open( url, '_blank', 'noopener' );
					}
				},
			},
			{
				id: 'cancel',
				label: __( 'Cancel appointment', 'rueda' ),
				isEligible: ( item ) =>
					item.next.some( ( next ) => next.status === 'cancelled' ),
				modalHeader: __( 'Cancel the appointment', 'rueda' ),
				RenderModal: ( { items, closeModal } ) => (
					<Flex direction="column" gap={ 4 }>
						<p>
							{ __(
								'The bay is freed and the customer is emailed. The order stays as it is.',
								'rueda'
							) }
						</p>
						<p>
							<strong>{ items[ 0 ]?.summary }</strong>
						</p>
						<Flex justify="flex-end">
							<Button
								variant="tertiary"
								onClick={ closeModal }
								__next40pxDefaultSize
							>
								{ __( 'Keep it', 'rueda' ) }
							</Button>
							<Button
								variant="primary"
								isDestructive
								__next40pxDefaultSize
								onClick={ async () => {
									closeModal?.();
									try {
										await cancelAppointment(
											items[ 0 ]?.id ?? 0
										);
										notify(
											__(
												'Appointment cancelled. The customer has been emailed.',
												'rueda'
											)
										);
									} catch ( refusal ) {
										notify(
											( refusal as { message?: string } )
												.message ?? '',
											true
										);
									}
									reload();
								} }
							>
								{ __( 'Cancel appointment', 'rueda' ) }
							</Button>
						</Flex>
					</Flex>
				),
			},
		],
		[ page.today, notify, reload ]
	);

	return (
		<>
			{ list.error && (
				<Notice status="error" isDismissible={ false }>
					{ list.error }
				</Notice>
			) }
			<DataViews< AdminAppointment >
				view={ shown }
				onChangeView={ setView }
				fields={ fields }
				data={ list.items }
				isLoading={ list.isLoading }
				paginationInfo={ list.paginationInfo }
				actions={ actions }
				search
				searchLabel={ __( 'Search by order number or email', 'rueda' ) }
				defaultLayouts={ { table: {} } }
				getItemId={ ( item ) => String( item.id ) }
				empty={
					<p className="rueda-appointments__empty">
						{ mode === 'day'
							? __( 'No appointments on this day.', 'rueda' )
							: __( 'No appointments from today on.', 'rueda' ) }
					</p>
				}
			/>
		</>
	);
}
