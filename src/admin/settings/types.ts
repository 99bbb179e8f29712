/**
 * The checkout settings as rueda/v1/settings/checkout sends and takes them.
 */
export type CheckoutSettings = {
	allows_guest: boolean;
	allows_signup: boolean;
	/** Days an order to be paid at the workshop waits for its payment (1 to 90). */
	pay_at_workshop_days: number;
};

/**
 * The checkout's legal elements as rueda/v1/settings/legal sends and takes
 * them ('' texts: the defaults; `data_protection_default` is read only).
 */
export type LegalSettings = {
	order_button_text: string;
	terms_required: boolean;
	data_protection_text: string;
	withdrawal_info: boolean;
	data_protection_default: string;
};

export const LEGAL_SETTINGS_PATH = '/rueda/v1/settings/legal';

/** What the screen knows from the page (printed by includes/Admin/SettingsPage.php as window.ruedaAdmin). */
export type SettingsPageData = {
	/** Country code => name, sorted by name. */
	countries: Record< string, string >;
	/** Country code => state code => name, for the countries that have them. */
	states: Record< string, Record< string, string > >;
	currency: CurrencyFormat;
	/** Whether this user may change Settings → Data (administrators only). */
	canChangeDataRemoval: boolean;
	/** The ecovalor's tyre categories: slug => name. */
	ecoCategories: Record< string, string >;
	/** The schedule a new pickup location starts with. */
	pickupSchedule?: PickupSchedule;
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

/** What deleting the plugin removes. */
export type DataSettings = {
	remove_data_on_uninstall: boolean;
};

export const DATA_SETTINGS_PATH = '/rueda/v1/settings/data';

export const SHIPPING_SETTINGS_PATH = '/rueda/v1/settings/shipping';
export const PAYMENT_SETTINGS_PATH = '/rueda/v1/settings/payments';

/**
 * An amount in minor units (cents, with tax), or the text typed when it is
 * not an amount (the server refuses it, naming the field).
 */
export type Amount = number | string;

export type ShippingMethodType = 'flat_rate' | 'free_shipping';

/** A zone's method; `instance_id` 0 for a new one (the server numbers it). */
export type ShippingMethod = {
	instance_id: number;
	type: ShippingMethodType;
	title: string;
	description: string;
	delivery_time: string;
	cost: Amount;
	min_amount: Amount;
	requires: '' | 'min_amount' | 'coupon' | 'either' | 'both';
	enabled: boolean;
};

/** A shipping zone: the first one matching a destination wins. */
export type ShippingZone = {
	id: number;
	name: string;
	/** Countries ("ES") and provinces ("ES:GC"). */
	locations: string[];
	exclude: string[];
	/** Comma-separated patterns: 28001, 28*, 28001...28999. */
	postcodes: string;
	methods: ShippingMethod[];
};

export type PickupLocation = {
	name: string;
	address: string;
	details: string;
	cost: Amount;
	enabled: boolean;
	schedule: PickupSchedule;
};

/** An opening range of a day, "HH:MM". */
export type OpeningRange = { start: string; end: string };

/** When a pickup location takes appointments (includes/Admin/Rest/ScheduleFields.php). */
export type PickupSchedule = {
	/** Seven lists of ranges, Monday first; an empty list: closed. */
	hours: OpeningRange[][];
	bays: number;
	slot_step: number;
	closed_days: Array< { date: string; label: string } >;
};

/** What rueda/v1/settings/shipping sends and takes. */
export type ShippingSettings = {
	zones: ShippingZone[];
	pickup_locations: PickupLocation[];
	/** Names of the packages by stock origin. */
	origins: Array< { key: string; name: string } >;
	/** Open days a tyre on backorder takes to arrive (the earliest appointment). */
	backorder_lead_days: number;
};

export type GatewayFieldValue = string | number | boolean;

/** A setting a gateway declares (ConfigurableGateway::settings_fields()). */
export type GatewayField = {
	key: string;
	type:
		| 'text'
		| 'textarea'
		| 'password'
		| 'email'
		| 'url'
		| 'number'
		| 'toggle'
		| 'select'
		| 'iban'
		| 'bic';
	label: string;
	help: string;
	default: GatewayFieldValue;
	required: boolean;
	max_length: number;
	min: number | null;
	max: number | null;
	options: Array< { value: string; label: string } >;
};

/** One gateway as the owner set it up; '' title/description: the gateway's own. */
export type GatewaySettings = {
	id: string;
	enabled: boolean;
	title: string;
	description: string;
	settings: Record< string, GatewayFieldValue >;
	/**
	 * Read only: password fields with a saved value (never sent back: their
	 * value is ''; '' sent keeps it).
	 */
	saved_secrets?: string[];
};

/** What rueda/v1/settings/payments sends (`schema` is read only) and takes. */
export type PaymentSettings = {
	/** In the order shoppers see them. */
	gateways: GatewaySettings[];
	schema: Record<
		string,
		{
			default_title: string;
			default_description: string;
			supports: string[];
			/** A gateway that takes no money (the sandbox card). */
			test: boolean;
			fields: GatewayField[];
		}
	>;
	/** The owner's choice to offer test gateways on a site not for developing. */
	allow_test_gateways: boolean;
	/** Read only: whether this site is one for developing (local, development). */
	test_gateways: { by_environment: boolean; environment: string };
};

/** How the shop writes amounts (includes/Admin/SettingsPage.php). */
export type CurrencyFormat = {
	minorUnit: number;
	decimalSeparator: string;
	thousandSeparator: string;
	prefix: string;
	suffix: string;
};
