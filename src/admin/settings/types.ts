/**
 * The checkout settings as rueda/v1/settings/checkout sends and takes them.
 */
export type CheckoutSettings = {
	allows_guest: boolean;
	allows_signup: boolean;
	selling_countries: string[];
	shipping_countries: string[];
	order_button_text: string;
	terms_checkbox: boolean;
};

/** What the screen knows from the page (printed by includes/Admin/SettingsPage.php as window.ruedaAdmin). */
export type SettingsPageData = {
	/** Country code => name, sorted by name. */
	countries: Record< string, string >;
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

/** How taxes apply and show. */
export type TaxSettings = {
	enabled: boolean;
	prices_include_tax: boolean;
	display_cart_prices_including_tax: boolean;
	itemized: boolean;
};

export const TAX_SETTINGS_PATH = '/rueda/v1/settings/taxes';
export const CHECKOUT_SETTINGS_PATH = '/rueda/v1/settings/checkout';
export const PAGE_LINKS_PATH = '/rueda/v1/settings/pages';

/** What deleting the plugin removes. */
export type DataSettings = {
	remove_data_on_uninstall: boolean;
};

export const DATA_SETTINGS_PATH = '/rueda/v1/settings/data';
