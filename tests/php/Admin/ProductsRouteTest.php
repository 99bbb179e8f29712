<?php
/**
 * The admin products route.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Admin;

use Rueda\Admin\Capabilities;
use Rueda\Domain\Catalog\PostTypes;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Catalog\TyreCategories;
use Rueda\Tests\TestCase;

/**
 * /rueda/v1/products: who reaches it, what is saved, what the shop then shows, and what
 * is refused.
 *
 * @group object-cache
 */
final class ProductsRouteTest extends TestCase {

	use OtherIdRequests;

	private const PATH = '/rueda/v1/products';

	protected function set_up(): void {
		parent::set_up();
		wp_set_current_user( $this->create_user( 'administrator' ) );
	}

	/**
	 * A valid tyre, with overrides.
	 *
	 * @param array<string,mixed> $overrides Fields to change.
	 * @return array<string,mixed>
	 */
	private function tyre( array $overrides = array() ): array {
		return $overrides + array(
			'kind'           => 'tyre',
			'status'         => 'publish',
			'name'           => 'Pirelli Cinturato P7 205/55 R16 91V',
			'sku'            => 'TEST-' . strtoupper( wp_generate_password( 6, false ) ),
			'regular_price'  => 9990,
			'manage_stock'   => true,
			'stock_quantity' => 12,
			'brand'          => 'Pirelli',
			'model'          => 'Cinturato P7',
			'width'          => 205,
			'profile'        => 55,
			'rim'            => 16,
			'load_index'     => 91,
			'speed_rating'   => 'V',
			'season'         => 'verano',
			'fuel_class'     => 'B',
			'wet_grip_class' => 'A',
			'noise_db'       => 70,
			'noise_class'    => 'B',
			'xl'             => false,
			'runflat'        => false,
		);
	}

