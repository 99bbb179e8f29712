/**
 * Store API responses exactly as they travel on the wire (snake_case).
 *
 * These describe the `wc/store/v1` contract (docs/store-api.md); app-side
 * shapes live with the stores that own them. Money values are strings holding
 * integers in minor units ("8256" = 82,56 EUR).
 */

/** Currency fields that accompany every money object. */
export type CurrencyInfo = {
	currency_code: string;
	currency_symbol: string;
	currency_minor_unit: number;
	currency_decimal_separator: string;
	currency_thousand_separator: string;
	currency_prefix: string;
	currency_suffix: string;
};

export type PriceRange = {
	min_amount: string;
	max_amount: string;
};

export type RawPrices = {
	precision: number;
	price: string;
	regular_price: string;
	sale_price: string;
};

export type ImageResponse = {
	id: number;
	src: string;
	thumbnail: string;
	srcset: string;
	sizes: string;
	name: string;
	alt: string;
};

export type VariationAttribute = {
	attribute: string;
	value: string;
};

export type MetaData = {
	key: string;
	value: string;
};

export type QuantityLimits = {
	minimum: number;
	maximum: number;
	multiple_of: number;
	editable: boolean;
};

export type CatalogVisibility = 'visible' | 'hidden' | 'search';

export type StockStatus = 'instock' | 'outofstock' | 'onbackorder';

/** Extension data, keyed by the extension's namespace. */
export type ExtensionsData = Record< string, unknown >;

/** Extra item details; the server sends either key/value or name/display. */
export type CartItemData = {
	key?: string;
	name?: string;
	value?: string;
	display?: string;
	hidden?: boolean;
	className?: string;
};

export type CartItemPrices = CurrencyInfo & {
	price: string;
	regular_price: string;
	sale_price: string;
	price_range: PriceRange | null;
	raw_prices: RawPrices;
};

export type CartItemTotals = CurrencyInfo & {
	line_subtotal: string;
	line_subtotal_tax: string;
	line_total: string;
	line_total_tax: string;
};

export type CartItem = {
	key: string;
	id: number;
	type: string;
	/** 'tyre' or 'service' (Rueda's; missing from other servers of this shape). */
	kind?: string;
	quantity: number;
	quantity_limits: QuantityLimits;
	name: string;
	short_description: string;
	description: string;
	sku: string;
	low_stock_remaining: number | null;
	backorders_allowed: boolean;
	show_backorder_badge: boolean;
	sold_individually: boolean;
	permalink: string;
	images: ImageResponse[];
	variation: VariationAttribute[];
	item_data: CartItemData[];
	/** Null for services. */
	tyre?: TyreSummary | null;
	prices: CartItemPrices;
	totals: CartItemTotals;
	catalog_visibility: CatalogVisibility;
	extensions: ExtensionsData;
};

export type CartCoupon = {
	code: string;
	label: string;
	discount_type: string;
	totals: CurrencyInfo & {
		total_discount: string;
		total_discount_tax: string;
	};
};

export type CartFee = {
	id: string;
	name: string;
	totals: CurrencyInfo & {
		total: string;
		total_tax: string;
	};
};

export type TaxLine = {
	name: string;
	price: string;
	rate: string;
};

export type CartTotals = CurrencyInfo & {
	total_items: string;
	total_items_tax: string;
	total_fees: string;
	total_fees_tax: string;
	total_discount: string;
	total_discount_tax: string;
	/**
	 * The chosen rates ('0' when nothing ships or none is chosen). Before the
	 * shopper's address they are estimated for the shop's own address and
	 * `has_calculated_shipping` is false: read that flag, not these amounts,
	 * to know whether shipping is final.
	 */
	total_shipping: string;
	total_shipping_tax: string;
	total_price: string;
	total_tax: string;
	tax_lines: TaxLine[];
};

export type ShippingAddress = {
	first_name: string;
	last_name: string;
	company: string;
	address_1: string;
	address_2: string;
	city: string;
	state: string;
	postcode: string;
	country: string;
	phone: string;
};

