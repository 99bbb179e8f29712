/**
 * The status selector of an order: the statuses it may move to, and a
 * confirmation before cancelling (the stock goes back). Refunds have their
 * own panel (refund-panel.tsx): refunded is not a status set by hand.
 */
import { Button, SelectControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import ConfirmModal from '../shared/confirm-modal';
import { DESTRUCTIVE_STATUSES, type StatusOption } from './types';

type Props = {
	current: string;
	next: string[];
	statuses: StatusOption[];
	isBusy: boolean;
	onChange: ( status: string ) => void;
};

export default function StatusForm( {
	current,
	next,
	statuses,
	isBusy,
	onChange,
}: Props ) {
	const [ chosen, setChosen ] = useState( '' );
	const [ isConfirming, setIsConfirming ] = useState( false );
	const labelOf = ( value: string ) =>
		statuses.find( ( status ) => status.value === value )?.label ?? value;

	if ( ! next.length ) {
		return (
			<p>{ __( 'This order can no longer change status.', 'rueda' ) }</p>
		);
	}

	const submit = () => {
		if ( DESTRUCTIVE_STATUSES.includes( chosen ) ) {
			setIsConfirming( true );
			return;
		}
		onChange( chosen );
		setChosen( '' );
	};

	return (
		<form
			className="rueda-order__status-form"
			onSubmit={ ( event ) => {
				event.preventDefault();
				submit();
			} }
		>
			<SelectControl
				label={ __( 'Change status to', 'rueda' ) }
				value={ chosen }
				options={ [
					{ value: '', label: __( 'Choose a status', 'rueda' ) },
					...next.map( ( value ) => ( {
						value,
						label: labelOf( value ),
					} ) ),
				] }
				onChange={ setChosen }
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
			<Button
				variant="secondary"
				type="submit"
				isBusy={ isBusy }
				disabled={ isBusy || ! chosen }
				__next40pxDefaultSize
			>
				{ __( 'Change status', 'rueda' ) }
			</Button>
			{ isConfirming && (
				<ConfirmModal
					title={ sprintf(
						/* translators: %s: order status. */
						__( 'Change the order to %s?', 'rueda' ),
						labelOf( chosen )
					) }
					message={ sprintf(
						/* translators: 1: current order status, 2: new order status. */
						__(
							'The order goes from %1$s to %2$s: its products go back into stock and its coupon uses are released. This cannot be undone.',
							'rueda'
						),
						labelOf( current ),
						labelOf( chosen )
					) }
					confirmLabel={ sprintf(
						/* translators: %s: order status. */
						__( 'Yes, change to %s', 'rueda' ),
						labelOf( chosen )
					) }
					onConfirm={ () => {
						setIsConfirming( false );
						onChange( chosen );
						setChosen( '' );
					} }
					onCancel={ () => setIsConfirming( false ) }
				/>
			) }
		</form>
	);
}
