/**
 * One appointment of the day: its time, customer, phone, plate, vehicle,
 * services, order and status, with its next statuses one click away (a
 * cancellation stays in Citas, where it asks first and emails the customer).
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

import { PhoneLink } from '../shared/phone-link';
import { timeOf } from './grid';
import type { TodayAppointment, TodayStatus } from './types';

export default function AppointmentCard( {
	appointment,
	bayLabel,
	ordersUrl,
	busy,
	onChange,
}: {
	appointment: TodayAppointment;
	/** The bay's name, shown where the grid has no column headers (phones). */
	bayLabel: string;
	ordersUrl: string;
	busy: boolean;
	onChange: ( appointment: TodayAppointment, status: TodayStatus ) => void;
} ) {
	const actions = appointment.next.filter(
		( action ) => action.status !== 'cancelled'
	);
	return (
		<article
			className={ `rueda-today-card is-${ appointment.status }` }
			aria-label={ sprintf(
				/* translators: 1: time, 2: customer. */
				__( '%1$s, %2$s', 'rueda' ),
				timeOf( appointment.start ),
				appointment.customer || appointment.order_number
			) }
		>
			<p className="rueda-today-card__head">
				<span className="rueda-today-card__time">
					{ timeOf( appointment.start ) }–
					{ timeOf( appointment.end ) }
				</span>
				<span className="rueda-today-card__bay">{ bayLabel }</span>
				<span className="rueda-today-card__status">
					{ appointment.status_label }
				</span>
			</p>
			<p className="rueda-today-card__customer">
				<strong>{ appointment.customer }</strong>
				{ appointment.phone && (
					<>
						{ ' ' }
						<PhoneLink phone={ appointment.phone } />
					</>
				) }
			</p>
			{ ( appointment.plate || appointment.vehicle ) && (
				<p className="rueda-today-card__vehicle">
					{ appointment.plate && (
						<span className="rueda-today-card__plate">
							{ appointment.plate }
						</span>
					) }{ ' ' }
					{ appointment.vehicle }
				</p>
			) }
			{ appointment.services.length > 0 && (
				<ul className="rueda-today-card__services">
					{ appointment.services.map( ( line, index ) => (
						<li key={ index }>
							{ line.quantity > 1
								? sprintf(
										/* translators: 1: quantity, 2: product or service. */
										__( '%1$d × %2$s', 'rueda' ),
										line.quantity,
										line.name
									)
								: line.name }
						</li>
					) ) }
				</ul>
			) }
			<p className="rueda-today-card__order">
				<a
					href={ addQueryArgs( ordersUrl, {
						order: appointment.order_id,
					} ) }
				>
					{ sprintf(
						/* translators: %s: order number. */
						__( 'Order #%s', 'rueda' ),
						appointment.order_number
					) }
				</a>
			</p>
			{ actions.length > 0 && (
				<div className="rueda-today-card__actions">
					{ actions.map( ( action ) => (
						<Button
							key={ action.status }
							variant={
								action.status === 'no_show'
									? 'tertiary'
									: 'secondary'
							}
							size="compact"
							isBusy={ busy }
							disabled={ busy }
							accessibleWhenDisabled
							onClick={ () =>
								onChange( appointment, action.status )
							}
						>
							{ action.label }
						</Button>
					) ) }
				</div>
			) }
		</article>
	);
}
