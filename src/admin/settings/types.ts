/**
 * The checkout settings as rueda/v1/settings/checkout sends and takes them.
 */
export type CheckoutSettings = {
	allows_guest: boolean;
	allows_signup: boolean;
	order_button_text: string;
	terms_checkbox: boolean;
};

/** What the screen knows from the page (printed by includes/Admin/SettingsPage.php as window.ruedaAdmin). */
export type SettingsPageData = {
	/** Country code => name, sorted by name. */
	countries: Record< string, string >;
	/** Country code => its provinces (code => name), for countries that need one. */
	states: Record< string, Record< string, string > >;
};

export type CurrencyPosition = 'left' | 'right' | 'left_space' | 'right_space';

/**
 * The general settings as rueda/v1/settings/general sends and takes them: the
 * shop's address, the countries it sells and ships to, and how prices are written.
 */
export type GeneralSettings = {
	name: string;
	address_1: string;
	postcode: string;
	city: string;
	state: string;
	country: string;
	phone: string;
	email: string;
	selling_countries: string[];
	shipping_countries: string[];
	currency_code: string;
	currency_symbol: string;
	currency_minor_unit: number;
	currency_decimal_separator: string;
	currency_thousand_separator: string;
	currency_position: CurrencyPosition;
};

/** Store page ids (0: none). */
export type PageLinks = {
	shop: number;
	cart: number;
	checkout: number;
	privacy: number;
	terms: number;
	myaccount: number;
};

/** One row of the tax rates table ('' country, state or postcode: any). */
export type TaxRate = {
	country: string;
	state: string;
	postcode: string;
	rate: number;
	name: string;
	class: string;
};

/** How taxes apply and show, and the rates (the first matching row wins). */
export type TaxSettings = {
	enabled: boolean;
	prices_include_tax: boolean;
	display_cart_prices_including_tax: boolean;
	itemized: boolean;
	rates: TaxRate[];
};

export const GENERAL_SETTINGS_PATH = '/rueda/v1/settings/general';
export const TAX_SETTINGS_PATH = '/rueda/v1/settings/taxes';
export const CHECKOUT_SETTINGS_PATH = '/rueda/v1/settings/checkout';
export const PAGE_LINKS_PATH = '/rueda/v1/settings/pages';
