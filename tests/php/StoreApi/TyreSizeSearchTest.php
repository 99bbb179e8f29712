<?php
/**
 * Finding tyres by their size through GET /products.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Tests\TestCase;

/**
 * A shopper types the size off the sidewall in any common form, with `tyre_size` or in the
 * search box, and gets exactly the tyres of that size.
 *
 * @group object-cache
 */
final class TyreSizeSearchTest extends TestCase {

	/**
	 * Names of the products a listing returns.
	 *
	 * @param array<string,mixed> $query Query parameters.
	 * @return list<string>
	 */
	private function names( array $query ): array {
		$request = new \WP_REST_Request( 'GET', '/wc/store/v1/products' );
		$request->set_query_params( $query + array( 'per_page' => 100 ) );
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return array_column( $response->get_data(), 'name' );
	}

	/**
	 * The demo tyres of 205/55 R16, by their names.
	 *
	 * @return list<string>
	 */
	private function all_205_55_r16(): array {
		$names = array_values( array_filter( $this->names( array() ), static fn( string $name ) => str_contains( $name, '205/55 R16' ) ) );
		$this->assertGreaterThanOrEqual( 3, count( $names ) );
		return $names;
	}

	public function test_tyre_size_in_every_common_form_gives_the_tyres_of_that_size(): void {
		$expected = $this->all_205_55_r16();
		foreach ( array( '205/55R16', '205/55 R16', '2055516', '205 55 16', '205/55 r16 91v' ) as $size ) {
			$this->assertEqualsCanonicalizing( $expected, $this->names( array( 'tyre_size' => $size ) ), $size );
		}
	}

	public function test_a_size_typed_in_the_search_filters_by_it_and_keeps_the_other_words(): void {
		$this->assertEqualsCanonicalizing( $this->all_205_55_r16(), $this->names( array( 'search' => '2055516' ) ) );
		$michelin = $this->names( array( 'search' => 'Michelin 205 55 16' ) );
		$this->assertSame( array( 'Michelin Pilot Sport 5 205/55 R16 91V' ), $michelin );
		$this->assertContains( 'Michelin Primacy 4+ 195/65 R15 91H', $this->names( array( 'search' => 'Michelin' ) ), 'a search without a size is a text search' );
	}

	public function test_every_form_a_shopper_types_in_the_search_box_finds_the_tyres_of_that_size(): void {
		$expected = $this->all_205_55_r16();
		foreach ( array( '205/55R16', '205/55 R16', '2055516', '205 55 16', '205-55-16', ' 205/55 r16 ' ) as $typed ) {
			$this->assertEqualsCanonicalizing( $expected, $this->names( array( 'search' => $typed ) ), $typed );
			$this->assertEqualsCanonicalizing(
				$expected,
				$this->names(
					array(
						'search'   => $typed,
						'category' => 'neumaticos',
					)
				),
				"{$typed} in Tienda"
			);
		}
		$this->assertSame( array( 'Michelin Pilot Sport 5 205/55 R16 91V' ), $this->names( array( 'search' => 'Michelin 205/55 R16' ) ) );
		$this->assertSame( array( 'Michelin Pilot Sport 5 205/55 R16 91V' ), $this->names( array( 'search' => '205/55R16 michelin' ) ) );
	}

	public function test_load_index_and_speed_rating_narrow_the_size(): void {
		$this->assertSame( array(), $this->names( array( 'tyre_size' => '205/55 R16 94V' ) ) );
		$this->assertContains( 'Goodyear UltraGrip 9+ 205/55 R16 91V', $this->names( array( 'tyre_size' => '205/55 R16 91V' ) ) );
	}

	public function test_a_tyre_size_that_is_not_a_size_is_a_clear_400(): void {
		foreach ( array( '205/57 R16', 'abc', '205/55 R16 91X', '205/55 R30' ) as $size ) {
			$request = new \WP_REST_Request( 'GET', '/wc/store/v1/products' );
			$request->set_query_params( array( 'tyre_size' => $size ) );
			$response = rest_do_request( $request );

			$this->assertSame( array( 400, 'rueda_invalid_tyre_size' ), array( $response->get_status(), $response->get_data()['code'] ), $size );
			$this->assertArrayHasKey( 'tyre_size', $response->get_data()['data']['params'] );
		}
	}
}
