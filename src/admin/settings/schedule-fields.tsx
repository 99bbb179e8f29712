/**
 * Settings → Shipping → a pickup location → Appointments: the opening hours
 * of each weekday (one or more ranges), the bays, the minutes between
 * appointment starts and the closed days (Spain's national holidays to begin
 * with; the owner adds the local ones).
 */
import {
	Button,
	TextControl,
	__experimentalNumberControl as NumberControl, // eslint-disable-line @wordpress/no-unsafe-wp-apis -- the number field the other settings use.
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { adminData } from '../shared/admin-data';
import FieldError from './field-error';
import { removeAt, replaceAt } from './list';
import type { OpeningRange, PickupSchedule, SettingsPageData } from './types';
import type { FieldErrors } from './use-settings-group';

/** Weekday names, Monday first, as the hours list them. */
export function weekdayNames(): string[] {
	return [
		__( 'Monday', 'rueda' ),
		__( 'Tuesday', 'rueda' ),
		__( 'Wednesday', 'rueda' ),
		__( 'Thursday', 'rueda' ),
		__( 'Friday', 'rueda' ),
		__( 'Saturday', 'rueda' ),
		__( 'Sunday', 'rueda' ),
	];
}

const FALLBACK_SCHEDULE: PickupSchedule = {
	hours: [ [], [], [], [], [], [], [] ],
	bays: 1,
	slot_step: 30,
	closed_days: [],
};

/** The schedule a new pickup location starts with (from the page). */
export function newPickupSchedule(): PickupSchedule {
	return (
		adminData< Partial< SettingsPageData > >( {} ).pickupSchedule ??
		FALLBACK_SCHEDULE
	);
}

/**
 * A new range after the day's last one (or the usual morning).
 * @param ranges
 */
function nextRange( ranges: readonly OpeningRange[] ): OpeningRange {
	const last = ranges[ ranges.length - 1 ];
	return last
		? { start: last.end, end: last.end }
		: { start: '09:00', end: '13:00' };
}

function whole( value: string | undefined ): number {
	const number = Number( value );
	return Number.isInteger( number ) ? number : NaN;
}

export default function ScheduleFields( {
	schedule,
	path,
	errors,
	onChange,
}: {
	schedule: PickupSchedule;
	/** The schedule's path, e.g. pickup_locations[0].schedule. */
	path: string;
	errors: FieldErrors;
	onChange: ( schedule: PickupSchedule ) => void;
} ) {
	const change = ( patch: Partial< PickupSchedule > ) =>
		onChange( { ...schedule, ...patch } );
	const setDay = ( day: number, ranges: OpeningRange[] ) =>
		change( {
			hours: schedule.hours.map( ( old, at ) =>
				at === day ? ranges : old
			),
		} );
	const names = weekdayNames();
	return (
		<fieldset className="rueda-settings__item rueda-schedule">
			<legend>{ __( 'Appointments at the workshop', 'rueda' ) }</legend>
			<div className="rueda-schedule__numbers">
				<div>
					<NumberControl
						__next40pxDefaultSize
						label={ __( 'Bays', 'rueda' ) }
						help={ __(
							'How many cars the workshop can work on at once.',
							'rueda'
						) }
						min={ 1 }
						max={ 50 }
						value={ schedule.bays }
						onChange={ ( bays ) =>
							change( { bays: whole( bays ) } )
						}
					/>
					<FieldError message={ errors[ `${ path }.bays` ] } />
				</div>
				<div>
					<NumberControl
						__next40pxDefaultSize
						label={ __(
							'Minutes between appointment starts',
							'rueda'
						) }
						min={ 5 }
						max={ 240 }
						step={ 5 }
						value={ schedule.slot_step }
						onChange={ ( step ) =>
							change( { slot_step: whole( step ) } )
						}
					/>
					<FieldError message={ errors[ `${ path }.slot_step` ] } />
				</div>
			</div>

			<h4>{ __( 'Opening hours', 'rueda' ) }</h4>
			<FieldError message={ errors[ `${ path }.hours` ] } />
			<ul className="rueda-schedule__week">
				{ names.map( ( name, day ) => {
					const ranges = schedule.hours[ day ] ?? [];
					const dayPath = `${ path }.hours[${ day }]`;
					return (
						<li key={ name } className="rueda-schedule__day">
							<span className="rueda-schedule__day-name">
								{ name }
							</span>
							<div className="rueda-schedule__ranges">
								{ ranges.length === 0 && (
									<span className="rueda-schedule__closed">
										{ __( 'Closed', 'rueda' ) }
									</span>
								) }
								{ ranges.map( ( range, index ) => (
									<div
										key={ index }
										className="rueda-schedule__range"
									>
										<TextControl
											__next40pxDefaultSize
											__nextHasNoMarginBottom
											type="time"
											label={ sprintf(
												/* translators: %s: weekday. */
												__( '%s: opens at', 'rueda' ),
												name
											) }
											hideLabelFromVision
											value={ range.start }
											onChange={ ( start ) =>
												setDay(
													day,
													replaceAt( ranges, index, {
														start,
													} )
												)
											}
										/>
										<span aria-hidden="true">–</span>
										<TextControl
											__next40pxDefaultSize
											__nextHasNoMarginBottom
											type="time"
											label={ sprintf(
												/* translators: %s: weekday. */
												__( '%s: closes at', 'rueda' ),
												name
											) }
											hideLabelFromVision
											value={ range.end }
											onChange={ ( end ) =>
												setDay(
													day,
													replaceAt( ranges, index, {
														end,
													} )
												)
											}
										/>
										<Button
											size="small"
											icon="no-alt"
											label={ sprintf(
												/* translators: %s: weekday. */
												__(
													'%s: remove this range',
													'rueda'
												),
												name
											) }
											onClick={ () =>
												setDay(
													day,
													removeAt( ranges, index )
												)
											}
										/>
										<FieldError
											message={
												errors[
													`${ dayPath }[${ index }]`
												]
											}
										/>
									</div>
								) ) }
								<Button
									variant="link"
									onClick={ () =>
										setDay( day, [
											...ranges,
											nextRange( ranges ),
										] )
									}
								>
									{ sprintf(
										/* translators: %s: weekday. */
										__( '%s: add opening hours', 'rueda' ),
										name
									) }
								</Button>
								<FieldError message={ errors[ dayPath ] } />
							</div>
						</li>
					);
				} ) }
			</ul>

			<h4>{ __( 'Closed days', 'rueda' ) }</h4>
			<p className="description">
				{ __(
					'Spain’s national holidays are listed; add your region’s and town’s.',
					'rueda'
				) }
			</p>
			<FieldError message={ errors[ `${ path }.closed_days` ] } />
			<ul className="rueda-schedule__closed-days">
				{ schedule.closed_days.map( ( closed, index ) => {
					const at = `${ path }.closed_days[${ index }]`;
					return (
						<li
							key={ index }
							className="rueda-schedule__closed-day"
						>
							<TextControl
								__next40pxDefaultSize
								__nextHasNoMarginBottom
								type="date"
								label={ __( 'Date', 'rueda' ) }
								// The first row's labels head the column.
								hideLabelFromVision={ index > 0 }
								value={ closed.date }
								onChange={ ( date ) =>
									change( {
										closed_days: replaceAt(
											schedule.closed_days,
											index,
											{ date }
										),
									} )
								}
							/>
							<TextControl
								__next40pxDefaultSize
								__nextHasNoMarginBottom
								label={ __( 'Reason', 'rueda' ) }
								hideLabelFromVision={ index > 0 }
								value={ closed.label }
								onChange={ ( label ) =>
									change( {
										closed_days: replaceAt(
											schedule.closed_days,
											index,
											{ label }
										),
									} )
								}
							/>
							<Button
								size="small"
								icon="no-alt"
								label={ sprintf(
									/* translators: %s: date. */
									__( 'Remove the closed day %s', 'rueda' ),
									closed.date
								) }
								onClick={ () =>
									change( {
										closed_days: removeAt(
											schedule.closed_days,
											index
										),
									} )
								}
							/>
							<FieldError message={ errors[ `${ at }.date` ] } />
							<FieldError message={ errors[ `${ at }.label` ] } />
						</li>
					);
				} ) }
			</ul>
			<div>
				<Button
					variant="secondary"
					onClick={ () =>
						change( {
							closed_days: [
								...schedule.closed_days,
								{ date: '', label: '' },
							],
						} )
					}
				>
					{ __( 'Add a closed day', 'rueda' ) }
				</Button>
			</div>
		</fieldset>
	);
}