export type BillingAddress = ShippingAddress & {
	email: string;
};

export type ShippingDestination = Pick<
	ShippingAddress,
	'address_1' | 'address_2' | 'city' | 'state' | 'postcode' | 'country'
>;

/** Pickup rates use method_id `pickup_location` and rate_id `pickup_location:{n}`. */
export type ShippingRate = CurrencyInfo & {
	rate_id: string;
	name: string;
	description: string;
	delivery_time: string;
	price: string;
	taxes: string;
	instance_id: number;
	method_id: string;
	meta_data: MetaData[];
	selected: boolean;
};

export type ShippingPackageItem = {
	key: string;
	name: string;
	quantity: number;
};

export type ShippingPackage = {
	package_id: number | string;
	name: string;
	destination: ShippingDestination;
	items: ShippingPackageItem[];
	shipping_rates: ShippingRate[];
};

/** A problem with the cart as a whole (shipping rates, stock of an item...). */
export type CartError = {
	code: string;
	message: string;
};

export type CartResponse = {
	items: CartItem[];
	coupons: CartCoupon[];
	fees: CartFee[];
	totals: CartTotals;
	shipping_address: ShippingAddress;
	billing_address: BillingAddress;
	needs_payment: boolean;
	needs_shipping: boolean;
	payment_requirements: string[];
	/** Whether shipping was calculated for the shopper's own address. */
	has_calculated_shipping: boolean;
	shipping_rates: ShippingPackage[];
	items_count: number;
	items_weight: number;
	cross_sells: CrossSellProduct[];
	errors: CartError[];
	/** Ids of the payment gateways available for this cart. */
	payment_methods: string[];
	extensions: ExtensionsData;
};

/** Error body of every failed Store API call; a 409 carries the current cart. */
export type ApiErrorResponse = {
	code: string;
	message: string;
	data?: {
		status: number;
		cart?: CartResponse;
		[ key: string ]: unknown;
	};
};

export type ProductPrices = CurrencyInfo & {
	price: string;
	regular_price: string;
	sale_price: string;
	price_range: PriceRange | null;
};

export type ProductCategoryRef = {
	id: number;
	name: string;
	slug: string;
	link: string;
};

/** A variation of a variable product: its id and the term (slug) it takes of each attribute. */
export type ProductVariationRef = {
	id: number;
	attributes: {
		attribute: string;
		name: string;
		value: string;
	}[];
};

export type ProductAttributeTermRef = {
	id: number;
	name: string;
	slug: string;
};

export type ProductAttribute = {
	id: number;
	name: string;
	taxonomy: string;
	has_variations: boolean;
	terms: ProductAttributeTermRef[];
};

export type AddToCart = {
	text: string;
	description: string;
	url: string;
	/** The button text on the product's own page. */
	single_text?: string;
	minimum: number;
	maximum: number;
	multiple_of: number;
};

export type StockAvailability = {
	text: string;
	class: string;
};

/** The EU tyre label (Regulation (EU) 2020/740). */
export type EuLabelData = {
	/** A (best) to E. */
	fuel_class: string;
	/** A (best) to E. */
	wet_grip_class: string;
	noise_db: number;
	/** A (quietest) to C. */
	noise_class: string;
	/** Three-peak mountain snowflake (3PMSF). */
	snow: boolean;
	ice: boolean;
	/** The product information sheet in EPREL, '' when unknown. */
	eprel_url: string;
};

/** What a listing, a product page or a cart line shows of a tyre. */
export type TyreSummary = {
	/** "205/55 R16". */
	size: string;
	width: number;
	profile: number;
	rim: number;
	load_index: number | null;
	load_index_kg: number | null;
	speed_rating: string | null;
	speed_rating_kmh: number | null;
	brand: string;
	model: string;
	season: { slug: string; name: string };
	xl: boolean;
	runflat: boolean;
	eu_label: EuLabelData | null;
	/** The end-of-life tyre fee the cart adds per tyre; null when none. */
	ecovalor: TyreEcovalor | null;
};

