/**
 * Address forms of the checkout: field definitions per country, validation,
 * the form components and the hook that keeps the addresses in sync with the
 * cart.
 */
export { default as AddressForm } from './address-form';
export type { AddressFormProps } from './address-form';
export { default as ContactEmail, ContactEmailField } from './contact-email';
export type { ContactEmailFieldProps } from './contact-email';
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
export {
	countryHasStates,
	getAddressSettings,
	parseAddressSettings,
} from './settings';
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
export { useCheckoutAddress } from './use-checkout-address';
export { useFieldErrors } from './use-field-errors';
export { getCheckoutAddresses } from './checkout-address-state';
export type { CheckoutAddresses } from './checkout-address-state';
export {
	clearDirtyCustomerData,
	isCustomerDataDirty,
	markCustomerDataDirty,
} from './dirty-customer-data';
export type * from './types';
