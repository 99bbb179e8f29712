/**
 * The invoice fields' keys in the checkout's `additional_fields` (the server's
 * Rueda\Domain\Invoices\InvoiceRequest) and their ids on the page.
 */

/** The "I need an invoice" box (boolean). */
export const INVOICE_FIELD = 'rueda/invoice';

/** The NIF, NIE or CIF, sent normalised (string). */
export const TAX_ID_FIELD = 'rueda/tax-id';

/** The company name, optional (string). */
export const COMPANY_FIELD = 'rueda/company';

/** The server's code when it refuses the tax id. */
export const INVALID_TAX_ID_CODE = 'rueda_invalid_tax_id';

/** The tax id's id in the rueda/validation store (and its input's id). */
export const TAX_ID_VALIDATION_ID = 'invoice-tax-id';

/** The longest company name the server keeps. */
export const COMPANY_MAX_LENGTH = 200;
