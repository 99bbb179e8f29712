<?php
/**
 * A product as the admin REST routes read and write it.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Catalog\Rest;

use Rueda\Domain\Catalog\Attributes;
use Rueda\Domain\Catalog\Product;
use Rueda\Domain\Ecovalor\EcovalorCategory;
use Rueda\StoreApi\Schemas\ImageSchema;

/**
 * Maps between the domain's save() data (attributes as terms, specs as meta) and the flat
 * REST shape the products screen edits: one field per tyre attribute or specification,
 * prices and stock as in the products table, categories and images by id.
 *
 * @since 0.1.0
 */
final class ProductShape {

	/** REST field => attribute slug, for tyres. */
	public const TYRE_ATTRIBUTES = array(
		'brand'        => 'brand',
		'width'        => 'width',
		'profile'      => 'profile',
		'rim'          => 'rim',
		'load_index'   => 'load-index',
		'speed_rating' => 'speed-rating',
		'season'       => 'season',
	);

	/** REST fields kept in the specs meta, for tyres. */
	public const TYRE_SPECS = array( 'model', 'fuel_class', 'wet_grip_class', 'noise_db', 'noise_class', 'runflat', 'xl', 'snow', 'ice', 'eprel_id', 'gtin', EcovalorCategory::SPEC );

	/** REST fields kept in the specs meta, for services. */
	public const SERVICE_SPECS = array( 'duration_minutes' );

	/** REST fields saved as they are in the domain's data. */
	public const PLAIN = array( 'kind', 'status', 'name', 'slug', 'sku', 'short_description', 'description', 'regular_price', 'sale_price', 'sale_from', 'sale_to', 'manage_stock', 'stock_quantity', 'stock_status', 'backorders', 'low_stock_threshold', 'max_quantity', 'sold_individually', 'catalog_visibility', 'tax_class', 'weight_grams', 'stock_origin', 'categories', 'image_id', 'gallery' );

	/** Numeric attributes (their terms are numbers). */
	private const NUMERIC = array( 'width', 'profile', 'load_index' );

	/**
	 * The season term slugs with their names (used when a term is still missing).
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,string>
	 */
	public static function seasons(): array {
		return array(
			'verano'      => __( 'Summer', 'rueda' ),
			'invierno'    => __( 'Winter', 'rueda' ),
			'todo-tiempo' => __( 'All season', 'rueda' ),
		);
	}

	/**
	 * The response object of a product.
	 *
	 * @since 0.1.0
	 *
	 * @param Product             $product The product.
	 * @param array<string,mixed> $data    Its save() data (ProductRepository::get_data()).
	 * @return array<string,mixed>
	 */
	public function to_response( Product $product, array $data ): array {
		$item = array(
			'id'        => $product->id(),
			'type'      => $product->type(),
			'price'     => $product->price(),
			'permalink' => $product->permalink(),
			'date'      => mysql_to_rfc3339( $product->post()->post_date_gmt ),
		);
		foreach ( self::PLAIN as $field ) {
			$item[ $field ] = $data[ $field ];
		}
		$item['manage_stock']      = (bool) $item['manage_stock'];
		$item['sold_individually'] = (bool) $item['sold_individually'];
		$item['gallery']           = array_map( 'intval', $item['gallery'] );
		$item['images']            = ( new ImageSchema() )->get_items( array_values( array_filter( array_merge( array( $data['image_id'] ), $item['gallery'] ) ) ) );
		return $this->fields_of( $data ) + $item;
	}

	/**
	 * The REST fields of the tyre attributes and specifications in save() data.
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,mixed> $data save() data.
	 * @return array<string,mixed>
	 */
	public function fields_of( array $data ): array {
		$item = array();
		foreach ( self::TYRE_ATTRIBUTES as $field => $slug ) {
			$item[ $field ] = $this->attribute_value( $field, $data['attributes'][ $slug ][0] ?? null );
		}
		foreach ( array_merge( self::TYRE_SPECS, self::SERVICE_SPECS ) as $field ) {
			$item[ $field ] = $data['specs'][ $field ] ?? null;
		}
		return $item;
	}

	/**
	 * The save() data of a product after the fields of a request: those sent replace the
	 * stored ones; the fields of the other kind are dropped.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $fields Validated REST fields (only those sent).
	 * @param array<string,mixed> $data   Current save() data (defaults for a new product).
	 * @return array<string,mixed>
	 */
	public function apply( array $fields, array $data ): array {
		foreach ( self::PLAIN as $field ) {
			if ( array_key_exists( $field, $fields ) ) {
				$data[ $field ] = $fields[ $field ];
			}
		}
		foreach ( self::TYRE_ATTRIBUTES as $field => $slug ) {
			if ( array_key_exists( $field, $fields ) ) {
				$term                        = $this->attribute_term( $field, $fields[ $field ] );
				$data['attributes'][ $slug ] = null === $term ? array() : array( $term );
			}
		}
		foreach ( array_merge( self::TYRE_SPECS, self::SERVICE_SPECS ) as $field ) {
			if ( array_key_exists( $field, $fields ) ) {
				$data['specs'][ $field ] = $fields[ $field ];
			}
		}
		$is_tyre       = 'tyre' === ( $data['kind'] ?? 'tyre' );
		$data['specs'] = array_filter(
			array_diff_key( (array) ( $data['specs'] ?? array() ), array_flip( $is_tyre ? self::SERVICE_SPECS : self::TYRE_SPECS ) ),
			static fn( $value ) => null !== $value
		);
		if ( ! $is_tyre ) {
			$data['attributes'] = array_diff_key( (array) ( $data['attributes'] ?? array() ), array_flip( self::TYRE_ATTRIBUTES ) );
		}
		return $data;
	}

	/**
	 * A term name as the REST field's value: numbers for sizes, "R16" as 16, the season's slug.
	 *
	 * @param string      $field REST field.
	 * @param string|null $name  Term name.
	 * @return int|string|null
	 */
	private function attribute_value( string $field, ?string $name ) {
		if ( null === $name ) {
			return null;
		}
		if ( 'rim' === $field ) {
			return (int) ltrim( $name, 'Rr' );
		}
		if ( 'season' === $field ) {
			return sanitize_title( $name );
		}
		return in_array( $field, self::NUMERIC, true ) ? (int) $name : $name;
	}

	/**
	 * The term a REST value is stored as; a season's term is created with its name if missing.
	 *
	 * @param string          $field REST field.
	 * @param int|string|null $value Value.
	 */
	private function attribute_term( string $field, $value ): ?string {
		if ( null === $value || '' === $value ) {
			return null;
		}
		if ( 'rim' === $field ) {
			return 'R' . (int) $value;
		}
		if ( 'season' === $field ) {
			$taxonomy = Attributes::taxonomy( 'season' );
			if ( ! term_exists( (string) $value, $taxonomy ) ) {
				wp_insert_term( self::seasons()[ $value ], $taxonomy, array( 'slug' => (string) $value ) );
			}
		}
		return (string) $value;
	}
}
