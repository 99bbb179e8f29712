<?php
/**
 * The documented JSON shapes of the Store API (docs/store-api.md), for the contract test.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi\Contract;

/**
 * A shape is a JSON type name ('string', 'integer', 'number', 'boolean', 'null', 'object'
 * for a free-form object, 'array' for a list of anything), several joined by '|', an
 * associative array (an object with exactly these keys) or a one-element list (a list of
 * that shape).
 */
final class Shapes {

	private const CURRENCY = array(
		'currency_code'               => 'string',
		'currency_symbol'             => 'string',
		'currency_minor_unit'         => 'integer',
		'currency_decimal_separator'  => 'string',
		'currency_thousand_separator' => 'string',
		'currency_prefix'             => 'string',
		'currency_suffix'             => 'string',
	);

	private const ADDRESS = array(
		'first_name' => 'string',
		'last_name'  => 'string',
		'company'    => 'string',
		'address_1'  => 'string',
		'address_2'  => 'string',
		'city'       => 'string',
		'state'      => 'string',
		'postcode'   => 'string',
		'country'    => 'string',
		'phone'      => 'string',
	);

	public const ERROR = array(
		'code'    => 'string',
		'message' => 'string',
		'data'    => 'object',
	);

	/**
	 * An image.
	 *
	 * @return array<string,mixed>
	 */
	public static function image(): array {
		return array(
			'id'        => 'integer',
			'src'       => 'string',
			'thumbnail' => 'string',
			'srcset'    => 'string',
			'sizes'     => 'string',
			'name'      => 'string',
			'alt'       => 'string',
		);
	}

	/**
	 * Prices of an item or product.
	 *
	 * @return array<string,mixed>
	 */
	public static function prices(): array {
		return array(
			'price'         => 'string',
			'regular_price' => 'string',
			'sale_price'    => 'string',
			'price_range'   => 'null|object',
			'raw_prices'    => array(
				'precision'     => 'integer',
				'price'         => 'string',
				'regular_price' => 'string',
				'sale_price'    => 'string',
			),
		) + self::CURRENCY;
	}

	/**
	 * A cart line.
	 *
	 * @return array<string,mixed>
	 */
	public static function cart_item(): array {
		return array(
			'key'                  => 'string',
			'id'                   => 'integer',
			'type'                 => 'string',
			'kind'                 => 'string',
			'quantity'             => 'integer',
			'quantity_limits'      => array(
				'minimum'     => 'integer',
				'maximum'     => 'integer',
				'multiple_of' => 'integer',
				'editable'    => 'boolean',
			),
			'name'                 => 'string',
			'short_description'    => 'string',
			'description'          => 'string',
			'sku'                  => 'string',
			'low_stock_remaining'  => 'null|integer',
			'backorders_allowed'   => 'boolean',
			'show_backorder_badge' => 'boolean',
			'sold_individually'    => 'boolean',
			'permalink'            => 'string',
			'images'               => array( self::image() ),
			'variation'            => array(
				array(
					'attribute' => 'string',
					'value'     => 'string',
				),
			),
			'item_data'            => 'array',
			'tyre'                 => 'null|object',
			'prices'               => self::prices(),
			'totals'               => array(
				'line_subtotal'     => 'string',
				'line_subtotal_tax' => 'string',
				'line_total'        => 'string',
				'line_total_tax'    => 'string',
			) + self::CURRENCY,
			'catalog_visibility'   => 'string',
			'extensions'           => 'object',
		);
	}

	/**
	 * An applied coupon.
	 *
	 * @return array<string,mixed>
	 */
	public static function coupon(): array {
		return array(
			'code'          => 'string',
			'label'         => 'string',
			'discount_type' => 'string',
			'totals'        => array(
				'total_discount'     => 'string',
				'total_discount_tax' => 'string',
			) + self::CURRENCY,
		);
	}

