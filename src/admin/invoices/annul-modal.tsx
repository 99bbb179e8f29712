/**
 * Asks why an invoice is annulled before annulling it: the reason is required,
 * and the step cannot be undone.
 */
import { Button, Flex, Modal, TextareaControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { messageOf } from '../orders/order-api';
import { annulInvoice } from './records-api';
import type { InvoiceRow } from './types';

export default function AnnulModal( {
	invoice,
	onDone,
	onCancel,
}: {
	invoice: InvoiceRow;
	onDone: () => void;
	onCancel: () => void;
} ) {
	const [ reason, setReason ] = useState( '' );
	const [ error, setError ] = useState( '' );
	const [ isBusy, setIsBusy ] = useState( false );

	const submit = async () => {
		if ( ! reason.trim() ) {
			setError( __( 'Write the reason.', 'rueda' ) );
			return;
		}
		setIsBusy( true );
		try {
			await annulInvoice( invoice, reason.trim() );
			onDone();
		} catch ( failure ) {
			setError(
				messageOf(
					failure,
					__( 'The invoice could not be annulled.', 'rueda' )
				)
			);
			setIsBusy( false );
		}
	};

	return (
		<Modal
			title={ sprintf(
				/* translators: %s: invoice number. */
				__( 'Annul invoice %s', 'rueda' ),
				invoice.number
			) }
			onRequestClose={ onCancel }
			size="medium"
		>
			<p>
				{ __(
					'Annul only an invoice that should never have been issued. An annulment record is sent to the AEAT; the invoice stays as it was issued and its number is not used again. A refund is not an annulment: refund the order instead.',
					'rueda'
				) }
			</p>
			<TextareaControl
				label={ __( 'Reason (required)', 'rueda' ) }
				value={ reason }
				onChange={ ( value ) => {
					setReason( value );
					setError( '' );
				} }
				help={ error || undefined }
				className={ error ? 'has-error' : undefined }
				__nextHasNoMarginBottom
			/>
			<Flex justify="flex-end" className="rueda-invoices__modal-buttons">
				<Button
					variant="tertiary"
					onClick={ onCancel }
					__next40pxDefaultSize
				>
					{ __( 'Go back', 'rueda' ) }
				</Button>
				<Button
					variant="primary"
					isDestructive
					isBusy={ isBusy }
					disabled={ isBusy }
					onClick={ submit }
					__next40pxDefaultSize
				>
					{ __( 'Annul invoice', 'rueda' ) }
				</Button>
			</Flex>
		</Modal>
	);
}
