/**
 * The workshop slot picker: a row of day chips and the free times of the
 * chosen day, each a group of native radio buttons (arrow keys move the
 * choice, Tab leaves the group), with its loading, error, empty-day and
 * no-days states. Presentational: the checkout and the admin's "move"
 * dialog give it their data and handlers.
 */
import { useEffect, useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { classNames } from '../cart/class-names';
import { dayParts, longDay, pageLocale, timeOf } from './format';
import type { AppointmentDay } from './types';

export type SlotPickerStatus = 'idle' | 'loading' | 'ready' | 'error';

export type SlotPickerProps = {
	/** Unique per picker on the page: names the radio groups. */
	idPrefix: string;
	days: readonly AppointmentDay[];
	status: SlotPickerStatus;
	/** Why the days could not be loaded ('' for the default message). */
	error: string;
	selectedDate: string | null;
	selectedStart: string | null;
	/** A message above the times, e.g. the chosen time was just taken. */
	notice?: string;
	hasMore: boolean;
	isLoadingMore: boolean;
	onSelectDate: ( date: string ) => void;
	onSelectStart: ( start: string ) => void;
	onRetry: () => void;
	onLoadMore: () => void;
	/** Day and month names' language (the page's by default). */
	locale?: string;
};

function DayChip( {
	day,
	name,
	checked,
	locale,
	onSelect,
}: {
	day: AppointmentDay;
	name: string;
	checked: boolean;
	locale: string;
	onSelect: () => void;
} ) {
	const parts = dayParts( day.date, locale );
	const isFull = day.slots.length === 0;
	const label = isFull
		? sprintf(
				/* translators: %s: a day, e.g. jueves, 3 de diciembre. */
				__( '%s, fully booked', 'rueda' ),
				longDay( day.date, locale )
			)
		: longDay( day.date, locale );
	const id = `${ name }-${ day.date }`;
	return (
		<label
			htmlFor={ id }
			className={ classNames(
				'rueda-slot-picker__chip',
				checked && 'is-checked',
				isFull && 'is-full'
			) }
		>
			<input
				id={ id }
				type="radio"
				className="rueda-slot-picker__input"
				name={ name }
				value={ day.date }
				checked={ checked }
				onChange={ onSelect }
				aria-label={ label }
			/>
			<span className="rueda-slot-picker__face" aria-hidden="true">
				<span className="rueda-slot-picker__weekday">
					{ parts.weekday }
				</span>
				<span className="rueda-slot-picker__day">{ parts.day }</span>
				<span className="rueda-slot-picker__month">
					{ isFull ? __( 'Full', 'rueda' ) : parts.month }
				</span>
			</span>
		</label>
	);
}

function Times( {
	day,
	name,
	selectedStart,
	locale,
	onSelectStart,
}: {
	day: AppointmentDay;
	name: string;
	selectedStart: string | null;
	locale: string;
	onSelectStart: ( start: string ) => void;
} ) {
	return (
		<fieldset className="rueda-slot-picker__times">
			<legend className="rueda-slot-picker__legend">
				{ sprintf(
					/* translators: %s: a day, e.g. jueves, 3 de diciembre. */
					__( 'Time on %s', 'rueda' ),
					longDay( day.date, locale )
				) }
			</legend>
			{ day.slots.length === 0 ? (
				<p className="rueda-slot-picker__empty">
					<strong>
						{ __( 'No times left on this day', 'rueda' ) }
					</strong>{ ' ' }
					{ __( 'Choose another day.', 'rueda' ) }
				</p>
			) : (
				<div className="rueda-slot-picker__time-list">
					{ day.slots.map( ( slot ) => (
						<label
							key={ slot.start }
							htmlFor={ `${ name }-${ slot.start.slice( 11, 16 ) }` }
							className={ classNames(
								'rueda-slot-picker__time',
								slot.start === selectedStart && 'is-checked'
							) }
						>
							<input
								id={ `${ name }-${ slot.start.slice( 11, 16 ) }` }
								type="radio"
								className="rueda-slot-picker__input"
								name={ name }
								value={ slot.start }
								checked={ slot.start === selectedStart }
								onChange={ () => onSelectStart( slot.start ) }
							/>
							<span className="rueda-slot-picker__face">
								{ timeOf( slot.start ) }
							</span>
						</label>
					) ) }
				</div>
			) }
		</fieldset>
	);
}

export default function SlotPicker( {
	idPrefix,
	days,
	status,
	error,
	selectedDate,
	selectedStart,
	notice = '',
	hasMore,
	isLoadingMore,
	onSelectDate,
	onSelectStart,
	onRetry,
	onLoadMore,
	locale = pageLocale(),
}: SlotPickerProps ) {
	const day = days.find( ( entry ) => entry.date === selectedDate );
	const chosen = day?.slots.find( ( slot ) => slot.start === selectedStart );
	const dayList = useRef< HTMLDivElement >( null );
	// On a phone the row scrolls sideways: the chosen day is kept in sight,
	// also when the screen turns.
	useEffect( () => {
		const reveal = () => {
			const row = dayList.current;
			const chip = row
				?.querySelector( 'input:checked' )
				?.closest( 'label' );
			if ( row && chip && typeof row.scrollTo === 'function' ) {
				row.scrollTo( {
					left:
						chip.offsetLeft -
						( row.clientWidth - chip.clientWidth ) / 2,
				} );
			}
		};
		reveal();
		window.addEventListener( 'resize', reveal );
		return () => window.removeEventListener( 'resize', reveal );
	}, [ selectedDate, status ] );
	return (
		<div
			className="rueda-slot-picker"
			aria-busy={ status === 'loading' || isLoadingMore }
		>
			{ notice && (
				<p className="rueda-slot-picker__notice" role="alert">
					{ notice }
				</p>
			) }
			{ ( status === 'loading' || status === 'idle' ) && (
				<div className="rueda-slot-picker__loading">
					<p role="status">
						{ __( 'Looking for free times…', 'rueda' ) }
					</p>
					<div
						className="rueda-slot-picker__placeholders"
						aria-hidden="true"
					>
						{ Array.from( { length: 7 }, ( _, index ) => (
							<span
								key={ index }
								className="rueda-slot-picker__placeholder"
							/>
						) ) }
					</div>
				</div>
			) }
			{ status === 'error' && (
				<div className="rueda-slot-picker__error" role="alert">
					<p>
						{ error ||
							__(
								'The free times could not be loaded.',
								'rueda'
							) }
					</p>
					<button
						type="button"
						className="rueda-button is-secondary"
						onClick={ onRetry }
					>
						{ __( 'Try again', 'rueda' ) }
					</button>
				</div>
			) }
			{ status === 'ready' && days.length === 0 && (
				<p className="rueda-slot-picker__empty">
					{ __(
						'There are no free times in the coming weeks. Call us and we will find one for you.',
						'rueda'
					) }
				</p>
			) }
			{ status === 'ready' && days.length > 0 && (
				<>
					<fieldset className="rueda-slot-picker__days">
						<legend className="rueda-slot-picker__legend">
							{ __( 'Day', 'rueda' ) }
						</legend>
						<div
							className="rueda-slot-picker__day-list"
							ref={ dayList }
						>
							{ days.map( ( entry ) => (
								<DayChip
									key={ entry.date }
									day={ entry }
									name={ `${ idPrefix }-day` }
									checked={ entry.date === selectedDate }
									locale={ locale }
									onSelect={ () =>
										onSelectDate( entry.date )
									}
								/>
							) ) }
							{ hasMore && (
								<button
									type="button"
									className="rueda-slot-picker__more"
									onClick={ onLoadMore }
									disabled={ isLoadingMore }
								>
									{ isLoadingMore
										? __( 'Loading…', 'rueda' )
										: __( 'More days', 'rueda' ) }
								</button>
							) }
						</div>
						{ error && (
							<p
								className="rueda-slot-picker__notice"
								role="alert"
							>
								{ error }
							</p>
						) }
					</fieldset>
					{ day && (
						<Times
							day={ day }
							name={ `${ idPrefix }-time` }
							selectedStart={ selectedStart }
							locale={ locale }
							onSelectStart={ onSelectStart }
						/>
					) }
					<p
						className="rueda-slot-picker__summary"
						aria-live="polite"
					>
						{ day && chosen
							? sprintf(
									/* translators: 1: a day, e.g. jueves, 3 de diciembre, 2: a time, e.g. 10:00. */
									__(
										'Your appointment: %1$s at %2$s',
										'rueda'
									),
									longDay( day.date, locale ),
									timeOf( chosen.start )
								)
							: '' }
					</p>
				</>
			) }
		</div>
	);
}
