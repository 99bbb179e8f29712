/**
 * The free slots an appointment could move to, 14 open days at a time from
 * today, for the "move" dialog.
 */
import { useCallback, useEffect, useState } from '@wordpress/element';

import { nextDate } from '@rueda/shared/appointments/format';
import type { SlotPickerStatus } from '@rueda/shared/appointments/slot-picker';
import type { AppointmentDay } from '@rueda/shared/appointments/types';
import { fetchMoveSlots } from './appointment-api';

const PAGE = 14;

export type MoveSlots = {
	days: AppointmentDay[];
	status: SlotPickerStatus;
	error: string;
	hasMore: boolean;
	isLoadingMore: boolean;
	selectedDate: string | null;
	setSelectedDate: ( date: string ) => void;
	/** Lists the days from the first one again (after a refusal). */
	reload: () => void;
	loadMore: () => void;
};

/**
 * @param id    Appointment.
 * @param today Today (Y-m-d): the first day listed.
 * @param day   The appointment's day, shown first when it is listed.
 */
export function useMoveSlots(
	id: number,
	today: string,
	day: string
): MoveSlots {
	const [ days, setDays ] = useState< AppointmentDay[] >( [] );
	const [ status, setStatus ] = useState< SlotPickerStatus >( 'loading' );
	const [ error, setError ] = useState( '' );
	const [ hasMore, setHasMore ] = useState( false );
	const [ isLoadingMore, setIsLoadingMore ] = useState( false );
	const [ selectedDate, setSelectedDate ] = useState< string | null >( null );
	const [ generation, setGeneration ] = useState( 0 );

	useEffect( () => {
		let isCurrent = true;
		setStatus( 'loading' );
		fetchMoveSlots( id, today, PAGE )
			.then( ( listed ) => {
				if ( ! isCurrent ) {
					return;
				}
				setDays( listed );
				setHasMore( listed.length === PAGE );
				setSelectedDate( ( chosen ) => {
					const wanted = chosen ?? day;
					return listed.some( ( entry ) => entry.date === wanted )
						? wanted
						: ( listed.find( ( entry ) => entry.slots.length )
								?.date ??
								listed[ 0 ]?.date ??
								null );
				} );
				setError( '' );
				setStatus( 'ready' );
			} )
			.catch( ( failure: { message?: string } ) => {
				if ( isCurrent ) {
					setError( failure.message ?? '' );
					setStatus( 'error' );
				}
			} );
		return () => {
			isCurrent = false;
		};
	}, [ id, today, day, generation ] );

	const loadMore = useCallback( () => {
		const last = days[ days.length - 1 ];
		if ( ! last ) {
			return;
		}
		setIsLoadingMore( true );
		fetchMoveSlots( id, nextDate( last.date ), PAGE )
			.then( ( more ) => {
				setDays( ( listed ) => [ ...listed, ...more ] );
				setHasMore( more.length === PAGE );
			} )
			.catch( ( failure: { message?: string } ) =>
				setError( failure.message ?? '' )
			)
			.finally( () => setIsLoadingMore( false ) );
	}, [ id, days ] );

	const reload = useCallback( () => setGeneration( ( n ) => n + 1 ), [] );

	return {
		days,
		status,
		error,
		hasMore,
		isLoadingMore,
		selectedDate,
		setSelectedDate,
		reload,
		loadMore,
	};
}
