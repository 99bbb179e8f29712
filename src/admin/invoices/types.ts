/**
 * The invoices screen's data: what InvoicesPage.php prints and the rows of
 * GET /rueda/v1/invoices (includes/Invoices/Rest/InvoiceRow.php), as on the wire.
 */
import type { PriceFormat } from '../settings/format-price';

export const INVOICES_PATH = '/rueda/v1/invoices';
export const CHAIN_PATH = '/rueda/v1/invoice-records/chain';
export const EXPORT_PATH = '/rueda/v1/invoice-records/export';

export type InvoicesPageData = {
	currency: PriceFormat;
	environment: 'pruebas' | 'real';
	declarationUrl: string;
};

/** A record's state, or the invoice's when it was annulled or has no record. */
export type InvoiceState =
	| 'pendiente'
	| 'correcto'
	| 'aceptado_con_errores'
	| 'incorrecto'
	| 'anulada'
	| 'sin_registro';

export type InvoiceType = 'F1' | 'F2' | 'F3' | 'R1' | 'R5';

export type InvoiceRow = {
	kind: 'invoice' | 'rectification' | 'substitute';
	id: number;
	order_id: number;
	number: string;
	/** RFC 3339, in the shop's time zone. */
	date: string;
	type: InvoiceType;
	customer: string;
	tax_id: string;
	/** Cents; negative for a rectifying invoice. */
	total: number;
	state: InvoiceState;
	csv: string;
	error: string;
	annulment_reason: string;
	url: string;
	/** The address the VERI*FACTU QR code holds; null without a record. */
	qr: string | null;
};

export type ChainCheck = {
	intact: boolean;
	records: number;
	message: string;
	chains: Array< {
		issuer: string;
		records: number;
		broken: number | null;
		number: string | null;
	} >;
};
