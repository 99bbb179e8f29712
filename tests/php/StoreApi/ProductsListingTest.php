<?php
/**
 * GET /wc/store/v1/products by category and in the EU label's orders.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Domain\Catalog\PostTypes;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Storage\Schema;
use Rueda\Tests\TestCase;

/**
 * Tienda lists the tyres (the neumaticos category and its seasons), Servicios the services;
 * shoppers sort tyres by fuel efficiency or wet grip, A first, tyres without a label last.
 *
 * @group object-cache
 */
final class ProductsListingTest extends TestCase {

	/**
	 * Answers a listing.
	 *
	 * @param array<string,mixed> $query Query parameters.
	 */
	private function products( array $query ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'GET', '/wc/store/v1/products' );
		$request->set_query_params( $query + array( 'per_page' => 100 ) );
		return rest_do_request( $request );
	}

	/**
	 * Names of a listing's products, in order.
	 *
	 * @param array<string,mixed> $query Query parameters.
	 * @return list<string>
	 */
	private function names( array $query ): array {
		$response = $this->products( $query );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return array_column( $response->get_data(), 'name' );
	}

	/**
	 * A category of test tyres, so a listing holds only them.
	 */
	private function category(): string {
		$slug = 'prueba-' . strtolower( wp_generate_password( 6, false ) );
		wp_insert_term( 'Prueba ' . $slug, PostTypes::CATEGORY, array( 'slug' => $slug ) );
		return $slug;
	}

	/**
	 * Saves a tyre of a category with EU label classes (or none).
	 *
	 * @param string      $category   Category slug.
	 * @param string      $name       Name.
	 * @param string|null $fuel       Fuel efficiency class.
	 * @param string|null $wet        Wet grip class.
	 * @param int         $menu_order Workshop order.
	 */
	private function tyre( string $category, string $name, ?string $fuel, ?string $wet, int $menu_order = 0 ): int {
		$specs = array( 'model' => $name );
		if ( null !== $fuel ) {
			$specs += array(
				'fuel_class'     => $fuel,
				'wet_grip_class' => $wet,
				'noise_db'       => 70,
				'noise_class'    => 'B',
			);
		}
		return ( new ProductRepository() )->save(
			array(
				'name'          => $name,
				'sku'           => 'TEST-' . wp_generate_password( 8, false ),
				'regular_price' => 10000,
				'menu_order'    => $menu_order,
				'categories'    => array( $category ),
				'specs'         => $specs,
			)
		);
	}

	public function test_a_category_lists_its_products_and_those_of_its_subcategories(): void {
		$all      = $this->names( array() );
		$tyres    = $this->names( array( 'category' => 'neumaticos' ) );
		$services = $this->names( array( 'category' => 'servicios' ) );
		$summer   = $this->names( array( 'category' => 'verano' ) );

		// Every tyre sits in a season's subcategory, none in neumaticos itself.
		$this->assertNotEmpty( $summer );
		$this->assertCount( 6, $services );
		$this->assertContains( 'Revisión pre-ITV', $services );
		$this->assertEqualsCanonicalizing( $all, array_merge( $tyres, $services ) );
		$this->assertSame( array(), array_intersect( $tyres, $services ) );
		$this->assertSame( array(), array_diff( $summer, $tyres ) );
		foreach ( $tyres as $name ) {
			$this->assertMatchesRegularExpression( '~\d{3}/\d{2} R\d{2}~', $name );
		}
	}

	public function test_a_category_combines_with_the_other_filters(): void {
		$winter_205 = $this->names(
			array(
				'category'  => 'neumaticos',
				'tyre_size' => '205/55 R16',
				'search'    => 'UltraGrip',
			)
		);

		$this->assertSame( array( 'Goodyear UltraGrip 9+ 205/55 R16 91V' ), $winter_205 );
		$this->assertSame(
			array(),
			$this->names(
				array(
					'category'  => 'servicios',
					'tyre_size' => '205/55 R16',
				)
			)
		);
	}

	public function test_an_unknown_category_lists_nothing(): void {
		$response = $this->products( array( 'category' => 'no-existe' ) );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array(), $response->get_data() );
		$this->assertSame( '0', $response->get_headers()['X-WP-Total'] );
	}

	public function test_orders_by_fuel_class_a_first_unlabeled_last_ties_by_workshop_order(): void {
		$category = $this->category();
		$this->tyre( $category, 'Sin etiqueta', null, null, 0 );
		$this->tyre( $category, 'B segunda', 'B', 'A', 5 );
		$this->tyre( $category, 'E', 'E', 'B', 0 );
		$this->tyre( $category, 'B primera', 'B', 'C', 1 );
		$this->tyre( $category, 'A', 'A', 'E', 9 );

		$this->assertSame(
			array( 'A', 'B primera', 'B segunda', 'E', 'Sin etiqueta' ),
			$this->names(
				array(
					'category' => $category,
					'orderby'  => 'fuel_class',
				)
			)
		);
		$this->assertSame(
			array( 'E', 'B primera', 'B segunda', 'A', 'Sin etiqueta' ),
			$this->names(
				array(
					'category' => $category,
					'orderby'  => 'fuel_class',
					'order'    => 'desc',
				)
			),
			'worst first when asked; still no label last'
		);
	}

	public function test_orders_by_wet_grip_class(): void {
		$category = $this->category();
		$this->tyre( $category, 'Sin etiqueta', null, null, 0 );
		$this->tyre( $category, 'Mojado C', 'A', 'C', 0 );
		$this->tyre( $category, 'Mojado A', 'E', 'A', 3 );
		$this->tyre( $category, 'Mojado B', 'B', 'B', 0 );

		$this->assertSame(
			array( 'Mojado A', 'Mojado B', 'Mojado C', 'Sin etiqueta' ),
			$this->names(
				array(
					'category' => $category,
					'orderby'  => 'wet_grip_class',
					'order'    => 'asc',
				)
			)
		);
	}

	public function test_the_demo_tyres_sort_by_their_label_and_the_services_come_last(): void {
		global $wpdb;
		$ids     = array_column( $this->products( array( 'orderby' => 'fuel_class' ) )->get_data(), 'id' );
		$classes = $wpdb->get_results( $wpdb->prepare( 'SELECT product_id, fuel_class FROM %i WHERE product_id > %d', Schema::table( Schema::PRODUCTS ), 0 ), OBJECT_K );
		$listed  = array_map( static fn( int $id ): ?string => $classes[ $id ]->fuel_class ?? null, $ids );
		$labeled = array_values( array_filter( $listed ) );
		$sorted  = $labeled;
		sort( $sorted );

		$this->assertSame( 'A', $listed[0] );
		$this->assertSame( $sorted, $labeled );
		$this->assertSame( array( null, null, null, null, null ), array_slice( $listed, -5 ), 'the five services have no label' );
		$this->assertSame( count( $labeled ), array_search( null, $listed, true ) );
	}

	/**
	 * Runs once per case of invalid_orders().
	 *
	 * @dataProvider invalid_orders
	 *
	 * @param array<string,mixed> $query Query parameters.
	 */
	public function test_an_unknown_order_is_a_400( array $query ): void {
		$response = $this->products( $query );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		$this->assertArrayHasKey( 'orderby' === array_key_first( $query ) ? 'orderby' : 'order', $response->get_data()['data']['params'] );
	}

	/**
	 * Orders GET /products refuses.
	 *
	 * @return array<string,array{0:array<string,mixed>}>
	 */
	public static function invalid_orders(): array {
		return array(
			'fuel'           => array( array( 'orderby' => 'fuel' ) ),
			'noise_class'    => array( array( 'orderby' => 'noise_class' ) ),
			'upper case'     => array( array( 'orderby' => 'FUEL_CLASS' ) ),
			'SQL'            => array( array( 'orderby' => 'fuel_class, (SELECT 1)' ) ),
			'order sideways' => array(
				array(
					'order'   => 'sideways',
					'orderby' => 'wet_grip_class',
				),
			),
		);
	}
}
