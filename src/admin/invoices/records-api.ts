/**
 * The invoices screen's requests: the chain's check, the records' export (a
 * download) and an invoice's annulment.
 */
import apiFetch from '@wordpress/api-fetch';

import {
	CHAIN_PATH,
	EXPORT_PATH,
	INVOICES_PATH,
	type ChainCheck,
	type InvoiceRow,
} from './types';

export function checkChain(): Promise< ChainCheck > {
	return apiFetch< ChainCheck >( { path: CHAIN_PATH } );
}

/**
 * The file name a Content-Disposition header gives, or a fallback.
 *
 * @param header   The header's value (null when absent).
 * @param fallback Name when it gives none.
 */
export function fileNameOf( header: string | null, fallback: string ): string {
	const match = /filename="([^"]+)"/.exec( header ?? '' );
	return match?.[ 1 ] ?? fallback;
}

/**
 * Downloads every record as XML; resolves with the number of records.
 */
export async function exportRecords(): Promise< number > {
	const response = await apiFetch< Response, false >( {
		path: EXPORT_PATH,
		parse: false,
	} );
	const blob = await response.blob();
	const link = document.createElement( 'a' );
	link.href = URL.createObjectURL( blob );
	link.download = fileNameOf(
		response.headers.get( 'Content-Disposition' ),
		'registros-verifactu.xml'
	);
	document.body.append( link );
	link.click();
	link.remove();
	// Some browsers read the blob after click() returns: free it a moment later.
	window.setTimeout( () => URL.revokeObjectURL( link.href ), 1000 );
	return Number( response.headers.get( 'X-Rueda-Records' ) ?? 0 );
}

/**
 * Annuls an invoice or a rectifying invoice.
 *
 * @param row    The invoice.
 * @param reason Why it should never have been issued.
 */
export function annulInvoice( row: InvoiceRow, reason: string ) {
	return apiFetch( {
		path: `${ INVOICES_PATH }/${ row.kind }/${ row.id }/annulment`,
		method: 'POST',
		data: { reason },
	} );
}
