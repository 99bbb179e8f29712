<?php
/**
 * The product response keeps WooCommerce's Store API shape and JSON types.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Domain\Catalog\Attributes;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Tests\TestCase;

/**
 * Every key of GET /products and /products/{id}, with its JSON type, as WooCommerce 9.9 sends it.
 *
 * @group object-cache
 */
final class ProductShapeTest extends TestCase {

	/** WooCommerce's product keys and their JSON types, in its order. */
	private const TYPES = array(
		'id'                  => 'integer',
		'name'                => 'string',
		'slug'                => 'string',
		'parent'              => 'integer',
		'type'                => 'string',
		'variation'           => 'string',
		'permalink'           => 'string',
		'sku'                 => 'string',
		'short_description'   => 'string',
		'description'         => 'string',
		'on_sale'             => 'boolean',
		'prices'              => 'object',
		'price_html'          => 'string',
		'average_rating'      => 'string',
		'review_count'        => 'integer',
		'images'              => 'array',
		'categories'          => 'array',
		'tags'                => 'array',
		'brands'              => 'array',
		'attributes'          => 'array',
		'variations'          => 'array',
		'grouped_products'    => 'array',
		'has_options'         => 'boolean',
		'is_purchasable'      => 'boolean',
		'is_in_stock'         => 'boolean',
		'is_on_backorder'     => 'boolean',
		'low_stock_remaining' => array( 'integer', 'null' ),
		'stock_availability'  => 'object',
		'sold_individually'   => 'boolean',
		'add_to_cart'         => 'object',
		'extensions'          => 'object',
	);

	/** Rueda's own keys beside WooCommerce's. */
	private const RUEDA_TYPES = array(
		'kind'               => 'string',
		'specs'              => 'object',
		'needs_shipping'     => 'boolean',
		'catalog_visibility' => 'string',
	);

	private const PRICE_TYPES = array(
		'price'                       => 'string',
		'regular_price'               => 'string',
		'sale_price'                  => 'string',
		'price_range'                 => array( 'object', 'null' ),
		'currency_code'               => 'string',
		'currency_symbol'             => 'string',
		'currency_minor_unit'         => 'integer',
		'currency_decimal_separator'  => 'string',
		'currency_thousand_separator' => 'string',
		'currency_prefix'             => 'string',
		'currency_suffix'             => 'string',
	);

	private const ADD_TO_CART_TYPES = array(
		'text'        => 'string',
		'description' => 'string',
		'url'         => 'string',
		'single_text' => 'string',
		'minimum'     => 'integer',
		'maximum'     => 'integer',
		'multiple_of' => 'integer',
	);

	private const TERM_TYPES = array(
		'id'   => 'integer',
		'name' => 'string',
		'slug' => 'string',
		'link' => 'string',
	);

	private ProductRepository $products;

	protected function set_up(): void {
		parent::set_up();
		$this->products = new ProductRepository();
	}

	private function simple_tyre(): int {
		return $this->products->save(
			array(
				'name'          => 'Rodamar Sport 205/55 R16 91V',
				'sku'           => 'TEST-SHAPE-SIMPLE',
				'regular_price' => 123456,
				'attributes'    => array(
					'brand' => array( 'Rodamar' ),
					'width' => array( '205' ),
				),
				'specs'         => array( 'fuel_class' => 'B' ),
			)
		);
	}

	private function tyre_on_sale(): int {
		return $this->products->save(
			array(
				'name'          => 'Rodamar Eco 195/65 R15 91H',
				'sku'           => 'TEST-SHAPE-SALE',
				'regular_price' => 9900,
				'sale_price'    => 7900,
				'attributes'    => array( 'brand' => array( 'Rodamar' ) ),
			)
		);
	}

