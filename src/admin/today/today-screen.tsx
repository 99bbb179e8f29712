/**
 * "Hoy en el taller" (wp-admin → Rueda): the day's appointments by bay or the
 * week's grid, a day at a time or a week at a time, with the orders to be
 * collected, those to be paid at the workshop and the products running out.
 * Each appointment's next status is one click; the screen reloads what the
 * server now says after each.
 */
import {
	Button,
	Notice,
	Spinner,
	TextControl,
	__experimentalToggleGroupControl as ToggleGroupControl, // eslint-disable-line @wordpress/no-unsafe-wp-apis -- WordPress's own segmented control, as Citas uses it.
	__experimentalToggleGroupControlOption as ToggleGroupControlOption, // eslint-disable-line @wordpress/no-unsafe-wp-apis -- its options.
} from '@wordpress/components';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { longDay } from '@rueda/shared/appointments/format';
import Snackbars, { useNotify } from '../shared/snackbars';
import { shiftDate } from '../appointments/dates';
import DayGrid from './day-grid';
import { weekDays } from './grid';
import SideLists from './side-lists';
import { changeStatus, fetchToday } from './today-api';
import WeekGrid from './week-grid';
import type {
	TodayAppointment,
	TodayData,
	TodayPageData,
	TodayRange,
	TodayStatus,
} from './types';

function errorMessage( error: unknown ): string {
	const message = ( error as { message?: unknown } )?.message;
	return typeof message === 'string' && message
		? message
		: __( 'The workshop’s day could not be loaded.', 'rueda' );
}

export default function TodayScreen( { page }: { page: TodayPageData } ) {
	const [ range, setRange ] = useState< TodayRange >( 'day' );
	const [ day, setDay ] = useState( page.today );
	const [ data, setData ] = useState< TodayData | null >( null );
	const [ error, setError ] = useState( '' );
	const [ busy, setBusy ] = useState< number | null >( null );
	const notify = useNotify();

	const load = useCallback( () => {
		let current = true;
		fetchToday( day, range )
			.then( ( answer ) => {
				if ( current ) {
					setData( answer );
					setError( '' );
				}
			} )
			.catch( ( failure: unknown ) => {
				if ( current ) {
					setError( errorMessage( failure ) );
				}
			} );
		return () => {
			current = false;
		};
	}, [ day, range ] );

	useEffect( () => load(), [ load ] );

	const onChange = ( appointment: TodayAppointment, status: TodayStatus ) => {
		setBusy( appointment.id );
		changeStatus( appointment.id, status )
			.then( () => {
				const label =
					appointment.next.find(
						( action ) => action.status === status
					)?.label ?? status;
				notify(
					sprintf(
						/* translators: 1: customer or order, 2: the new status, e.g. "Ha llegado". */
						__( '%1$s: %2$s.', 'rueda' ),
						appointment.customer ||
							`#${ appointment.order_number }`,
						label
					)
				);
				load();
			} )
			.catch( ( failure: unknown ) => {
				notify( errorMessage( failure ), true );
				load();
			} )
			.finally( () => setBusy( null ) );
	};

	const step = range === 'week' ? 7 : 1;
	const days = weekDays( day );
	const title =
		range === 'week'
			? sprintf(
					/* translators: 1: first day, 2: last day of the week. */
					__( '%1$s to %2$s', 'rueda' ),
					longDay( days[ 0 ] ?? day ),
					longDay( days[ 6 ] ?? day )
				)
			: longDay( day );

	return (
		<div className="rueda-today">
			<div className="rueda-today__toolbar">
				<ToggleGroupControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					isBlock
					label={ __( 'Show', 'rueda' ) }
					value={ range }
					onChange={ ( value ) =>
						setRange( value === 'week' ? 'week' : 'day' )
					}
				>
					<ToggleGroupControlOption
						value="day"
						label={ __( 'Day', 'rueda' ) }
					/>
					<ToggleGroupControlOption
						value="week"
						label={ __( 'Week', 'rueda' ) }
					/>
				</ToggleGroupControl>
				<div className="rueda-today__nav">
					<Button
						icon="arrow-left-alt2"
						label={
							range === 'week'
								? __( 'Previous week', 'rueda' )
								: __( 'Previous day', 'rueda' )
						}
						onClick={ () => setDay( shiftDate( day, -step ) ) }
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
						label={
							range === 'week'
								? __( 'Next week', 'rueda' )
								: __( 'Next day', 'rueda' )
						}
						onClick={ () => setDay( shiftDate( day, step ) ) }
						__next40pxDefaultSize
					/>
					<Button
						variant="secondary"
						onClick={ () => setDay( page.today ) }
						disabled={ day === page.today }
						accessibleWhenDisabled
						__next40pxDefaultSize
					>
						{ __( 'Today', 'rueda' ) }
					</Button>
				</div>
			</div>
			<h2 className="rueda-today__title">{ title }</h2>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ ! data && ! error && <Spinner /> }
			{ data && (
				<div className="rueda-today__body">
					<div className="rueda-today__grid">
						{ range === 'week' ? (
							<WeekGrid
								appointments={ data.appointments }
								bays={ data.bays }
								days={ days }
								onOpenDay={ ( chosen ) => {
									setDay( chosen );
									setRange( 'day' );
								} }
							/>
						) : (
							<DayGrid
								appointments={ data.appointments }
								bays={ data.bays }
								ordersUrl={ page.ordersUrl }
								busy={ busy }
								onChange={ onChange }
							/>
						) }
					</div>
					<SideLists data={ data } page={ page } />
				</div>
			) }
			<Snackbars />
		</div>
	);
}
