/**
 * The appointment part of the checkout: the free slots of the cart at a
 * location (rueda/appointments store), the choice sent with the order, a
 * check before the order is sent, and a fresh list when the server answers
 * that someone took the time meanwhile.
 */
import { checkoutEvents } from '@rueda/runtime';
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import SlotPicker from '@rueda/shared/appointments/slot-picker';
import { store as appointmentsStore } from './store';

/** The server's code for a slot taken meanwhile (409). */
export const SLOT_TAKEN = 'rueda_appointment_slot_taken';

export default function AppointmentPicker( {
	location,
	idPrefix,
}: {
	/** Pickup location index. */
	location: number;
	idPrefix: string;
} ) {
	const registry = useRegistry();
	const picker = useSelect( ( select ) => {
		const appointments = select( appointmentsStore );
		return {
			days: appointments.getDays(),
			status: appointments.getStatus(),
			error: appointments.getError(),
			selectedDate: appointments.getSelectedDate(),
			selectedStart: appointments.getSelectedStart(),
			notice: appointments.getNotice(),
			hasMore: appointments.hasMoreDays(),
			isLoadingMore: appointments.isLoadingMore(),
		};
	}, [] );
	const {
		loadSlots,
		loadMoreDays,
		selectDate,
		chooseSlot,
		clearChoice,
		slotTaken,
	} = useDispatch( appointmentsStore );

	useEffect( () => {
		loadSlots( location );
	}, [ location, loadSlots ] );

	// Without the picker (pickup or the service left the cart) no time goes with the order.
	useEffect(
		() => () => {
			clearChoice();
		},
		[ clearChoice ]
	);

	useEffect( () => {
		const offValidation = checkoutEvents.onCheckoutValidation( () =>
			registry.select( appointmentsStore ).getSelectedStart()
				? true
				: {
						type: 'error',
						message: __(
							'Please choose the day and time of your appointment at the workshop.',
							'rueda'
						),
						messageContext: 'shipping-methods',
					}
		);
		const offFail = checkoutEvents.onCheckoutFail(
			( { processingResponse } ) => {
				if ( processingResponse?.code === SLOT_TAKEN ) {
					slotTaken( processingResponse.message ?? '' );
				}
				return true;
			}
		);
		return () => {
			offValidation();
			offFail();
		};
	}, [ registry, slotTaken ] );

	return (
		<div className="rueda-checkout-appointment">
			<h3 className="rueda-checkout-appointment__title">
				{ __( 'Appointment at the workshop', 'rueda' ) }
			</h3>
			<p className="rueda-checkout-appointment__help">
				{ __(
					'Choose when you will bring your car: we keep the time for you while you pay.',
					'rueda'
				) }
			</p>
			<SlotPicker
				idPrefix={ idPrefix }
				days={ picker.days }
				status={ picker.status }
				error={ picker.error }
				selectedDate={ picker.selectedDate }
				selectedStart={ picker.selectedStart }
				notice={ picker.notice }
				hasMore={ picker.hasMore }
				isLoadingMore={ picker.isLoadingMore }
				onSelectDate={ selectDate }
				onSelectStart={ chooseSlot }
				onRetry={ () => loadSlots( location ) }
				onLoadMore={ loadMoreDays }
			/>
		</div>
	);
}
