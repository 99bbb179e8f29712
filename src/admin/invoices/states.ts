/**
 * The labels of the invoices' record states and types, as the owner reads them.
 */
import { __ } from '@wordpress/i18n';

import type { InvoiceState, InvoiceType } from './types';

export function invoiceStates(): Array< {
	value: InvoiceState;
	label: string;
} > {
	return [
		{ value: 'pendiente', label: __( 'Pending', 'rueda' ) },
		{ value: 'correcto', label: __( 'Accepted', 'rueda' ) },
		{
			value: 'aceptado_con_errores',
			label: __( 'Accepted with errors', 'rueda' ),
		},
		{ value: 'incorrecto', label: __( 'Rejected', 'rueda' ) },
		{ value: 'anulada', label: __( 'Annulled', 'rueda' ) },
		{ value: 'sin_registro', label: __( 'No record', 'rueda' ) },
	];
}

export function invoiceTypes(): Array< { value: InvoiceType; label: string } > {
	return [
		{ value: 'F1', label: __( 'F1 (full invoice)', 'rueda' ) },
		{ value: 'F2', label: __( 'F2 (simplified invoice)', 'rueda' ) },
		{
			value: 'F3',
			label: __(
				'F3 (full invoice replacing a simplified one)',
				'rueda'
			),
		},
		{
			value: 'R1',
			label: __( 'R1 (rectifying a full invoice)', 'rueda' ),
		},
		{
			value: 'R5',
			label: __( 'R5 (rectifying a simplified invoice)', 'rueda' ),
		},
	];
}

/**
 * A state's label.
 *
 * @param state The state.
 */
export function stateLabel( state: InvoiceState ): string {
	return (
		invoiceStates().find( ( { value } ) => value === state )?.label ?? state
	);
}

/**
 * A date of the list (RFC 3339) as day/month/year.
 *
 * @param date The date.
 */
export function shortDate( date: string ): string {
	const [ year, month, day ] = date.slice( 0, 10 ).split( '-' );
	return `${ day }/${ month }/${ year }`;
}
