<?php
/**
 * The fields of a product in the admin REST routes, with their rules.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Catalog\Rest;

use Rueda\Domain\Catalog\PostTypes;
use Rueda\Domain\Catalog\Product;
use Rueda\Domain\Ecovalor\EcovalorCategory;
use Rueda\Domain\Shipping\StockOrigins;
use Rueda\Domain\Taxes\TaxSettings;
use Rueda\Domain\Tyres\Tyre;

/**
 * WordPress argument schema of every writable product field: types, enums, ranges and
 * lengths, plus checks of referenced ids (categories, images). A refused field comes back
 * as 400 rest_invalid_param with data.params[field].
 *
 * @since 0.1.0
 */
final class ProductArgs {

	/** Speed ratings of tyres, slowest first. */
	public const SPEED_RATINGS = array( 'L', 'M', 'N', 'P', 'Q', 'R', 'S', 'T', 'H', 'V', 'W', 'Y', 'ZR' );

	/** EU label classes of fuel efficiency and wet grip. */
	public const LABEL_CLASSES = array( 'A', 'B', 'C', 'D', 'E' );

	/** EU label noise classes. */
	public const NOISE_CLASSES = array( 'A', 'B', 'C' );

	/** Most images (featured and gallery) of one product. */
	private const MAX_GALLERY = 20;

	/**
	 * The writable fields.
	 *
	 * @since 0.1.0
	 *
	 * @param bool $creating Whether the request creates a product.
	 * @return array<string,array<string,mixed>>
	 */
	public static function fields( bool $creating ): array {
		$text     = static fn( int $max ): array => array(
			'type'              => 'string',
			'maxLength'         => $max,
			'sanitize_callback' => static fn( $value ) => null === $value ? null : sanitize_text_field( (string) $value ),
			'validate_callback' => 'rest_validate_request_arg',
		);
		$html     = static fn( int $max ): array => array(
			'type'              => 'string',
			'maxLength'         => $max,
			'sanitize_callback' => static fn( $value ) => wp_kses_post( (string) $value ),
			'validate_callback' => 'rest_validate_request_arg',
		);
		$integer  = static fn( int $min, int $max, bool $nullable = false ): array => array(
			'type'    => $nullable ? array( 'integer', 'null' ) : 'integer',
			'minimum' => $min,
			'maximum' => $max,
		);
		$enum     = static fn( array $values, bool $nullable = false ): array => array(
			'type' => $nullable ? array( 'string', 'null' ) : 'string',
			'enum' => $nullable ? array_merge( $values, array( null ) ) : $values,
		);
		$nullable = static fn( array $schema ): array => array( 'type' => array( $schema['type'], 'null' ) ) + $schema;
		$date     = array(
			'type'    => array( 'string', 'null' ),
			'pattern' => '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
		);

		$fields = array(
			'kind'                => $enum( array( 'tyre', 'service' ) ),
			'status'              => $enum( array( 'publish', 'draft', 'pending', 'private' ) ),
			'name'                => $text( 200 ),
			'slug'                => array(
				'type'              => 'string',
				'maxLength'         => 200,
				'sanitize_callback' => static fn( $value ) => sanitize_title( (string) $value ),
				'validate_callback' => 'rest_validate_request_arg',
			),
			'sku'                 => $text( 100 ),
			'short_description'   => $html( 2000 ),
			'description'         => $html( 20000 ),
			'regular_price'       => $integer( 0, 100000000 ),
			'sale_price'          => $integer( 0, 100000000, true ),
			// A scheduled sale's first and last days, in the shop's time zone (null: open).
			'sale_from'           => $date,
			'sale_to'             => $date,
			'manage_stock'        => array( 'type' => 'boolean' ),
			'stock_quantity'      => $integer( -100000, 100000, true ),
			'stock_status'        => $enum( Product::STOCK_STATUSES ),
			'backorders'          => $enum( array( 'no', 'notify', 'yes' ) ),
			'low_stock_threshold' => $integer( 0, 100000, true ),
			'max_quantity'        => $integer( 1, 9999 ),
			'sold_individually'   => array( 'type' => 'boolean' ),
			'catalog_visibility'  => $enum( Product::VISIBILITIES ),
			'tax_class'           => $enum( self::tax_classes() ),
			'weight_grams'        => $integer( 0, 10000000 ),
			'stock_origin'        => $enum( array_keys( StockOrigins::all() ) ),
			'categories'          => array(
				'type'              => 'array',
				'items'             => array( 'type' => 'integer' ),
				'maxItems'          => 50,
				'uniqueItems'       => true,
				'validate_callback' => array( self::class, 'validate_categories' ),
			),
			'image_id'            => array(
				'type'              => 'integer',
				'minimum'           => 0,
				'validate_callback' => array( self::class, 'validate_images' ),
			),
			'gallery'             => array(
				'type'              => 'array',
				'items'             => array( 'type' => 'integer' ),
				'maxItems'          => self::MAX_GALLERY,
				'uniqueItems'       => true,
				'validate_callback' => array( self::class, 'validate_images' ),
			),
			'brand'               => $nullable( $text( 60 ) ),
			'model'               => $nullable( $text( 100 ) ),
			'width'               => $integer( 100, 400, true ),
			'profile'             => $integer( 20, 100, true ),
			'rim'                 => $integer( 10, 30, true ),
			'load_index'          => $integer( 50, 150, true ),
			'speed_rating'        => $enum( self::SPEED_RATINGS, true ),
			'season'              => $enum( array_keys( ProductShape::seasons() ), true ),
			'fuel_class'          => $enum( self::LABEL_CLASSES, true ),
			'wet_grip_class'      => $enum( self::LABEL_CLASSES, true ),
			'noise_db'            => $integer( 50, 90, true ),
			'noise_class'         => $enum( self::NOISE_CLASSES, true ),
			'runflat'             => array( 'type' => 'boolean' ),
			'xl'                  => array( 'type' => 'boolean' ),
			'snow'                => array( 'type' => 'boolean' ),
			'ice'                 => array( 'type' => 'boolean' ),
			'eprel_id'            => array(
				'type'    => array( 'string', 'null' ),
				'pattern' => '^[0-9]{1,12}$',
			),
			'gtin'                => array(
				'type'              => array( 'string', 'null' ),
				'validate_callback' => array( self::class, 'validate_gtin' ),
			),
			'duration_minutes'    => $integer( 5, 1440, true ),
			// Null: the default category (EcovalorCategory::from_specs()).
			'ecovalor_category'   => $enum( EcovalorCategory::ALL, true ),
		);
		// On create a tyre's name may be left out: it is built from its fields (ProductsRoute).
		return $fields;
	}

