<?php
/**
 * Validation and defaults of the plain data a product is saved from.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Catalog;

/**
 * Normalizes product input (from the admin, the seeder or an importer) and derives the
 * products-table row from it.
 *
 * @since 0.1.0
 */
final class ProductData {

	/** Defaults of every key save() accepts. */
	private const DEFAULTS = array(
		'id'                   => 0,
		'parent_id'            => 0,
		'type'                 => 'simple',
		'kind'                 => 'tyre',
		'status'               => 'publish',
		'name'                 => '',
		'slug'                 => '',
		'short_description'    => '',
		'description'          => '',
		'menu_order'           => 0,
		'sku'                  => '',
		'regular_price'        => 0,
		'sale_price'           => null,
		'sale_from'            => null,
		'sale_to'              => null,
		'manage_stock'         => false,
		'stock_quantity'       => null,
		'stock_status'         => 'instock',
		'backorders'           => 'no',
		'low_stock_threshold'  => null,
		'min_quantity'         => 1,
		'max_quantity'         => 99,
		'multiple_of'          => 1,
		'quantity_editable'    => true,
		'sold_individually'    => false,
		'catalog_visibility'   => 'visible',
		'needs_shipping'       => null,
		'weight_grams'         => 0,
		'stock_origin'         => '',
		'tax_class'            => '',
		'total_sales'          => 0,
		'average_rating'       => 0.0,
		'rating_count'         => 0,
		'image_id'             => 0,
		'gallery'              => array(),
		'categories'           => array(),
		'attributes'           => array(),
		'specs'                => array(),
		'cross_sells'          => array(),
		'variation_attributes' => array(),
	);

	/**
	 * Fills defaults and checks every value.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $data Input.
	 * @return array<string,mixed>
	 * @throws \InvalidArgumentException Naming the first invalid field.
	 */
	public static function normalize( array $data ): array {
		$data = array_merge( self::DEFAULTS, array_intersect_key( $data, self::DEFAULTS ) );

		self::check( in_array( $data['type'], array( 'simple', 'variable', 'variation' ), true ), 'type' );
		self::check( in_array( $data['kind'], array( 'tyre', 'service' ), true ), 'kind' );
		self::check( in_array( $data['status'], array( 'publish', 'draft', 'pending', 'private' ), true ), 'status' );
		self::check( is_string( $data['name'] ) && '' !== trim( $data['name'] ), 'name' );
		self::check( is_string( $data['sku'] ) && strlen( $data['sku'] ) <= 100, 'sku' );
		self::check( self::is_int_between( $data['regular_price'], 0, PHP_INT_MAX ), 'regular_price' );
		self::check( null === $data['sale_price'] || self::is_int_between( $data['sale_price'], 0, (int) $data['regular_price'] ), 'sale_price' );
		self::check( null === $data['sale_from'] || self::is_date( $data['sale_from'] ), 'sale_from' );
		self::check( null === $data['sale_to'] || ( self::is_date( $data['sale_to'] ) && ( null === $data['sale_from'] || $data['sale_to'] >= $data['sale_from'] ) ), 'sale_to' );
		self::check( null === $data['stock_quantity'] || self::is_int_between( $data['stock_quantity'], -1000000, 1000000 ), 'stock_quantity' );
		self::check( in_array( $data['stock_status'], Product::STOCK_STATUSES, true ), 'stock_status' );
		self::check( in_array( $data['backorders'], array( 'no', 'notify', 'yes' ), true ), 'backorders' );
		self::check( null === $data['low_stock_threshold'] || self::is_int_between( $data['low_stock_threshold'], 0, 1000000 ), 'low_stock_threshold' );
		self::check( self::is_int_between( $data['min_quantity'], 1, 9999 ), 'min_quantity' );
		self::check( self::is_int_between( $data['max_quantity'], (int) $data['min_quantity'], 9999 ), 'max_quantity' );
		self::check( self::is_int_between( $data['multiple_of'], 1, 9999 ), 'multiple_of' );
		self::check( in_array( $data['catalog_visibility'], Product::VISIBILITIES, true ), 'catalog_visibility' );
		self::check( self::is_int_between( $data['weight_grams'], 0, 10000000 ), 'weight_grams' );
		self::check( 'variation' !== $data['type'] || $data['parent_id'] > 0, 'parent_id' );

		$data['name']           = sanitize_text_field( $data['name'] );
		$data['sku']            = sanitize_text_field( $data['sku'] );
		$data['stock_origin']   = sanitize_key( (string) $data['stock_origin'] );
		$data['tax_class']      = sanitize_key( (string) $data['tax_class'] );
		$data['needs_shipping'] = $data['needs_shipping'] ?? 'service' !== $data['kind'];
		$data['stock_status']   = self::stock_status( $data );
		return $data;
	}