/** The ecovalor of one tyre (SIGNUS or TNU), written like the tyre's price. */
export type TyreEcovalor = {
	/** turismo, suv, furgoneta or moto. */
	category: string;
	category_name: string;
	/** The management system, e.g. SIGNUS. */
	system: string;
	/** Minor units per tyre. */
	amount: string;
};

export type ProductResponse = {
	id: number;
	name: string;
	slug: string;
	parent: number;
	type: string;
	variation: string;
	permalink: string;
	sku: string;
	short_description: string;
	description: string;
	on_sale: boolean;
	prices: ProductPrices;
	price_html: string;
	average_rating: string;
	review_count: number;
	images: ImageResponse[];
	categories: ProductCategoryRef[];
	/** Always empty: Rueda has no product tags. */
	tags?: ProductCategoryRef[];
	/** The terms of the brand attribute (`link` is '' where brands have no page). */
	brands?: ProductCategoryRef[];
	attributes: ProductAttribute[];
	variations?: ProductVariationRef[];
	/** Null for services. */
	tyre?: TyreSummary | null;
	/** Always empty: Rueda has no grouped products. */
	grouped_products?: number[];
	has_options: boolean;
	is_purchasable: boolean;
	is_in_stock: boolean;
	is_on_backorder: boolean;
	low_stock_remaining: number | null;
	stock_availability: StockAvailability;
	sold_individually: boolean;
	add_to_cart: AddToCart;
	extensions: ExtensionsData;
};

/** The product subset the cart suggests as cross-sells. */
export type CrossSellProduct = Pick<
	ProductResponse,
	| 'id'
	| 'name'
	| 'permalink'
	| 'sku'
	| 'short_description'
	| 'description'
	| 'on_sale'
	| 'prices'
	| 'price_html'
	| 'images'
	| 'is_purchasable'
	| 'is_in_stock'
	| 'low_stock_remaining'
	| 'add_to_cart'
	| 'extensions'
>;

/** A term of a product attribute (tyre width, season, brand...). */
export type ProductAttributeTerm = {
	id: number;
	name: string;
	slug: string;
	description: string;
	parent: number;
	count: number;
};

/** GET /products/collection-data: counts under a listing's filters (null: not asked). */
export type ProductCollectionData = {
	price_range:
		( { min_price: string; max_price: string } & CurrencyInfo ) | null;
	attribute_counts: Array< { term: number; count: number } > | null;
	stock_status_counts: Array< { status: StockStatus; count: number } > | null;
	rating_counts: Array< { rating: number; count: number } > | null;
};

export type ProductCategory = {
	id: number;
	name: string;
	slug: string;
	parent: number;
	count: number;
	image: ImageResponse | null;
};

/** Empty before any payment was taken (GET /checkout). */
export type PaymentStatus = 'success' | 'failure' | 'pending' | 'error' | '';

export type CheckoutResponse = {
	order_id: number;
	status: string;
	order_key: string;
	order_number: string;
	customer_note: string;
	customer_id: number;
	billing_address: BillingAddress;
	shipping_address: ShippingAddress;
	payment_method: string;
	payment_result: {
		payment_status: PaymentStatus;
		payment_details: MetaData[];
		redirect_url: string;
	};
	additional_fields: Record< string, string | boolean >;
	/** The cart as it is after the request (WooCommerce's name for it). */
	__experimentalCart: CartResponse;
	extensions: ExtensionsData;
};

/** One entry of the checkout payload's payment_data. */
export type PaymentDataItem = {
	key: string;
	value: string | boolean;
};

/** Body of POST /wc/store/v1/checkout. */
export type CheckoutPayload = {
	billing_address: BillingAddress;
	/** Only when the cart needs shipping. */
	shipping_address?: ShippingAddress;
	customer_note: string;
	create_account: boolean;
	/** Only when creating an account. */
	customer_password?: string;
	/** Both only when the cart needs payment. */
	payment_method?: string;
	payment_data?: PaymentDataItem[];
	additional_fields: Record< string, string | boolean >;
	extensions: Record< string, Readonly< Record< string, unknown > > >;
};
