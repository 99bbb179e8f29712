/**
 * The preview of a fitment file: its first rows as they will be stored, and
 * the wrong rows with what is wrong.
 */
import { __ } from '@wordpress/i18n';

import type { RowError, VehicleRow } from './types';

function tyre(
	size: string | null,
	load: number | null,
	speed: string | null
): string {
	return size ? `${ size } ${ load ?? '' }${ speed ?? '' }` : '';
}

export function RowsTable( { rows }: { rows: VehicleRow[] } ) {
	return (
		<div className="rueda-vehicles__table">
			<table className="widefat striped">
				<thead>
					<tr>
						<th scope="col">{ __( 'Row', 'rueda' ) }</th>
						<th scope="col">{ __( 'Make', 'rueda' ) }</th>
						<th scope="col">{ __( 'Model', 'rueda' ) }</th>
						<th scope="col">{ __( 'Years', 'rueda' ) }</th>
						<th scope="col">{ __( 'Version', 'rueda' ) }</th>
						<th scope="col">{ __( 'Front tyres', 'rueda' ) }</th>
						<th scope="col">{ __( 'Rear tyres', 'rueda' ) }</th>
					</tr>
				</thead>
				<tbody>
					{ rows.map( ( row ) => (
						<tr key={ row.row }>
							<td>{ row.row }</td>
							<td>{ row.make }</td>
							<td>{ row.model }</td>
							<td>
								{ `${ row.year_from }–${ row.year_to ?? '' }` }
							</td>
							<td>{ row.version }</td>
							<td>
								{ tyre(
									row.front_size,
									row.front_load_index,
									row.front_speed_rating
								) }
							</td>
							<td>
								{ tyre(
									row.rear_size,
									row.rear_load_index,
									row.rear_speed_rating
								) || __( 'Same as front', 'rueda' ) }
							</td>
						</tr>
					) ) }
				</tbody>
			</table>
		</div>
	);
}

export function ErrorsTable( { errors }: { errors: RowError[] } ) {
	return (
		<div className="rueda-vehicles__table">
			<table className="widefat striped">
				<thead>
					<tr>
						<th scope="col">{ __( 'Row', 'rueda' ) }</th>
						<th scope="col">{ __( 'Error', 'rueda' ) }</th>
					</tr>
				</thead>
				<tbody>
					{ errors.map( ( error, index ) => (
						<tr key={ index }>
							<td>{ error.row || '—' }</td>
							<td>{ error.message }</td>
						</tr>
					) ) }
				</tbody>
			</table>
		</div>
	);
}
