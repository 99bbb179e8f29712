/**
 * The week by bay: a row per bay, a column per day (Monday to Sunday), each
 * appointment as its time, plate or customer and status; a day's heading
 * opens that day.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { dayParts } from '@rueda/shared/appointments/format';
import { timeOf, weekRows } from './grid';
import type { TodayAppointment, TodayBay } from './types';

export default function WeekGrid( {
	appointments,
	bays,
	days,
	onOpenDay,
}: {
	appointments: TodayAppointment[];
	bays: TodayBay[];
	days: string[];
	onOpenDay: ( day: string ) => void;
} ) {
	const rows = weekRows( appointments, bays, days );
	return (
		<table className="rueda-today-grid rueda-today-grid--week">
			<caption className="screen-reader-text">
				{ __( 'Appointments of the week by bay', 'rueda' ) }
			</caption>
			<thead>
				<tr>
					<th scope="col">{ __( 'Bay', 'rueda' ) }</th>
					{ days.map( ( day ) => {
						const parts = dayParts( day );
						return (
							<th scope="col" key={ day }>
								<Button
									variant="link"
									onClick={ () => onOpenDay( day ) }
								>
									{ `${ parts.weekday } ${ parts.day } ${ parts.month }` }
								</Button>
							</th>
						);
					} ) }
				</tr>
			</thead>
			<tbody>
				{ rows.map( ( row ) => (
					<tr key={ `${ row.bay.location }:${ row.bay.bay }` }>
						<th scope="row">{ row.bay.label }</th>
						{ row.days.map( ( list, index ) => (
							<td
								key={ days[ index ] }
								className={ list.length ? '' : 'is-empty' }
							>
								<span className="rueda-today-grid__day-label">
									{ dayParts( days[ index ] ?? '' ).weekday }{ ' ' }
									{ dayParts( days[ index ] ?? '' ).day }
								</span>
								<ul className="rueda-today-week__list">
									{ list.map( ( appointment ) => (
										<li
											key={ appointment.id }
											className={ `is-${ appointment.status }` }
										>
											<span className="rueda-today-card__time">
												{ timeOf( appointment.start ) }
											</span>{ ' ' }
											{ appointment.plate ||
												appointment.customer }{ ' ' }
											<span className="rueda-today-week__status">
												{ appointment.status_label }
											</span>
										</li>
									) ) }
								</ul>
							</td>
						) ) }
					</tr>
				) ) }
			</tbody>
		</table>
	);
}
