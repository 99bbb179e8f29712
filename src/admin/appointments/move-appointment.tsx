/**
 * The "move" dialog of an appointment: the free slots of its location for
 * its length (its own time does not count against it), then "Move". A time
 * taken meanwhile is refused by the server (409): the dialog says so and
 * lists the slots again.
 */
import { Button, Flex } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import SlotPicker from '@rueda/shared/appointments/slot-picker';
import { moveAppointment, type ApiRefusal } from './appointment-api';
import { dateOf } from './dates';
import type { AdminAppointment } from './types';
import { useMoveSlots } from './use-move-slots';

export default function MoveAppointment( {
	appointment,
	today,
	onMoved,
	onClose,
}: {
	appointment: AdminAppointment;
	today: string;
	onMoved: ( moved: AdminAppointment ) => void;
	onClose: () => void;
} ) {
	const slots = useMoveSlots(
		appointment.id,
		today,
		dateOf( appointment.start )
	);
	const [ start, setStart ] = useState< string | null >( null );
	const [ notice, setNotice ] = useState( '' );
	const [ isSaving, setIsSaving ] = useState( false );

	const move = async () => {
		if ( ! start ) {
			return;
		}
		setIsSaving( true );
		try {
			onMoved( await moveAppointment( appointment.id, start ) );
		} catch ( refusal ) {
			setNotice( ( refusal as ApiRefusal ).message ?? '' );
			setStart( null );
			slots.reload();
		} finally {
			setIsSaving( false );
		}
	};

	return (
		<Flex direction="column" gap={ 4 } className="rueda-move-appointment">
			<p className="rueda-move-appointment__now">
				{ appointment.summary }
			</p>
			<SlotPicker
				idPrefix={ `rueda-move-${ appointment.id }` }
				days={ slots.days }
				status={ slots.status }
				error={ slots.error }
				selectedDate={ slots.selectedDate }
				selectedStart={ start }
				notice={ notice }
				hasMore={ slots.hasMore }
				isLoadingMore={ slots.isLoadingMore }
				onSelectDate={ slots.setSelectedDate }
				onSelectStart={ setStart }
				onRetry={ slots.reload }
				onLoadMore={ slots.loadMore }
			/>
			<Flex justify="flex-end">
				<Button
					variant="tertiary"
					onClick={ onClose }
					__next40pxDefaultSize
				>
					{ __( 'Keep it', 'rueda' ) }
				</Button>
				<Button
					variant="primary"
					onClick={ move }
					disabled={ ! start || isSaving }
					isBusy={ isSaving }
					__next40pxDefaultSize
				>
					{ __( 'Move appointment', 'rueda' ) }
				</Button>
			</Flex>
		</Flex>
	);
}
