/**
 * Address forms of the checkout and of Mi cuenta: field definitions per
 * country, validation and the rules the server applies too. The form
 * components and the hooks that read the stores are in
 * src/blocks/shared/address.
 */
export {
	CONTACT_EMAIL_ID,
	CUSTOMER_DATA_PUSH_DEBOUNCE_MS,
	DIRTY_CUSTOMER_DATA_KEY,
	DIRTY_FLAG_DEBOUNCE_MS,
	FOCUS_DELAY_MS,
	getFieldElementId,
	getFieldValidationId,
} from './constants';
export {
	evaluateRule,
	getDefaultFields,
	getFieldLabel,
	isFieldHidden,
	isFieldRequired,
} from './fields';
export { getAddressFields, getLocaleOverrides } from './locales';
export type { GetAddressFieldsOptions } from './locales';
export { countryHasStates, parseAddressSettings } from './settings';
export {
	CHECKBOX_CHECKED,
	changeCountry,
	clearHiddenFields,
	isAddressComplete,
	normalizeFieldValue,
	validateAddress,
	validateField,
} from './validation';
export {
	fieldNameInMessage,
	isValidEmail,
	isValidPhone,
	isValidPostcode,
	normalizePostcode,
} from './rules';
export {
	clearDirtyCustomerData,
	isCustomerDataDirty,
	markCustomerDataDirty,
} from './dirty-customer-data';
export type * from './types';
