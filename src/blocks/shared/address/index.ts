/**
 * The address forms' components and the hooks that keep them in the stores:
 * the validation store's errors, the checkout's addresses in sync with the
 * cart, the page's countries and states. Field definitions, validation and
 * rules are in src/shared/address.
 */
export { default as AddressForm } from './address-form';
export type { AddressFormProps } from './address-form';
export { default as ContactEmail, ContactEmailField } from './contact-email';
export type { ContactEmailFieldProps } from './contact-email';
export { useCheckoutAddress } from './use-checkout-address';
export { useFieldErrors } from './use-field-errors';
export { getCheckoutAddresses } from './checkout-address-state';
export type { CheckoutAddresses } from './checkout-address-state';
export { getAddressSettings } from './settings';
