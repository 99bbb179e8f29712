/**
 * A checkbox the shopper must tick to place the order (the terms, the early
 * start of services): unticked at first, its error kept in the
 * rueda/validation store (shown once touched or when placing the order), its
 * value sent in the checkout's `additional_fields` for the server to check and
 * record, and the server's refusal of it (a stable code) shown on it.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { checkoutEvents, checkoutStore, validationStore } from '@rueda/runtime';

import { useFieldErrors } from '@rueda/blocks/shared/address/use-field-errors';

export type ConsentCheckboxOptions = {
	/** Its id in the rueda/validation store. */
	validationId: string;
	/** Its key in `additional_fields`, e.g. 'rueda/terms'. */
	field: string;
	/** Whether it must be ticked; when not, nothing is checked or sent. */
	required: boolean;
	/** The code the server refuses the order with when it is missing. */
	refusalCode: string;
	/** What stops an express payment started without it (the server's words). */
	missingMessage: string;
};

export function useConsentCheckbox( {
	validationId,
	field,
	required,
	refusalCode,
	missingMessage,
}: ConsentCheckboxOptions ) {
	const [ checked, setChecked ] = useState( false );
	const message =
		required && ! checked
			? __( 'Please check this box if you want to proceed.', 'rueda' )
			: '';
	const touch = useFieldErrors(
		useMemo(
			(): Record< string, string > =>
				required ? { [ validationId ]: message } : {},
			[ required, message, validationId ]
		)
	);
	const shown = useSelect(
		( select ) =>
			select( validationStore ).getValidationError( validationId ),
		[ validationId ]
	);
	const { setAdditionalFields } = useDispatch( checkoutStore );
	const { setValidationErrors } = useDispatch( validationStore );

	useEffect( () => {
		if ( ! required ) {
			return undefined;
		}
		setAdditionalFields( { [ field ]: checked } );
		// A box that goes away (the services left the cart) no longer consents.
		return () => {
			setAdditionalFields( { [ field ]: false } );
		};
	}, [ required, field, checked, setAdditionalFields ] );

	useEffect(
		() =>
			checkoutEvents.onCheckoutFail( ( { processingResponse } ) => {
				if ( required && processingResponse?.code === refusalCode ) {
					setValidationErrors( {
						[ validationId ]: {
							message: processingResponse.message || message,
							hidden: false,
						},
					} );
				}
			} ),
		[ required, refusalCode, validationId, message, setValidationErrors ]
	);

	return {
		checked,
		error: shown && ! shown.hidden ? shown.message : '',
		onChange: ( next: boolean ) => {
			setChecked( next );
			touch( validationId );
		},
		/** Whether it must be ticked and is not. */
		isMissing: required && ! checked,
		missingMessage,
		/** Shows its error now (an express payment skips the form's errors). */
		showError: () =>
			setValidationErrors( {
				[ validationId ]: { message, hidden: false },
			} ),
	};
}
