/**
 * Addresses and checkout settings for the address-form tests.
 */
import type {
	AddressSettings,
	BillingAddress,
	ShippingAddress,
} from '../types';

export const SETTINGS: AddressSettings = {
	countries: { DE: 'Alemania', ES: 'España', FR: 'Francia', PT: 'Portugal' },
	shippingCountries: { ES: 'España', PT: 'Portugal' },
	states: {
		ES: { M: 'Madrid', B: 'Barcelona', GC: 'Las Palmas' },
		US: { CA: 'California', NY: 'New York' },
		PT: {},
	},
	defaultCountry: 'ES',
	customerEmail: '',
};

export function shippingAddress(
	overrides: Partial< ShippingAddress > = {}
): ShippingAddress {
	return {
		first_name: 'Lucía',
		last_name: 'García Pérez',
		company: '',
		address_1: 'Calle Mayor 12',
		address_2: '',
		city: 'Madrid',
		state: 'M',
		postcode: '28013',
		country: 'ES',
		phone: '',
		...overrides,
	};
}

export function billingAddress(
	overrides: Partial< BillingAddress > = {}
): BillingAddress {
	return {
		...shippingAddress(),
		email: 'lucia@example.es',
		...overrides,
	};
}
