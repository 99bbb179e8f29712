/**
 * The appointments screen (wp-admin → Rueda → Citas): one day at a time, with
 * a way to the day before and after, or the list of every appointment from
 * today on; snackbars say how changes went.
 */
import {
	Button,
	TextControl,
	__experimentalToggleGroupControl as ToggleGroupControl, // eslint-disable-line @wordpress/no-unsafe-wp-apis -- WordPress's own segmented control.
	__experimentalToggleGroupControlOption as ToggleGroupControlOption, // eslint-disable-line @wordpress/no-unsafe-wp-apis -- its options.
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { longDay } from '@rueda/shared/appointments/format';
import Snackbars, { useNotify } from '../shared/snackbars';
import AppointmentsList, { type AppointmentsMode } from './appointments-list';
import { shiftDate } from './dates';
import type { AppointmentsPageData } from './types';

/**
 * The day an address asks for (`&date=2026-12-03`, as an order's appointment links
 * here), or null.
 */
function linkedDay(): string | null {
	const date = new URLSearchParams( window.location.search ).get( 'date' );
	return date && /^\d{4}-\d{2}-\d{2}$/.test( date ) ? date : null;
}

export default function AppointmentsScreen( {
	page,
}: {
	page: AppointmentsPageData;
} ) {
	const [ mode, setMode ] = useState< AppointmentsMode >( 'day' );
	const [ day, setDay ] = useState( () => linkedDay() ?? page.today );
	const notify = useNotify();

	return (
		<div className="rueda-appointments">
			<div className="rueda-appointments__toolbar">
				<ToggleGroupControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					isBlock
					label={ __( 'Show', 'rueda' ) }
					value={ mode }
					onChange={ ( value ) =>
						setMode( value === 'list' ? 'list' : 'day' )
					}
				>
					<ToggleGroupControlOption
						value="day"
						label={ __( 'Day', 'rueda' ) }
					/>
					<ToggleGroupControlOption
						value="list"
						label={ __( 'List', 'rueda' ) }
					/>
				</ToggleGroupControl>
				{ mode === 'day' && (
					<div className="rueda-appointments__day-nav">
						<Button
							icon="arrow-left-alt2"
							label={ __( 'Previous day', 'rueda' ) }
							onClick={ () => setDay( shiftDate( day, -1 ) ) }
							__next40pxDefaultSize
						/>
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							type="date"
							label={ __( 'Date', 'rueda' ) }
							hideLabelFromVision
							value={ day }
							onChange={ ( value ) => value && setDay( value ) }
						/>
						<Button
							icon="arrow-right-alt2"
							label={ __( 'Next day', 'rueda' ) }
							onClick={ () => setDay( shiftDate( day, 1 ) ) }
							__next40pxDefaultSize
						/>
						<Button
							variant="secondary"
							onClick={ () => setDay( page.today ) }
							disabled={ day === page.today }
							__next40pxDefaultSize
						>
							{ __( 'Today', 'rueda' ) }
						</Button>
						<h2 className="rueda-appointments__day-title">
							{ longDay( day ) }
						</h2>
					</div>
				) }
			</div>
			<AppointmentsList
				mode={ mode }
				day={ day }
				page={ page }
				notify={ notify }
			/>
			<Snackbars />
		</div>
	);
}
