/**
 * The day by bay: a column per bay, a row per start time, a card per
 * appointment. On a phone the table reads as one list, each card naming its
 * bay.
 */
import { __ } from '@wordpress/i18n';

import AppointmentCard from './appointment-card';
import { dayRows } from './grid';
import type { TodayAppointment, TodayBay, TodayStatus } from './types';

export default function DayGrid( {
	appointments,
	bays,
	ordersUrl,
	busy,
	onChange,
}: {
	appointments: TodayAppointment[];
	bays: TodayBay[];
	ordersUrl: string;
	busy: number | null;
	onChange: ( appointment: TodayAppointment, status: TodayStatus ) => void;
} ) {
	const rows = dayRows( appointments, bays );
	if ( rows.length === 0 ) {
		return (
			<p className="rueda-today__empty">
				{ __( 'No appointments this day.', 'rueda' ) }
			</p>
		);
	}
	return (
		<table className="rueda-today-grid rueda-today-grid--day">
			<caption className="screen-reader-text">
				{ __( 'Appointments by bay and time', 'rueda' ) }
			</caption>
			<thead>
				<tr>
					<th scope="col">{ __( 'Time', 'rueda' ) }</th>
					{ bays.map( ( bay ) => (
						<th
							scope="col"
							key={ `${ bay.location }:${ bay.bay }` }
						>
							{ bay.label }
						</th>
					) ) }
				</tr>
			</thead>
			<tbody>
				{ rows.map( ( row ) => (
					<tr key={ row.time }>
						<th scope="row" className="rueda-today-grid__time">
							{ row.time }
						</th>
						{ row.cells.map( ( cell, index ) => (
							<td
								key={ index }
								className={ cell.length ? '' : 'is-empty' }
							>
								{ cell.map( ( appointment ) => (
									<AppointmentCard
										key={ appointment.id }
										appointment={ appointment }
										bayLabel={ bays[ index ]?.label ?? '' }
										ordersUrl={ ordersUrl }
										busy={ busy === appointment.id }
										onChange={ onChange }
									/>
								) ) }
							</td>
						) ) }
					</tr>
				) ) }
			</tbody>
		</table>
	);
}
