/**
 * The order's workshop appointment among the payment and delivery facts, with
 * a link to move or cancel it on the appointments screen, open on its day.
 */
import { __ } from '@wordpress/i18n';

import type { OrderAppointment } from './types';

export default function OrderAppointmentFact( {
	appointment,
}: {
	appointment: OrderAppointment;
} ) {
	return (
		<>
			<dt>{ __( 'Workshop appointment', 'rueda' ) }</dt>
			<dd className="rueda-order__appointment">
				<span
					className={
						appointment.status === 'cancelled'
							? 'rueda-order__appointment-cancelled'
							: undefined
					}
				>
					{ appointment.summary }
				</span>{ ' ' }
				<span className="rueda-order__appointment-status">
					({ appointment.status_label })
				</span>{ ' ' }
				<a
					href={ `admin.php?page=rueda-appointments&date=${ appointment.start.slice(
						0,
						10
					) }` }
				>
					{ __( 'Appointments', 'rueda' ) }
				</a>
			</dd>
		</>
	);
}
