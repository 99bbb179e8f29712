/**
 * Constants of the address forms (spec section 9) and their element ids.
 */
import type { AddressFieldKey, AddressType } from './types';

/** A form asked to take the focus does so this long after it appears. */
export const FOCUS_DELAY_MS = 300;

/**
 * Address edits reach the server this long after the shopper stops typing:
 * every update makes the server recalculate shipping rates and taxes, so one
 * request per pause instead of one per keystroke (and no late answer to an
 * old keystroke overwriting a newer one).
 */
export const CUSTOMER_DATA_PUSH_DEBOUNCE_MS = 1000;

/** How long after an edit the "unsaved customer data" flag is written. */
export const DIRTY_FLAG_DEBOUNCE_MS = 300;

/** localStorage key of the "unsaved customer data" flag. */
export const DIRTY_CUSTOMER_DATA_KEY = 'rueda-checkout-dirty-customer';

/** Element and validation id of the contact (billing) email. */
export const CONTACT_EMAIL_ID = 'email';

/**
 * @param type Billing or shipping.
 * @param key  Field key.
 * @return The id of the field's input, e.g. billing-postcode.
 */
export function getFieldElementId(
	type: AddressType,
	key: AddressFieldKey
): string {
	return `${ type }-${ key }`;
}

/**
 * @param type Billing or shipping.
 * @param key  Field key.
 * @return The field's id in the rueda/validation store, e.g. billing_postcode.
 */
export function getFieldValidationId(
	type: AddressType,
	key: AddressFieldKey
): string {
	return `${ type }_${ key }`;
}
