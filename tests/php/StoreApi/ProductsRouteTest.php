<?php
/**
 * GET /wc/store/v1/products and friends.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Tests\TestCase;

/**
 * Catalogue routes of the Store API.
 *
 * @group object-cache
 */
final class ProductsRouteTest extends TestCase {

	private function products( array $query = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'GET', '/wc/store/v1/products' );
		$request->set_query_params( $query );
		return rest_do_request( $request );
	}

	private function names( \WP_REST_Response $response ): array {
		return array_column( $response->get_data(), 'name' );
	}

	public function test_lists_products_with_paging_headers(): void {
		$response = $this->products(
			array(
				'per_page' => 5,
				'page'     => 2,
			)
		);

		$this->assertSame( 200, $response->get_status() );
		$this->assertCount( 5, $response->get_data() );
		$total = (int) $response->get_headers()['X-WP-Total'];
		$this->assertGreaterThanOrEqual( 35, $total );
		$this->assertSame( (string) ceil( $total / 5 ), $response->get_headers()['X-WP-TotalPages'] );
	}

	public function test_product_shape_follows_the_contract(): void {
		$id      = ( new ProductRepository() )->find_id_by_sku( 'SRV-ACEITE' );
		$product = rest_do_request( new \WP_REST_Request( 'GET', "/wc/store/v1/products/{$id}" ) )->get_data();

		foreach ( array( 'id', 'name', 'slug', 'type', 'permalink', 'sku', 'short_description', 'description', 'prices', 'images', 'categories', 'attributes', 'is_purchasable', 'is_in_stock', 'stock_availability', 'low_stock_remaining', 'add_to_cart', 'extensions' ) as $key ) {
			$this->assertArrayHasKey( $key, $product, $key );
		}
		$this->assertSame( '6900', $product['prices']['price'] );
		$this->assertSame( '7900', $product['prices']['regular_price'] );
		$this->assertSame( 'EUR', $product['prices']['currency_code'] );
		$this->assertSame( ' €', $product['prices']['currency_suffix'] );
		$this->assertSame( ',', $product['prices']['currency_decimal_separator'] );
		$this->assertSame( 6, $product['prices']['raw_prices']['precision'] );
		$this->assertSame( '69000000', $product['prices']['raw_prices']['price'] );
		$this->assertSame( array( 'text', 'description', 'url', 'single_text', 'minimum', 'maximum', 'multiple_of' ), array_keys( $product['add_to_cart'] ) );
		$this->assertSame( 1, $product['add_to_cart']['maximum'], 'sold individually' );
		$this->assertSame( 'Añadir al carrito', $product['add_to_cart']['text'] );
	}

	public function test_filters_by_attribute_term_with_operators(): void {
		$winter     = $this->products(
			array(
				'per_page'   => 100,
				'attributes' => array(
					array(
						'attribute' => 'rueda_pa_season',
						'operator'  => 'in',
						'slug'      => array( 'invierno' ),
					),
				),
			)
		);
		$not_winter = $this->products(
			array(
				'per_page'   => 100,
				'attributes' => array(
					array(
						'attribute' => 'rueda_pa_season',
						'operator'  => 'not_in',
						'slug'      => array( 'invierno' ),
					),
				),
			)
		);
		$all        = $this->products( array( 'per_page' => 100 ) );

		$this->assertNotEmpty( $winter->get_data() );
		foreach ( $winter->get_data() as $product ) {
			$this->assertContains( 'Invierno', array_column( array_merge( ...array_column( $product['attributes'], 'terms' ) ), 'name' ) );
		}
		$this->assertSame( count( $all->get_data() ), count( $winter->get_data() ) + count( $not_winter->get_data() ) );
	}

	public function test_filters_by_category_price_stock_and_sale(): void {
		$services = $this->products( array( 'category' => 'servicios' ) );
		$cheap    = $this->products(
			array(
				'per_page'  => 100,
				'min_price' => 500,
				'max_price' => 1000,
			)
		);
		$sold_out = $this->products( array( 'stock_status' => array( 'outofstock' ) ) );
		$on_sale  = $this->products(
			array(
				'per_page' => 100,
				'on_sale'  => true,
			)
		);

		$this->assertCount( 6, $services->get_data() );
		$this->assertSame( array( 'Equilibrado de rueda' ), $this->names( $cheap ) );
		$this->assertCount( 1, $sold_out->get_data() );
		$this->assertFalse( $sold_out->get_data()[0]['is_in_stock'] );
		foreach ( $on_sale->get_data() as $product ) {
			$this->assertTrue( $product['on_sale'] );
		}
	}

	public function test_orders_by_price(): void {
		$prices = array_map(
			'intval',
			array_column(
				array_column(
					$this->products(
						array(
							'per_page' => 100,
							'orderby'  => 'price',
						)
					)->get_data(),
					'prices'
				),
				'price'
			)
		);
		$sorted = $prices;
		sort( $sorted );

		$this->assertSame( $sorted, $prices );
	}

	public function test_hidden_products_stay_out_and_search_only_ones_need_a_search(): void {
		$products = new ProductRepository();
		$products->save(
			array(
				'name'               => 'Rueda de repuesto oculta',
				'catalog_visibility' => 'hidden',
				'regular_price'      => 100,
			)
		);
		$products->save(
			array(
				'name'               => 'Tapacubos buscable',
				'catalog_visibility' => 'search',
				'regular_price'      => 100,
			)
		);

		$listed = $this->names( $this->products( array( 'per_page' => 100 ) ) );

		$this->assertNotContains( 'Rueda de repuesto oculta', $listed );
		$this->assertNotContains( 'Tapacubos buscable', $listed );
		$this->assertSame( array( 'Tapacubos buscable' ), $this->names( $this->products( array( 'search' => 'Tapacubos' ) ) ) );
		$this->assertSame( array(), $this->names( $this->products( array( 'search' => 'repuesto oculta' ) ) ) );
	}

	/**
	 * Runs once per case of invalid_filters().
	 *
	 * @dataProvider invalid_filters
	 */
	public function test_invalid_filters_are_a_400_with_a_stable_code( array $query ): void {
		$response = $this->products( $query );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
	}

	public static function invalid_filters(): array {
		return array(
			'rating 6'          => array( array( 'rating' => array( '6' ) ) ),
			'rating 0'          => array( array( 'rating' => '0' ) ),
			'unknown stock'     => array( array( 'stock_status' => array( 'instock', 'lost' ) ) ),
			'per_page over 100' => array( array( 'per_page' => 101 ) ),
			'negative price'    => array( array( 'min_price' => -5 ) ),
			'SQL in orderby'    => array( array( 'orderby' => 'price; DROP TABLE wp_posts' ) ),
			'unknown operator'  => array(
				array(
					'attributes' => array(
						array(
							'attribute' => 'rueda_pa_brand',
							'operator'  => 'like',
							'slug'      => array( 'x' ),
						),
					),
				),
			),
		);
	}

	public function test_valid_rating_filter_is_accepted(): void {
		$this->assertSame( 200, $this->products( array( 'rating' => array( '4', '5' ) ) )->get_status() );
	}

	public function test_unknown_product_is_a_404(): void {
		$response = rest_do_request( new \WP_REST_Request( 'GET', '/wc/store/v1/products/999999' ) );

		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 'woocommerce_rest_product_invalid_id', $response->get_data()['code'] );
	}

	public function test_attributes_and_their_terms(): void {
		$attributes = rest_do_request( new \WP_REST_Request( 'GET', '/wc/store/v1/products/attributes' ) )->get_data();
		$rim        = array_values( array_filter( $attributes, static fn( $a ) => 'rueda_pa_rim' === $a['taxonomy'] ) )[0];
		$terms      = rest_do_request( new \WP_REST_Request( 'GET', "/wc/store/v1/products/attributes/{$rim['id']}/terms" ) )->get_data();

		$this->assertSame( array( 'Marca', 'Ancho', 'Perfil', 'Diámetro de llanta', 'Temporada', 'Índice de carga', 'Código de velocidad', 'Ejes' ), array_column( $attributes, 'name' ) );
		$this->assertSame( array( 'R15', 'R16', 'R17', 'R18', 'R19' ), array_column( $terms, 'name' ) );
		$this->assertSame( array( 'id', 'name', 'slug', 'description', 'parent', 'count' ), array_keys( $terms[0] ) );
		$this->assertGreaterThan( 0, $terms[0]['count'] );
	}

	public function test_unknown_attribute_is_a_404(): void {
		$response = rest_do_request( new \WP_REST_Request( 'GET', '/wc/store/v1/products/attributes/99/terms' ) );

		$this->assertSame( 404, $response->get_status() );
	}

	public function test_categories_with_parent_and_count(): void {
		$categories = array_column( rest_do_request( new \WP_REST_Request( 'GET', '/wc/store/v1/products/categories' ) )->get_data(), null, 'slug' );

		$this->assertSame( $categories['neumaticos']['id'], $categories['invierno']['parent'] );
		$this->assertSame( 6, $categories['servicios']['count'] );
	}

	public function test_a_category_shows_its_picture_and_links_to_its_page(): void {
		$winter  = get_term_by( 'slug', 'invierno', \Rueda\Domain\Catalog\PostTypes::CATEGORY );
		$picture = wp_insert_attachment(
			array(
				'post_title'     => 'Nieve',
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			'2026/11/nieve.jpg'
		);
		update_post_meta( $picture, '_wp_attachment_image_alt', 'Neumático en la nieve' );
		update_term_meta( $winter->term_id, 'thumbnail_id', $picture );

		$categories = array_column( rest_do_request( new \WP_REST_Request( 'GET', '/wc/store/v1/products/categories' ) )->get_data(), null, 'slug' );

		$image = $categories['invierno']['image'];
		$this->assertSame( array( $picture, 'Nieve', 'Neumático en la nieve' ), array( $image['id'], $image['name'], $image['alt'] ) );
		$this->assertStringEndsWith( '/2026/11/nieve.jpg', $image['src'] );
		$this->assertNull( $categories['neumaticos']['image'], 'no picture' );
		$this->assertSame( get_term_link( $winter ), $categories['invierno']['link'] );
	}
}
