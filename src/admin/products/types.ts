/**
 * The shapes of the products screen: a product as /rueda/v1/products sends
 * it, and what includes/Admin/ProductsPage.php prints for the script.
 */
export const PRODUCTS_PATH = '/rueda/v1/products';

export type ProductKind = 'tyre' | 'service';
export type PostStatus = 'publish' | 'draft' | 'pending' | 'private' | 'trash';
export type StockStatus = 'instock' | 'outofstock' | 'onbackorder';

export type ProductImage = {
	id: number;
	src: string;
	thumbnail: string;
	alt: string;
};

export type Product = {
	id: number;
	type: 'simple' | 'variable';
	kind: ProductKind;
	status: PostStatus;
	name: string;
	slug: string;
	permalink: string;
	date: string;
	sku: string;
	short_description: string;
	description: string;
	price: number;
	regular_price: number;
	sale_price: number | null;
	/** A scheduled sale's first and last days (Y-m-d, the shop's), or null. */
	sale_from: string | null;
	sale_to: string | null;
	/** The warehouse it ships from (a key of ProductsPageData.origins). */
	stock_origin: string;
	manage_stock: boolean;
	stock_quantity: number | null;
	stock_status: StockStatus;
	backorders: 'no' | 'notify' | 'yes';
	low_stock_threshold: number | null;
	max_quantity: number;
	sold_individually: boolean;
	catalog_visibility: 'visible' | 'hidden' | 'search';
	tax_class: string;
	weight_grams: number;
	categories: number[];
	image_id: number;
	gallery: number[];
	images: ProductImage[];
	brand: string | null;
	model: string | null;
	width: number | null;
	profile: number | null;
	rim: number | null;
	load_index: number | null;
	speed_rating: string | null;
	season: string | null;
	fuel_class: string | null;
	wet_grip_class: string | null;
	noise_db: number | null;
	noise_class: string | null;
	runflat: boolean | null;
	xl: boolean | null;
	/** Three-peak mountain snowflake (3PMSF) on the EU label. */
	snow: boolean | null;
	/** Ice grip pictogram on the EU label. */
	ice: boolean | null;
	/** EPREL registration number (digits), which links the product information sheet. */
	eprel_id: string | null;
	/** GTIN/EAN barcode. */
	gtin: string | null;
	/** The tyre's ecovalor category; null is a passenger car's. */
	ecovalor_category: string | null;
	duration_minutes: number | null;
};

/** The fields the form sends (everything the server does not derive). */
export type ProductDraft = Omit<
	Product,
	'id' | 'type' | 'permalink' | 'date' | 'price' | 'images'
> & { id?: number };

export type Currency = {
	currency_symbol: string;
	currency_minor_unit: number;
	currency_decimal_separator: string;
};

export type ProductsPageData = {
	categories: { id: number; name: string; parent: number }[];
	taxClasses: string[];
	seasons: Record< string, string >;
	speedRatings: string[];
	labelClasses: string[];
	noiseClasses: string[];
	/** The ecovalor's tyre categories: slug => name. */
	ecoCategories: Record< string, string >;
	/** The catalogue's brands and sizes ("205/55 R16"), for the filters. */
	brands: string[];
	sizes: string[];
	/** The warehouses by key, the workshop's ("taller") first. */
	origins: Record< string, string >;
	currency: Currency;
	maxUploadSize: number;
};