	private function create( array $fields ): array {
		$response = $this->rest( 'POST', self::PATH, $fields );
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	private function store_product( int $id ): array {
		return rest_do_request( new \WP_REST_Request( 'GET', "/wc/store/v1/products/{$id}" ) )->get_data();
	}

	private function image(): int {
		ob_start();
		imagepng( imagecreatetruecolor( 4, 4 ) );
		$file = wp_upload_bits( 'rueda-test.png', null, (string) ob_get_clean() )['file'];
		$id   = (int) wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_title'     => 'Foto',
				'post_status'    => 'inherit',
			),
			$file
		);
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 4,
				'height' => 4,
				'file'   => $file,
			)
		);
		return $id;
	}

	public function test_only_people_who_manage_the_shop_reach_the_products(): void {
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->rest( 'GET', self::PATH )->get_status() );
		$this->assertSame( 401, $this->rest( 'POST', self::PATH, $this->tyre() )->get_status() );
		wp_set_current_user( $this->create_user( 'customer' ) );
		$this->assertSame( 403, $this->rest( 'GET', self::PATH )->get_status() );
		$this->assertSame(
			403,
			$this->rest(
				'POST',
				self::PATH . '/bulk',
				array(
					'action' => 'trash',
					'ids'    => array( 1 ),
				)
			)->get_status()
		);
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$this->assertSame( 403, $this->rest( 'DELETE', self::PATH . '/1' )->get_status() );
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
		$this->assertSame( 200, $this->rest( 'GET', self::PATH )->get_status() );
		$this->create( $this->tyre() );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertSame( 200, $this->rest( 'GET', self::PATH )->get_status() );
	}

	public function test_a_created_tyre_is_in_the_store_api_with_its_fields(): void {
		$category = get_term_by( 'slug', 'verano', PostTypes::CATEGORY );
		$image    = $this->image();
		$created  = $this->create(
			$this->tyre(
				array(
					'categories'        => array( $category->term_id ),
					'image_id'          => $image,
					'short_description' => 'Agarre en mojado.',
				)
			)
		);

		$this->assertSame( 'simple', $created['type'] );
		$this->assertSame( 'tyre', $created['kind'] );
		$this->assertSame( 9990, $created['price'] );
		$this->assertSame( 'instock', $created['stock_status'] );
		$this->assertSame( $this->sorted( array( get_term_by( 'slug', 'neumaticos', PostTypes::CATEGORY )->term_id, $category->term_id ) ), $this->sorted( $created['categories'] ), 'with all the tyres too' );
		$this->assertSame( 'Pirelli', $created['brand'] );
		$this->assertSame( 16, $created['rim'] );
		$this->assertSame( 91, $created['load_index'] );
		$this->assertSame( 'verano', $created['season'] );
		$this->assertSame( 'B', $created['fuel_class'] );
		$this->assertSame( $image, $created['images'][0]['id'] );

		$read = $this->rest( 'GET', self::PATH . '/' . $created['id'] )->get_data();
		$this->assertSame( $created, $read );

		$store = $this->store_product( $created['id'] );
		$this->assertSame( 'Pirelli Cinturato P7 205/55 R16 91V', $store['name'] );
		$this->assertSame( '9990', $store['prices']['price'] );
		$this->assertSame( $image, $store['images'][0]['id'] );
		$this->assertSame( 'B', $store['specs']['fuel_class'] );
		$this->assertContains( 'Pirelli', array_column( array_merge( ...array_column( $store['attributes'], 'terms' ) ), 'name' ) );
		$listed = rest_do_request( new \WP_REST_Request( 'GET', '/wc/store/v1/products' ) );
		$this->assertGreaterThan( 35, (int) $listed->get_headers()['X-WP-Total'] );
	}

	public function test_a_service_keeps_its_duration_and_no_tyre_fields(): void {
		$created = $this->create(
			array(
				'kind'              => 'service',
				'status'            => 'publish',
				'name'              => 'Cambio de pastillas de freno',
				'sku'               => 'SRV-TEST-PASTILLAS',
				'regular_price'     => 6500,
				'duration_minutes'  => 60,
				'sold_individually' => true,
				'brand'             => 'Ignorada',
			)
		);

		$this->assertSame( 'service', $created['kind'] );
		$this->assertSame( 60, $created['duration_minutes'] );
		$this->assertNull( $created['brand'] );
		$this->assertTrue( $created['sold_individually'] );
		$store = $this->store_product( $created['id'] );
		$this->assertFalse( $store['needs_shipping'] );
		$this->assertSame( 1, $store['add_to_cart']['maximum'] );
	}

	public function test_a_partial_update_changes_price_and_stock_only(): void {
		$created = $this->create( $this->tyre() );
		$path    = self::PATH . '/' . $created['id'];

		$updated = $this->rest(
			'PATCH',
			$path,
			array(
				'regular_price'  => 12000,
				'sale_price'     => 10500,
				'stock_quantity' => 0,
			)
		)->get_data();

		$this->assertSame( 10500, $updated['price'] );
		$this->assertSame( 'outofstock', $updated['stock_status'] );
		$this->assertSame( $created['name'], $updated['name'] );
		$this->assertSame( 'Pirelli', $updated['brand'] );
		$this->assertSame( $created['date'], $updated['date'] );
		$store = $this->store_product( $created['id'] );
		$this->assertSame( '10500', $store['prices']['price'] );
		$this->assertSame( '12000', $store['prices']['regular_price'] );
		$this->assertFalse( $store['is_in_stock'] );

		$this->assertSame( 200, $this->rest( 'PUT', $path, array( 'sale_price' => null ) )->get_status() );
		$this->assertSame( '12000', $this->store_product( $created['id'] )['prices']['price'] );
	}

	public function test_trash_then_delete(): void {
		$created = $this->create( $this->tyre() );
		$path    = self::PATH . '/' . $created['id'];

		$trashed = $this->rest( 'DELETE', $path );
		$this->assertSame( 200, $trashed->get_status() );
		$this->assertSame( 'trash', $trashed->get_data()['status'] );
		$this->assertSame( 404, rest_do_request( new \WP_REST_Request( 'GET', '/wc/store/v1/products/' . $created['id'] ) )->get_status() );

		$request = new \WP_REST_Request( 'DELETE', $path );
		$request->set_query_params( array( 'force' => 'true' ) );
		$deleted = rest_do_request( $request );
		$this->assertTrue( $deleted->get_data()['deleted'] );
		$this->assertNull( ( new ProductRepository() )->get( $created['id'] ) );
		$this->assertSame( 404, $this->rest( 'GET', $path )->get_status() );
	}

	/**
	 * An id in the body or the query names another product; the URL's is the one used.
	 *
	 * @dataProvider other_id_places
	 *
	 * @param string $place Where the other id goes.
	 */
	public function test_only_the_product_in_the_url_is_read_changed_or_trashed( string $place ): void {
		$target = $this->create( $this->tyre( array( 'regular_price' => 5000 ) ) );
		$other  = $this->create( $this->tyre( array( 'regular_price' => 5000 ) ) );
		$path   = self::PATH . '/' . $target['id'];
		$price  = fn( array $product ) => ( new ProductRepository() )->get_data( $product['id'] )['regular_price'];

		$read = $this->rest_with_other_id( 'GET', $path, $place, $other['id'] );
		$this->assertSame( $target['id'], $read->get_data()['id'] );

		$updated = $this->rest_with_other_id( 'PUT', $path, $place, $other['id'], array( 'regular_price' => 6000 ) );
		$this->assertSame( 200, $updated->get_status(), wp_json_encode( $updated->get_data() ) );
		$this->assertSame( array( 6000, 5000 ), array( $price( $target ), $price( $other ) ) );

		$this->assertSame( 200, $this->rest_with_other_id( 'DELETE', $path, $place, $other['id'] )->get_status() );
		$this->assertSame( array( 'trash', 'publish' ), array( get_post_status( $target['id'] ), get_post_status( $other['id'] ) ) );
	}

	public function test_a_page_past_the_last_is_empty_with_the_real_totals(): void {
		$code = strtoupper( wp_generate_password( 5, false ) );
		foreach ( range( 1, 3 ) as $index ) {
			$this->create( $this->tyre( array( 'name' => "Paginable {$code} {$index}" ) ) );
		}
		foreach ( array( 3, 4, 1000, PHP_INT_MAX ) as $page ) {
			$request = new \WP_REST_Request( 'GET', self::PATH );
			$request->set_query_params(
				array(
					'search'   => $code,
					'per_page' => 2,
					'page'     => $page,
				)
			);
			$response = rest_do_request( $request );
			$this->assertSame( 200, $response->get_status(), "page {$page}" );
			$this->assertSame( array(), $response->get_data(), "page {$page}" );
			$this->assertSame( array( '3', '2' ), array( (string) $response->get_headers()['X-WP-Total'], (string) $response->get_headers()['X-WP-TotalPages'] ), "page {$page}" );
		}
	}

	public function test_bulk_actions_publish_draft_and_trash(): void {
		$one = $this->create( $this->tyre( array( 'status' => 'draft' ) ) );
		$two = $this->create( $this->tyre( array( 'status' => 'draft' ) ) );
		$ids = array( $one['id'], $two['id'] );

		$result = $this->rest(
			'POST',
			self::PATH . '/bulk',
			array(
				'action' => 'publish',
				'ids'    => array_merge( $ids, array( 999999 ) ),
			)
		)->get_data();
		$this->assertSame( $ids, $result['done'] );
		$this->assertArrayHasKey( 999999, (array) $result['failed'] );
		$this->assertSame( 'publish', get_post_status( $one['id'] ) );

		$this->rest(
			'POST',
			self::PATH . '/bulk',
			array(
				'action' => 'trash',
				'ids'    => $ids,
			)
		);
		$this->assertSame( 'trash', get_post_status( $two['id'] ) );
		$this->assertSame(
			400,
			$this->rest(
				'POST',
				self::PATH . '/bulk',
				array(
					'action' => 'delete',
					'ids'    => $ids,
				)
			)->get_status()
		);
	}

	public function test_a_duplicate_sku_is_refused_with_409(): void {
		$first    = $this->create( $this->tyre( array( 'sku' => 'DUPLICADO-1' ) ) );
		$response = $this->rest( 'POST', self::PATH, $this->tyre( array( 'sku' => 'DUPLICADO-1' ) ) );

		$this->assertSame( 409, $response->get_status() );
		$this->assertSame( 'rueda_sku_exists', $response->get_data()['code'] );
		$this->assertSame( __( 'Another product already has this SKU.', 'rueda' ), $response->get_data()['data']['params']['sku'] );
		$second = $this->create( $this->tyre() );
		$this->assertSame( 409, $this->rest( 'PATCH', self::PATH . '/' . $second['id'], array( 'sku' => 'DUPLICADO-1' ) )->get_status() );
		$this->assertSame( 200, $this->rest( 'PATCH', self::PATH . '/' . $first['id'], array( 'sku' => 'DUPLICADO-1' ) )->get_status(), 'its own SKU' );
	}

	/**
	 * Each invalid value is refused by field, and nothing is saved.
	 */
	public function test_invalid_values_are_refused_by_field(): void {
		$created   = $this->create( $this->tyre() );
		$not_image = (int) wp_insert_post(
			array(
				'post_title'  => 'Entrada',
				'post_status' => 'publish',
			)
		);
		// An empty name is refused too, except a tyre's, built from its fields (TyreIdentityTest).
		$invalid = array(
			array( 'name', str_repeat( 'a', 201 ) ),
			array( 'kind', 'variation' ),
			array( 'status', 'future' ),
			array( 'regular_price', -1 ),
			array( 'regular_price', 12.5 ),
			array( 'regular_price', 'gratis' ),
			array( 'sale_price', 9990 ),
			array( 'stock_quantity', 1000001 ),
			array( 'stock_quantity', null ),
			array( 'stock_status', 'agotado' ),
			array( 'backorders', 'maybe' ),
			array( 'tax_class', 'inventada' ),
			array( 'categories', array( 999999 ) ),
			array( 'categories', 'verano' ),
			array( 'image_id', $not_image ),
			array( 'image_id', 999999 ),
			array( 'gallery', array( $not_image ) ),
			array( 'width', 99 ),
			array( 'rim', 'R16' ),
			array( 'speed_rating', 'X' ),
			array( 'season', 'primavera' ),
			array( 'fuel_class', 'G' ),
			array( 'noise_db', 120 ),
			array( 'sku', str_repeat( 'S', 101 ) ),
			array( 'duration_minutes', 0 ),
			array( 'eprel_id', 'https://eprel.example/1' ),
			array( 'eprel_id', '1234567890123' ),
			array( 'gtin', '8412345678901' ),
			array( 'gtin', '84123' ),
			array( 'snow', 'sí' ),
		);
		foreach ( $invalid as [ $field, $value ] ) {
			$response = $this->rest( 'PATCH', self::PATH . '/' . $created['id'], array( $field => $value ) );
			$this->assertSame( 400, $response->get_status(), $field . ' ' . wp_json_encode( $value ) );
			$this->assertArrayHasKey( $field, $response->get_data()['data']['params'], $field );
		}
		$this->assertSame( $created, $this->rest( 'GET', self::PATH . '/' . $created['id'] )->get_data() );

		$missing = $this->rest( 'POST', self::PATH, array( 'regular_price' => 100 ) );
		$this->assertSame( 400, $missing->get_status() );
		$this->assertSame( 404, $this->rest( 'PATCH', self::PATH . '/999999', array( 'name' => 'X' ) )->get_status() );
		$this->assertSame(
			\Rueda\Admin\Rest\Refusals::named( 'image_id', __( 'Choose an image from the media library.', 'rueda' ) ),
			$this->rest( 'PATCH', self::PATH . '/' . $created['id'], array( 'image_id' => $not_image ) )->get_data()['data']['params']['image_id']
		);
	}

	public function test_a_new_tyre_is_in_tyres_and_its_seasons_category_at_once_and_moves_with_its_season(): void {
		$ids = static fn( string ...$slugs ): array => array_map( static fn( string $slug ): int => (int) get_term_by( 'slug', $slug, PostTypes::CATEGORY )->term_id, $slugs );
		$own = (int) wp_insert_term( 'Ofertas de invierno', PostTypes::CATEGORY )['term_id'];

		$created = $this->create(
			$this->tyre(
				array(
					'season'     => 'invierno',
					'categories' => array( $own ),
				)
			)
		);

		$expected = array_merge( array( $own ), $ids( 'neumaticos', 'invierno' ) );
		sort( $expected );
		$this->assertSame( $expected, $this->sorted( $created['categories'] ), 'the owner\'s own category is kept' );
		foreach ( array( 'neumaticos', 'invierno' ) as $slug ) {
			$request = new \WP_REST_Request( 'GET', '/wc/store/v1/products' );
			$request->set_query_params(
				array(
					'category' => $slug,
					'per_page' => 100,
				)
			);
			$this->assertContains( $created['id'], array_column( rest_do_request( $request )->get_data(), 'id' ), "Tienda's {$slug}" );
		}

		$moved    = $this->rest( 'PATCH', self::PATH . '/' . $created['id'], array( 'season' => 'todo-tiempo' ) )->get_data();
		$expected = array_merge( array( $own ), $ids( 'neumaticos', 'todo-tiempo' ) );
		sort( $expected );
		$this->assertSame( $expected, $this->sorted( $moved['categories'] ), 'no longer in invierno' );

		$service = $this->create(
			array(
				'kind'          => 'service',
				'name'          => 'Equilibrado',
				'regular_price' => 1000,
				'status'        => 'publish',
			)
		);
		$this->assertSame( array(), $service['categories'], 'services are not tyres' );
	}

	public function test_the_tyre_categories_are_made_when_a_shop_has_none(): void {
		foreach ( array( 'verano', 'invierno', 'todo-tiempo', 'neumaticos' ) as $slug ) {
			$term = get_term_by( 'slug', $slug, PostTypes::CATEGORY );
			if ( $term ) {
				wp_delete_term( $term->term_id, PostTypes::CATEGORY );
			}
		}
		TyreCategories::forget();

		$created = $this->create( $this->tyre( array( 'season' => 'verano' ) ) );
		TyreCategories::forget();

		$parent = get_term_by( 'slug', 'neumaticos', PostTypes::CATEGORY );
		$summer = get_term_by( 'slug', 'verano', PostTypes::CATEGORY );
		$this->assertSame( __( 'Tyres', 'rueda' ), $parent->name );
		$this->assertSame( __( 'Summer tyres', 'rueda' ), $summer->name );
		$this->assertSame( $parent->term_id, $summer->parent );
		$this->assertSame( $this->sorted( array( $parent->term_id, $summer->term_id ) ), $this->sorted( $created['categories'] ) );
	}

	/**
	 * Ids, as ints in ascending order.
	 *
	 * @param array<int|string> $ids Ids.
	 * @return int[]
	 */
	private function sorted( array $ids ): array {
		$ids = array_map( 'intval', $ids );
		sort( $ids );
		return $ids;
	}

	public function test_a_barcode_with_a_wrong_check_digit_is_told_so_not_that_its_length_is_wrong(): void {
		$created = $this->create( $this->tyre() );

		$typo   = $this->rest( 'PATCH', self::PATH . '/' . $created['id'], array( 'gtin' => '8412345678901' ) )->get_data()['data']['params']['gtin'];
		$length = $this->rest( 'PATCH', self::PATH . '/' . $created['id'], array( 'gtin' => '84123' ) )->get_data()['data']['params']['gtin'];

		/* translators: %d: the digit the barcode should end with. */
		$this->assertSame( \Rueda\Admin\Rest\Refusals::named( 'gtin', sprintf( __( 'The last digit of this barcode is its check digit and should be %d: a digit may have been mistyped.', 'rueda' ), 5 ) ), $typo );
		$this->assertSame( \Rueda\Admin\Rest\Refusals::named( 'gtin', __( 'Write the barcode (GTIN/EAN) with its 8, 12, 13 or 14 digits as printed.', 'rueda' ) ), $length );
		$this->assertSame( 200, $this->rest( 'PATCH', self::PATH . '/' . $created['id'], array( 'gtin' => '8412345678905' ) )->get_status() );
	}

	public function test_html_and_sql_in_text_fields_stay_inert(): void {
		$created = $this->create(
			$this->tyre(
				array(
					'name'        => "<script>alert(1)</script>Neumático '; DROP TABLE wp_posts; --",
					'brand'       => '<b>Marca</b>',
					'description' => '<p onclick="alert(1)">Texto</p><script>alert(2)</script><a href="javascript:alert(3)">enlace</a>',
				)
			)
		);

		$this->assertSame( "Neumático '; DROP TABLE wp_posts; --", $created['name'] );
		$this->assertSame( 'Marca', $created['brand'] );
		$this->assertStringNotContainsString( 'onclick', $created['description'] );
		$this->assertStringNotContainsString( '<script', $created['description'] );
		$this->assertStringNotContainsString( 'javascript:', $created['description'] );
		$this->assertStringContainsString( '<p>Texto</p>', $created['description'] );
		global $wpdb;
		$this->assertNotNull( $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts}" ), 'the table is still there' );

		$request = new \WP_REST_Request( 'GET', self::PATH );
		$request->set_query_params( array( 'search' => "' OR 1=1 --" ) );
		$this->assertSame( array(), rest_do_request( $request )->get_data() );
	}

	public function test_list_searches_filters_sorts_and_pages(): void {
		$code = strtoupper( wp_generate_password( 5, false ) );
		foreach ( array( 3000, 1000, 2000 ) as $index => $price ) {
			$this->create(
				$this->tyre(
					array(
						'name'          => "Buscable {$code} {$index}",
						'sku'           => "BUSCA-{$code}-{$index}",
						'regular_price' => $price,
						'status'        => 2 === $index ? 'draft' : 'publish',
					)
				)
			);
		}
		$list = function ( array $query ): \WP_REST_Response {
			$request = new \WP_REST_Request( 'GET', self::PATH );
			$request->set_query_params( $query );
			return rest_do_request( $request );
		};

		$by_title = $list( array( 'search' => "Buscable {$code}" ) );
		$this->assertSame( '3', $by_title->get_headers()['X-WP-Total'] );
		$by_sku = $list( array( 'search' => "BUSCA-{$code}-1" ) );
		$this->assertSame( array( "Buscable {$code} 1" ), array_column( $by_sku->get_data(), 'name' ) );

		$cheapest = $list(
			array(
				'search'   => $code,
				'orderby'  => 'price',
				'order'    => 'asc',
				'per_page' => 2,
				'page'     => 1,
			)
		);
		$this->assertSame( array( 1000, 2000 ), array_column( $cheapest->get_data(), 'price' ) );
		$this->assertSame( '3', $cheapest->get_headers()['X-WP-Total'] );
		$this->assertSame( '2', $cheapest->get_headers()['X-WP-TotalPages'] );
		$second = $list(
			array(
				'search'   => $code,
				'orderby'  => 'price',
				'order'    => 'asc',
				'per_page' => 2,
				'page'     => 2,
			)
		);
		$this->assertSame( array( 3000 ), array_column( $second->get_data(), 'price' ) );

		$drafts = $list(
			array(
				'search' => $code,
				'status' => array( 'draft' ),
			)
		);
		$this->assertSame( array( "Buscable {$code} 2" ), array_column( $drafts->get_data(), 'name' ) );
		$services = $list(
			array(
				'kind'     => 'service',
				'per_page' => 100,
			)
		);
		$this->assertSame( array( 'service' ), array_values( array_unique( array_column( $services->get_data(), 'kind' ) ) ) );
		$this->assertContains( 'SRV-ALINEACION', array_column( $services->get_data(), 'sku' ), 'variable products are listed, their variations are not' );
		$this->assertNotContains( 'SRV-ALINEACION-DEL', array_column( $services->get_data(), 'sku' ) );
		$by_name = fn( string $order ) => array_column(
			$list(
				array(
					'search'  => $code,
					'orderby' => 'title',
					'order'   => $order,
				)
			)->get_data(),
			'name'
		);
		$this->assertSame( array( "Buscable {$code} 0", "Buscable {$code} 1", "Buscable {$code} 2" ), $by_name( 'asc' ) );
		$this->assertSame( array_reverse( $by_name( 'asc' ) ), $by_name( 'desc' ) );
		$out = $list(
			array(
				'stock_status' => array( 'outofstock' ),
				'per_page'     => 100,
			)
		);
		$this->assertSame( array(), array_diff( array_unique( array_column( $out->get_data(), 'stock_status' ) ), array( 'outofstock' ) ) );
		$this->assertSame( 400, $list( array( 'orderby' => 'ID; DROP TABLE' ) )->get_status() );
	}
}