	/**
	 * The products-table columns of normalized data.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $data Normalized data.
	 * @return array<string,mixed>
	 */
	public static function row( array $data ): array {
		$on_sale = self::sale_applies( $data['sale_price'], (int) $data['regular_price'], $data['sale_from'], $data['sale_to'], self::today() );
		return array(
			'parent_id'           => (int) $data['parent_id'],
			'type'                => $data['type'],
			'kind'                => $data['kind'],
			'sku'                 => $data['sku'],
			'regular_price'       => (int) $data['regular_price'],
			'sale_price'          => null === $data['sale_price'] ? null : (int) $data['sale_price'],
			'sale_from'           => $data['sale_from'],
			'sale_to'             => $data['sale_to'],
			'price'               => (int) ( $on_sale ? $data['sale_price'] : $data['regular_price'] ),
			'manage_stock'        => (int) (bool) $data['manage_stock'],
			'stock_quantity'      => null === $data['stock_quantity'] ? null : (int) $data['stock_quantity'],
			'stock_status'        => $data['stock_status'],
			'backorders'          => $data['backorders'],
			'low_stock_threshold' => $data['low_stock_threshold'],
			'min_quantity'        => (int) $data['min_quantity'],
			'max_quantity'        => (int) $data['max_quantity'],
			'multiple_of'         => (int) $data['multiple_of'],
			'quantity_editable'   => (int) (bool) $data['quantity_editable'],
			'sold_individually'   => (int) (bool) $data['sold_individually'],
			'catalog_visibility'  => $data['catalog_visibility'],
			'needs_shipping'      => (int) (bool) $data['needs_shipping'],
			'weight_grams'        => (int) $data['weight_grams'],
			'stock_origin'        => $data['stock_origin'],
			'tax_class'           => $data['tax_class'],
			'total_sales'         => (int) $data['total_sales'],
			'average_rating'      => (float) $data['average_rating'],
			'rating_count'        => (int) $data['rating_count'],
		);
	}

	/**
	 * Whether a sale price applies on a day: lower than the regular price and, when the
	 * sale is scheduled, from its first day to its last (both included, the shop's days).
	 *
	 * @since 0.7.0
	 *
	 * @param int|null    $sale    Sale price, or null.
	 * @param int         $regular Regular price.
	 * @param string|null $from    First day (Y-m-d), or null.
	 * @param string|null $to      Last day (Y-m-d), or null.
	 * @param string      $today   The day (Y-m-d) in the shop's time zone.
	 */
	public static function sale_applies( ?int $sale, int $regular, ?string $from, ?string $to, string $today ): bool {
		return null !== $sale && $sale < $regular
			&& ( null === $from || '' === $from || $today >= $from )
			&& ( null === $to || '' === $to || $today <= $to );
	}

	/**
	 * Today in the shop's time zone (Y-m-d), the day scheduled sales are read against.
	 *
	 * @since 0.7.0
	 */
	public static function today(): string {
		return wp_date( 'Y-m-d' );
	}

	/**
	 * Whether a value is a real calendar day written Y-m-d.
	 *
	 * @since 0.7.0
	 *
	 * @param mixed $value Value.
	 */
	public static function is_date( $value ): bool {
		if ( ! is_string( $value ) || ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $value, $parts ) ) {
			return false;
		}
		return checkdate( (int) $parts[2], (int) $parts[3], (int) $parts[1] );
	}

	/**
	 * With counted stock the status follows the quantity; otherwise it is as given.
	 *
	 * @param array<string,mixed> $data Data.
	 */
	private static function stock_status( array $data ): string {
		if ( ! $data['manage_stock'] ) {
			return $data['stock_status'];
		}
		if ( (int) $data['stock_quantity'] > 0 ) {
			return 'instock';
		}
		return 'no' === $data['backorders'] ? 'outofstock' : 'onbackorder';
	}

	/**
	 * Whether a value is an integer (not a numeric string or float) within bounds.
	 *
	 * @param mixed $value Value.
	 * @param int   $min   Minimum.
	 * @param int   $max   Maximum.
	 */
	private static function is_int_between( $value, int $min, int $max ): bool {
		return is_int( $value ) && $value >= $min && $value <= $max;
	}

	/**
	 * Throws for an invalid field.
	 *
	 * @param bool   $valid Whether the field is valid.
	 * @param string $field Field name.
	 * @throws \InvalidArgumentException When it is not.
	 */
	private static function check( bool $valid, string $field ): void {
		if ( ! $valid ) {
			throw new \InvalidArgumentException( esc_html( $field ) );
		}
	}
}