	/**
	 * A variable service by axle (39,00 € and 59,00 €), with a brand that no variation uses.
	 *
	 * @return array{0:int,1:int,2:int} Parent, front axle and both axles.
	 */
	private function variable_service(): array {
		$parent = $this->products->save(
			array(
				'name'          => 'Alineación de prueba',
				'type'          => 'variable',
				'kind'          => 'service',
				'regular_price' => 0,
				'attributes'    => array(
					'brand' => array( 'Rodamar' ),
					'axle'  => array( 'Eje de prueba delantero', 'Eje de prueba ambos' ),
				),
			)
		);
		$ids    = array( $parent );
		foreach ( array(
			'Eje de prueba delantero' => 3900,
			'Eje de prueba ambos'     => 5900,
		) as $axle => $price ) {
			$ids[] = $this->products->save(
				array(
					'type'                 => 'variation',
					'kind'                 => 'service',
					'parent_id'            => $parent,
					'menu_order'           => count( $ids ),
					'name'                 => 'Alineación de prueba - ' . $axle,
					'regular_price'        => $price,
					'attributes'           => array( 'axle' => array( $axle ) ),
					'variation_attributes' => array( 'axle' => sanitize_title( $axle ) ),
				)
			);
		}
		return $ids;
	}

	/**
	 * The product as a client decodes the JSON (objects as stdClass, lists as arrays).
	 *
	 * @param int $id Product id.
	 */
	private function product( int $id ): \stdClass {
		$response = rest_do_request( new \WP_REST_Request( 'GET', "/wc/store/v1/products/{$id}" ) );
		$this->assertSame( 200, $response->get_status() );
		return json_decode( (string) wp_json_encode( rest_get_server()->response_to_data( $response, false ) ) );
	}

	/**
	 * The JSON type of a decoded value.
	 *
	 * @param mixed $value Value.
	 */
	private static function json_type( $value ): string {
		return match ( true ) {
			null === $value          => 'null',
			is_bool( $value )        => 'boolean',
			is_int( $value )         => 'integer',
			is_float( $value )       => 'number',
			is_string( $value )      => 'string',
			is_array( $value )       => 'array',
			$value instanceof \stdClass => 'object',
			default                  => gettype( $value ),
		};
	}

	/**
	 * Asserts each key is present with one of its types.
	 *
	 * @param array<string,string|string[]> $types  Key => JSON type(s).
	 * @param \stdClass                     $object Decoded object.
	 * @param string                        $where  What is checked, for messages.
	 */
	private function assert_types( array $types, \stdClass $object, string $where ): void {
		foreach ( $types as $key => $type ) {
			$this->assertObjectHasProperty( $key, $object, "{$where}.{$key} is missing" );
			$this->assertContains( self::json_type( $object->$key ), (array) $type, "{$where}.{$key}" );
		}
	}

