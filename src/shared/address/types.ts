/**
 * Types of the address forms: the field definitions of the spec's section 3
 * and the slice of the checkout settings the forms read.
 */
import type { HTMLAttributes } from 'react';

import type { BillingAddress, ShippingAddress } from '../api';

/** Which of the cart's two addresses a form edits. */
export type AddressType = 'billing' | 'shipping';

/** An address as the forms edit it; only billing addresses carry the email. */
export type Address = ShippingAddress & { email?: string };

export type { BillingAddress, ShippingAddress };

/** The field set of the spec: the address fields plus the contact email. */
export type AddressFieldKey = keyof ShippingAddress | 'email';

export type AddressFieldType = 'text' | 'email' | 'tel' | 'select' | 'checkbox';

/**
 * A conditional rule, evaluated against the address being edited: either a
 * list of countries the rule applies to, or any predicate.
 */
export type FieldCondition =
	| { readonly country: readonly string[] }
	| ( ( address: Readonly< Address > ) => boolean );

/** Whether a field is required (or hidden): fixed, or depending on the address. */
export type FieldRule = boolean | FieldCondition;

export type FieldOption = { readonly value: string; readonly label: string };

/** Rules beyond the field's type; failures use the messages of spec section 5. */
export type FieldValidation = {
	/** A regular expression the whole (trimmed) value must match. */
	readonly pattern?: string;
	readonly minLength?: number;
	readonly maxLength?: number;
};

/** Extra attributes for the input; a closed list, so nothing unsafe slips in. */
export type FieldAttributes = {
	readonly title?: string;
	readonly 'aria-label'?: string;
	readonly inputMode?: HTMLAttributes< HTMLInputElement >[ 'inputMode' ];
	readonly maxLength?: number;
	readonly spellCheck?: boolean;
};

export type AddressField = {
	readonly key: AddressFieldKey;
	readonly label: string;
	/** The label shown when the field is not required, e.g. "Company (optional)". */
	readonly optionalLabel: string;
	readonly required: FieldRule;
	readonly hidden: FieldRule;
	/** Position in the form (ascending). */
	readonly index: number;
	readonly type: AddressFieldType;
	/** The autofill token without its section (the form adds billing/shipping). */
	readonly autocomplete: string;
	readonly autocapitalize?: 'none' | 'sentences' | 'words' | 'characters';
	readonly placeholder?: string;
	/** Replaces every message of this field's failures. */
	readonly errorMessage?: string;
	/** Choices of a select field. */
	readonly options?: readonly FieldOption[];
	readonly attributes?: FieldAttributes;
	readonly validation?: FieldValidation;
};

/** Changes to some fields' definitions (locales, block settings, extensions). */
export type AddressFieldOverrides = Partial<
	Record< AddressFieldKey, Partial< Omit< AddressField, 'key' > > >
>;

/** Country code => (state code => name), for the countries that use states. */
export type StatesByCountry = Readonly<
	Record< string, Readonly< Record< string, string > > >
>;

/** The part of the checkout settings (contract) the address forms need. */
export type AddressSettings = {
	/** Billing (selling) countries, code => name, sorted by name. */
	readonly countries: Readonly< Record< string, string > >;
	readonly shippingCountries: Readonly< Record< string, string > >;
	readonly states: StatesByCountry;
	/** The shop's country, shown while an address has none ('' when unknown). */
	readonly defaultCountry: string;
	/** The logged-in customer's email, shown while the cart has none. */
	readonly customerEmail: string;
};

/** Messages by field key; a field without an entry is valid. */
export type AddressErrors = Partial< Record< AddressFieldKey, string > >;