	/**
	 * The tax classes products may use: the standard one ('') and those of the rates.
	 *
	 * @since 0.1.0
	 *
	 * @return string[]
	 */
	public static function tax_classes(): array {
		$classes = array_map( static fn( array $rate ): string => (string) ( $rate['class'] ?? '' ), TaxSettings::get()['rates'] );
		return array_values( array_unique( array_merge( array( '' ), $classes ) ) );
	}

	/**
	 * Existing product category ids only.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed            $value   Value.
	 * @param \WP_REST_Request $request Request.
	 * @param string           $param   Field.
	 * @return true|\WP_Error
	 */
	public static function validate_categories( $value, \WP_REST_Request $request, string $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		foreach ( (array) $value as $id ) {
			$term = get_term( (int) $id, PostTypes::CATEGORY );
			if ( ! $term instanceof \WP_Term ) {
				return new \WP_Error( 'rest_invalid_param', __( 'Choose existing product categories.', 'rueda' ) );
			}
		}
		return true;
	}

	/**
	 * Ids of image attachments only (0 for no featured image).
	 *
	 * @since 0.1.0
	 *
	 * @param mixed            $value   Value.
	 * @param \WP_REST_Request $request Request.
	 * @param string           $param   Field.
	 * @return true|\WP_Error
	 */
	public static function validate_images( $value, \WP_REST_Request $request, string $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		foreach ( array_filter( array_map( 'intval', (array) $value ) ) as $id ) {
			if ( 'attachment' !== get_post_type( $id ) || ! wp_attachment_is_image( $id ) ) {
				return new \WP_Error( 'rest_invalid_param', __( 'Choose an image from the media library.', 'rueda' ) );
			}
		}
		return true;
	}

	/**
	 * A GTIN (EAN) is 8, 12, 13 or 14 digits whose last one checks the others; a wrong
	 * check digit is told apart from a wrong length (a typo, not a wrong code).
	 *
	 * @since 0.1.0
	 *
	 * @param mixed            $value   Value.
	 * @param \WP_REST_Request $request Request.
	 * @param string           $param   Parameter name.
	 * @return true|\WP_Error
	 */
	public static function validate_gtin( $value, \WP_REST_Request $request, string $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( is_wp_error( $valid ) || null === $value || '' === $value ) {
			return $valid;
		}
		$expected = Tyre::gtin_check_digit( (string) $value );
		if ( null === $expected ) {
			return new \WP_Error( 'rest_invalid_param', __( 'Write the barcode (GTIN/EAN) with its 8, 12, 13 or 14 digits as printed.', 'rueda' ) );
		}
		return Tyre::is_gtin( (string) $value )
			? true
			: new \WP_Error(
				'rest_invalid_param',
				/* translators: %d: the digit the barcode should end with. */
				sprintf( __( 'The last digit of this barcode is its check digit and should be %d: a digit may have been mistyped.', 'rueda' ), $expected )
			);
	}
}