	/**
	 * Plain text of price HTML, with no-break spaces as spaces.
	 *
	 * @param string $html Price HTML.
	 */
	private static function text( string $html ): string {
		return str_replace( "\u{00A0}", ' ', html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	}

	public function test_every_key_has_woocommerce_json_type(): void {
		[ $variable ] = $this->variable_service();

		foreach ( array( $this->simple_tyre(), $this->tyre_on_sale(), $variable ) as $id ) {
			$product = $this->product( $id );
			$where   = $product->name;

			$this->assert_types( self::TYPES + self::RUEDA_TYPES, $product, $where );
			$this->assertSame( array_keys( self::TYPES ), array_values( array_intersect( array_keys( get_object_vars( $product ) ), array_keys( self::TYPES ) ) ), "{$where}: WooCommerce's key order" );
			$this->assert_types( self::PRICE_TYPES, $product->prices, "{$where}.prices" );
			$this->assert_types( self::ADD_TO_CART_TYPES, $product->add_to_cart, "{$where}.add_to_cart" );
			$this->assertSame( array_keys( self::ADD_TO_CART_TYPES ), array_keys( get_object_vars( $product->add_to_cart ) ), "{$where}.add_to_cart key order" );
			$this->assert_types(
				array(
					'text'  => 'string',
					'class' => 'string',
				),
				$product->stock_availability,
				"{$where}.stock_availability"
			);
			foreach ( array_merge( $product->categories, $product->brands, $product->tags ) as $term ) {
				$this->assert_types( self::TERM_TYPES, $term, "{$where} term" );
			}
			foreach ( $product->attributes as $attribute ) {
				$this->assert_types(
					array(
						'id'             => 'integer',
						'name'           => 'string',
						'taxonomy'       => 'string',
						'has_variations' => 'boolean',
						'terms'          => 'array',
					),
					$attribute,
					"{$where}.attributes"
				);
				foreach ( $attribute->terms as $term ) {
					$this->assert_types(
						array(
							'id'   => 'integer',
							'name' => 'string',
							'slug' => 'string',
						),
						$term,
						"{$where}.attributes.terms"
					);
				}
			}
			foreach ( $product->variations as $variation ) {
				$this->assert_types(
					array(
						'id'         => 'integer',
						'attributes' => 'array',
					),
					$variation,
					"{$where}.variations"
				);
				foreach ( $variation->attributes as $pair ) {
					$this->assert_types(
						array(
							'name'  => 'string',
							'value' => 'string',
						),
						$pair,
						"{$where}.variations.attributes"
					);
				}
			}
		}
	}

	public function test_a_simple_tyre_shows_its_price_brand_and_buttons(): void {
		$product = $this->product( $this->simple_tyre() );
		$brand   = get_term_by( 'name', 'Rodamar', Attributes::taxonomy( 'brand' ) );

		$this->assertSame(
			'<span class="woocommerce-Price-amount amount"><bdi>1.234,56&nbsp;<span class="woocommerce-Price-currencySymbol">€</span></bdi></span>',
			$product->price_html
		);
		$this->assertSame( '1.234,56 €', self::text( $product->price_html ) );
		$this->assertEquals(
			array(
				(object) array(
					'id'   => $brand->term_id,
					'name' => 'Rodamar',
					'slug' => 'rodamar',
					'link' => '',
				),
			),
			$product->brands,
			'brands come from the brand attribute; its terms have no public page'
		);
		$this->assertSame( array(), $product->tags );
		$this->assertSame( array(), $product->grouped_products );
		$this->assertSame( array(), $product->variations );
		$this->assertFalse( $product->has_options );
		$this->assertSame( 'Añadir al carrito', $product->add_to_cart->text );
		$this->assertSame( 'Añadir al carrito', $product->add_to_cart->single_text );
		$this->assertStringContainsString( 'Rodamar Sport 205/55 R16 91V', $product->add_to_cart->description );
		$this->assertSame( 'B', $product->specs->fuel_class );
	}

	public function test_tags_and_grouped_products_are_empty_json_arrays(): void {
		$response = rest_do_request( new \WP_REST_Request( 'GET', '/wc/store/v1/products/' . $this->simple_tyre() ) );
		$json     = (string) wp_json_encode( rest_get_server()->response_to_data( $response, false ) );

		$this->assertStringContainsString( '"tags":[]', $json );
		$this->assertStringContainsString( '"grouped_products":[]', $json );
		// Only Rueda's own namespace: a tyre without a rim size cannot be bought fitted.
		$this->assertStringContainsString( '"extensions":{"rueda":{"fitting":null}}', $json );
	}

	public function test_a_service_without_specs_sends_an_empty_object(): void {
		$id      = $this->products->save(
			array(
				'name'          => 'Servicio de prueba',
				'kind'          => 'service',
				'regular_price' => 1000,
			)
		);
		$product = $this->product( $id );

		$this->assertSame( 'object', self::json_type( $product->specs ) );
		$this->assertSame( array(), $product->brands );
	}

	public function test_a_sale_strikes_the_regular_price_through(): void {
		$product = $this->product( $this->tyre_on_sale() );
		$html    = $product->price_html;

		$this->assertTrue( $product->on_sale );
		$this->assertMatchesRegularExpression( '#^<del aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi>99,00&nbsp;.*</del>.*<ins aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi>79,00&nbsp;.*</ins>#s', $html );
		// Screen readers hear both prices from the hidden texts, not the struck-through markup.
		$this->assertMatchesRegularExpression( '#</del> <span class="screen-reader-text">[^<]*99,00 €[^<]*</span><ins#u', $html );
		$this->assertMatchesRegularExpression( '#</ins><span class="screen-reader-text">[^<]*79,00 €[^<]*</span>$#u', $html );
		$this->assertSame( 1, substr_count( $html, '<del' ) );
		$this->assertSame( 1, substr_count( $html, '<ins' ) );
	}

	public function test_a_variable_product_shows_its_range_and_variations(): void {
		[ $parent, $front, $both ] = $this->variable_service();

		$product = $this->product( $parent );
		$axles   = array_values( array_filter( $product->attributes, static fn( $a ) => Attributes::taxonomy( 'axle' ) === $a->taxonomy ) )[0];
		$brand   = array_values( array_filter( $product->attributes, static fn( $a ) => Attributes::taxonomy( 'brand' ) === $a->taxonomy ) )[0];

		$this->assertSame( '39,00 € – 59,00 €', self::text( $product->price_html ) );
		$this->assertStringContainsString( '</span> &ndash; <span', $product->price_html );
		$this->assertSame( array( $front, $both ), array_column( $product->variations, 'id' ) );
		$this->assertEquals(
			array(
				(object) array(
					'attribute' => 'Ejes',
					'name'      => 'Ejes',
					'value'     => 'eje-de-prueba-delantero',
				),
			),
			$product->variations[0]->attributes,
			'the value is the term slug, as the attribute terms and add-item take it'
		);
		$this->assertTrue( $axles->has_variations );
		$this->assertFalse( $brand->has_variations, 'no variation differs by brand' );
		$this->assertTrue( $product->has_options );
		$this->assertFalse( $product->is_purchasable );
		$this->assertSame( 'Seleccionar opciones', $product->add_to_cart->text );
		$this->assertSame( 'Añadir al carrito', $product->add_to_cart->single_text );
		$this->assertStringContainsString( 'Alineación de prueba', $product->add_to_cart->description );
		$this->assertNotSame(
			rest_do_request( new \WP_REST_Request( 'GET', '/wc/store/v1/products/' . $this->simple_tyre() ) )->get_data()['add_to_cart']['description'],
			str_replace( 'Alineación de prueba', 'Rodamar Sport 205/55 R16 91V', $product->add_to_cart->description ),
			'a variable product is described as choosing options, not as adding to the cart'
		);
	}

	public function test_a_variation_shows_its_own_price(): void {
		[ , $front ] = $this->variable_service();

		$product = $this->product( $front );

		$this->assertSame( '39,00 €', self::text( $product->price_html ) );
		$this->assertSame( array(), $product->variations );
		$this->assertSame( 'Rodamar', $product->brands[0]->name, "a variation shows its parent's brand" );
	}

	public function test_listing_queries_do_not_grow_with_the_number_of_products(): void {
		global $wpdb;
		$count = static function ( int $per_page ) use ( $wpdb ): int {
			wp_cache_flush();
			$request = new \WP_REST_Request( 'GET', '/wc/store/v1/products' );
			$request->set_query_params( array( 'per_page' => $per_page ) );
			$before   = $wpdb->num_queries;
			$response = rest_do_request( $request );
			$queries  = $wpdb->num_queries - $before;
			self::assertCount( $per_page, $response->get_data() );
			self::assertNotEmpty( $response->get_data()[0]['images'] );
			return $queries;
		};
		// Both listings start with a tyre: a listing with a tyre reads the fitting's services
		// once (Domain\Workshop\FittingOffers), whatever the number of products.
		wp_update_post(
			array(
				'ID'         => $this->simple_tyre(),
				'menu_order' => -1,
			)
		);
		$this->variable_service();
		$listed = new \WP_REST_Request( 'GET', '/wc/store/v1/products' );
		$listed->set_query_params( array( 'per_page' => 20 ) );
		foreach ( array_column( rest_do_request( $listed )->get_data(), 'id' ) as $id ) {
			$image = wp_insert_attachment(
				array(
					'post_mime_type' => 'image/jpeg',
					'post_title'     => "Foto {$id}",
					'post_status'    => 'inherit',
				),
				"neumatico-{$id}.jpg",
				$id
			);
			update_post_meta(
				$image,
				'_wp_attachment_metadata',
				array(
					'width'  => 800,
					'height' => 800,
					'file'   => "neumatico-{$id}.jpg",
					'sizes'  => array(),
				)
			);
			set_post_thumbnail( $id, $image );
		}
		$count( 1 );

		$two    = $count( 2 );
		$twenty = $count( 20 );

		$this->assertSame( $two, $twenty, "2 products took {$two} queries, 20 took {$twenty}" );
	}
}