	/**
	 * The cart.
	 *
	 * @return array<string,mixed>
	 */
	public static function cart(): array {
		return array(
			'items'                   => array( self::cart_item() ),
			'coupons'                 => array( self::coupon() ),
			'fees'                    => array(
				array(
					'id'     => 'string',
					'name'   => 'string',
					'totals' => array(
						'total'     => 'string',
						'total_tax' => 'string',
					) + self::CURRENCY,
				),
			),
			'totals'                  => array(
				'total_items'        => 'string',
				'total_items_tax'    => 'string',
				'total_fees'         => 'string',
				'total_fees_tax'     => 'string',
				'total_discount'     => 'string',
				'total_discount_tax' => 'string',
				'total_shipping'     => 'string',
				'total_shipping_tax' => 'string',
				'total_price'        => 'string',
				'total_tax'          => 'string',
				'tax_lines'          => array(
					array(
						'name'  => 'string',
						'price' => 'string',
						'rate'  => 'string',
					),
				),
			) + self::CURRENCY,
			'shipping_address'        => self::ADDRESS,
			'billing_address'         => self::ADDRESS + array( 'email' => 'string' ),
			'needs_payment'           => 'boolean',
			'needs_shipping'          => 'boolean',
			'payment_requirements'    => array( 'string' ),
			'has_calculated_shipping' => 'boolean',
			'shipping_rates'          => array(
				array(
					'package_id'     => 'integer|string',
					'name'           => 'string',
					'destination'    => array(
						'address_1' => 'string',
						'address_2' => 'string',
						'city'      => 'string',
						'state'     => 'string',
						'postcode'  => 'string',
						'country'   => 'string',
					),
					'items'          => array(
						array(
							'key'      => 'string',
							'name'     => 'string',
							'quantity' => 'integer',
						),
					),
					'shipping_rates' => array(
						array(
							'rate_id'       => 'string',
							'name'          => 'string',
							'description'   => 'string',
							'delivery_time' => 'string',
							'price'         => 'string',
							'taxes'         => 'string',
							'instance_id'   => 'integer',
							'method_id'     => 'string',
							'meta_data'     => array(
								array(
									'key'   => 'string',
									'value' => 'string',
								),
							),
							'selected'      => 'boolean',
						) + self::CURRENCY,
					),
				),
			),
			'items_count'             => 'integer',
			'items_weight'            => 'integer|number',
			'cross_sells'             => array( self::product() ),
			'errors'                  => array(
				array(
					'code'    => 'string',
					'message' => 'string',
				),
			),
			'payment_methods'         => array( 'string' ),
			'extensions'              => 'object',
		);
	}

	/**
	 * GET and POST /checkout, POST /checkout/{id}.
	 *
	 * @return array<string,mixed>
	 */
	public static function checkout(): array {
		return array(
			'order_id'           => 'integer',
			'status'             => 'string',
			'order_key'          => 'string',
			'order_number'       => 'string',
			'customer_note'      => 'string',
			'customer_id'        => 'integer',
			'billing_address'    => self::ADDRESS + array( 'email' => 'string' ),
			'shipping_address'   => self::ADDRESS,
			'payment_method'     => 'string',
			'payment_result'     => array(
				'payment_status'  => 'string',
				'payment_details' => array(
					array(
						'key'   => 'string',
						'value' => 'string',
					),
				),
				'redirect_url'    => 'string',
			),
			'additional_fields'  => 'object',
			'__experimentalCart' => self::cart(),
			'extensions'         => 'object',
		);
	}

	/**
	 * GET /order/{id}.
	 *
	 * @return array<string,mixed>
	 */
	public static function order(): array {
		return array(
			'id'               => 'integer',
			'number'           => 'string',
			'status'           => 'string',
			'status_label'     => 'string',
			'date_created'     => 'string',
			'items'            => array(
				array(
					'id'       => 'integer',
					'name'     => 'string',
					'quantity' => 'integer',
					'totals'   => array(
						'line_subtotal'     => 'string',
						'line_subtotal_tax' => 'string',
						'line_total'        => 'string',
						'line_total_tax'    => 'string',
					) + self::CURRENCY,
				),
			),
			'coupons'          => array(
				array(
					'code'   => 'string',
					'totals' => array(
						'total_discount'     => 'string',
						'total_discount_tax' => 'string',
					) + self::CURRENCY,
				),
			),
			'fees'             => array(
				array(
					'id'     => 'string',
					'name'   => 'string',
					'totals' => array(
						'total'     => 'string',
						'total_tax' => 'string',
					) + self::CURRENCY,
				),
			),
			'shipping_lines'   => array(
				array(
					'name'    => 'string',
					'rate_id' => 'string',
					'price'   => 'string',
					'taxes'   => 'string',
				),
			),
			'totals'           => 'object',
			'billing_address'  => self::ADDRESS + array( 'email' => 'string' ),
			'shipping_address' => self::ADDRESS,
			'payment_method'   => 'string',
			'needs_payment'    => 'boolean',
			'customer_note'    => 'string',
		);
	}

