/**
 * The invoice fields' state: kept in the checkout store's additional fields
 * (sent with the order as `rueda/invoice`, `rueda/tax-id` normalised and
 * `rueda/company`), started from what a customer gave last time, with the
 * tax id's error in the rueda/validation store. A refusal of the server
 * (`rueda_invalid_tax_id`) shows on the field too, and the checkout then
 * moves the focus to it as to any invalid field.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { checkoutEvents, checkoutStore, validationStore } from '@rueda/runtime';

import { useFieldErrors } from '@rueda/blocks/shared/address/use-field-errors';
import { checkTaxId, normalizeTaxId, taxIdMessage } from '@rueda/shared/tax-id';
import {
	COMPANY_FIELD,
	INVALID_TAX_ID_CODE,
	INVOICE_FIELD,
	TAX_ID_FIELD,
	TAX_ID_VALIDATION_ID,
} from './constants';
import type { RememberedTaxDetails } from './invoice-settings';

export function useInvoiceRequest( remembered: RememberedTaxDetails ) {
	const fields = useSelect(
		( select ) => select( checkoutStore ).getAdditionalFields(),
		[]
	);
	const { setAdditionalFields } = useDispatch( checkoutStore );
	const { setValidationErrors } = useDispatch( validationStore );
	const started = INVOICE_FIELD in fields;
	const wanted = fields[ INVOICE_FIELD ] === true;
	const company = String( fields[ COMPANY_FIELD ] ?? '' );
	// What the shopper typed, shown as typed; the store holds it normalised.
	const [ typed, setTyped ] = useState( () =>
		started ? String( fields[ TAX_ID_FIELD ] ?? '' ) : remembered.taxId
	);

	// The order always says whether an invoice is wanted: a customer who
	// asked for one last time starts with the box ticked.
	useEffect( () => {
		if ( ! started ) {
			setAdditionalFields( {
				[ INVOICE_FIELD ]: remembered.taxId !== '',
				[ TAX_ID_FIELD ]: normalizeTaxId( remembered.taxId ),
				[ COMPANY_FIELD ]: remembered.company,
			} );
		}
	}, [ started, remembered, setAdditionalFields ] );

	const message = wanted ? taxIdMessage( checkTaxId( typed ) ) : '';
	const touch = useFieldErrors(
		useMemo( () => ( { [ TAX_ID_VALIDATION_ID ]: message } ), [ message ] )
	);
	const error = useSelect(
		( select ) =>
			select( validationStore ).getValidationError(
				TAX_ID_VALIDATION_ID
			),
		[]
	);

	useEffect(
		() =>
			checkoutEvents.onCheckoutFail( ( { processingResponse } ) => {
				if (
					processingResponse?.code === INVALID_TAX_ID_CODE &&
					processingResponse.message
				) {
					setValidationErrors( {
						[ TAX_ID_VALIDATION_ID ]: {
							message: processingResponse.message,
							hidden: false,
						},
					} );
				}
				return true;
			} ),
		[ setValidationErrors ]
	);

	return {
		wanted,
		taxId: typed,
		company,
		error: error && ! error.hidden ? error.message : '',
		setWanted: ( next: boolean ) =>
			setAdditionalFields( { [ INVOICE_FIELD ]: next } ),
		setTaxId: ( next: string ) => {
			setTyped( next );
			setAdditionalFields( { [ TAX_ID_FIELD ]: normalizeTaxId( next ) } );
			touch( TAX_ID_VALIDATION_ID );
		},
		/** Leaving the field shows the id as it will be printed. */
		blurTaxId: () => {
			touch( TAX_ID_VALIDATION_ID );
			if ( ! checkTaxId( typed ).fault ) {
				setTyped( normalizeTaxId( typed ) );
			}
		},
		setCompany: ( next: string ) =>
			setAdditionalFields( { [ COMPANY_FIELD ]: next } ),
	};
}