	/**
	 * A product (`/products`, `/products/{id}`, the cart's cross-sells).
	 *
	 * @return array<string,mixed>
	 */
	public static function product(): array {
		$term = array(
			'id'   => 'integer',
			'name' => 'string',
			'slug' => 'string',
			'link' => 'string',
		);
		return array(
			'id'                  => 'integer',
			'name'                => 'string',
			'slug'                => 'string',
			'parent'              => 'integer',
			'type'                => 'string',
			'kind'                => 'string',
			'variation'           => 'string',
			'permalink'           => 'string',
			'sku'                 => 'string',
			'short_description'   => 'string',
			'description'         => 'string',
			'on_sale'             => 'boolean',
			'prices'              => self::prices(),
			'price_html'          => 'string',
			'average_rating'      => 'string',
			'review_count'        => 'integer',
			'images'              => array( self::image() ),
			'categories'          => array( $term ),
			'tags'                => array( $term ),
			'brands'              => array( $term ),
			'attributes'          => array(
				array(
					'id'             => 'integer',
					'name'           => 'string',
					'taxonomy'       => 'string',
					'has_variations' => 'boolean',
					'terms'          => array(
						array(
							'id'   => 'integer',
							'name' => 'string',
							'slug' => 'string',
						),
					),
				),
			),
			'variations'          => array(
				array(
					'id'         => 'integer',
					'attributes' => array(
						array(
							'attribute' => 'string',
							'name'      => 'string',
							'value'     => 'string',
						),
					),
				),
			),
			'grouped_products'    => array( 'integer' ),
			'specs'               => 'object',
			'tyre'                => 'null|object',
			'needs_shipping'      => 'boolean',
			'catalog_visibility'  => 'string',
			'has_options'         => 'boolean',
			'is_purchasable'      => 'boolean',
			'is_in_stock'         => 'boolean',
			'is_on_backorder'     => 'boolean',
			'low_stock_remaining' => 'null|integer',
			'stock_availability'  => array(
				'text'  => 'string',
				'class' => 'string',
			),
			'sold_individually'   => 'boolean',
			'add_to_cart'         => array(
				'text'        => 'string',
				'description' => 'string',
				'url'         => 'string',
				'single_text' => 'string',
				'minimum'     => 'integer',
				'maximum'     => 'integer',
				'multiple_of' => 'integer',
			),
			'extensions'          => 'object',
		);
	}

	/**
	 * A product attribute.
	 *
	 * @return array<string,mixed>
	 */
	public static function attribute(): array {
		return array(
			'id'           => 'integer',
			'name'         => 'string',
			'taxonomy'     => 'string',
			'type'         => 'string',
			'order'        => 'string',
			'has_archives' => 'boolean',
			'count'        => 'integer',
		);
	}

	/**
	 * GET /products/collection-data with every count asked for.
	 *
	 * @return array<string,mixed>
	 */
	public static function collection_data(): array {
		return array(
			'price_range'         => 'null|object',
			'attribute_counts'    => array(
				array(
					'term'  => 'integer',
					'count' => 'integer',
				),
			),
			'stock_status_counts' => array(
				array(
					'status' => 'string',
					'count'  => 'integer',
				),
			),
			'rating_counts'       => array(
				array(
					'rating' => 'integer',
					'count'  => 'integer',
				),
			),
		);
	}

	/**
	 * A term of an attribute.
	 *
	 * @return array<string,mixed>
	 */
	public static function term(): array {
		return array(
			'id'          => 'integer',
			'name'        => 'string',
			'slug'        => 'string',
			'description' => 'string',
			'parent'      => 'integer',
			'count'       => 'integer',
		);
	}

	/**
	 * A product category.
	 *
	 * @return array<string,mixed>
	 */
	public static function category(): array {
		return self::term() + array(
			'image' => 'null|object',
			'link'  => 'string',
		);
	}

	/**
	 * One day of free appointment slots (GET /appointment-slots).
	 *
	 * @return array<string,mixed>
	 */
	public static function appointment_day(): array {
		return array(
			'date'  => 'string',
			'slots' => array(
				array(
					'start'          => 'string',
					'end'            => 'string',
					'available_bays' => 'integer',
				),
			),
		);
	}
}
