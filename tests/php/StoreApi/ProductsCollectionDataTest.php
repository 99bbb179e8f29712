<?php
/**
 * GET /products/collection-data: the counts beside Tienda's filter options.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Tests\TestCase;

/**
 * Every count is what the listing would show if the shopper ticked that option, with the
 * other filters as they are: checked against GET /products itself on the demo catalogue.
 *
 * @group object-cache
 */
final class ProductsCollectionDataTest extends TestCase {

	/**
	 * A Store API GET.
	 *
	 * @param string              $route Route under wc/store/v1.
	 * @param array<string,mixed> $query Query parameters.
	 */
	private function get( string $route, array $query ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'GET', '/wc/store/v1' . $route );
		$request->set_query_params( $query );
		return rest_do_request( $request );
	}

	/**
	 * The products a listing finds (every page).
	 *
	 * @param array<string,mixed> $query Filters.
	 * @return list<array<string,mixed>>
	 */
	private function listing( array $query ): array {
		$response = $this->get( '/products', $query + array( 'per_page' => 100 ) );
		$this->assertSame( 200, $response->get_status() );
		return $response->get_data();
	}

	/**
	 * Collection data, asserted 200.
	 *
	 * @param array<string,mixed> $query Query parameters.
	 * @return array<string,mixed>
	 */
	private function counts( array $query ): array {
		$response = $this->get( '/products/collection-data', $query );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/**
	 * The terms of a taxonomy by id.
	 *
	 * @param string $taxonomy Taxonomy.
	 * @return array<int,string> Slug by term id.
	 */
	private function slugs( string $taxonomy ): array {
		return array_column(
			get_terms(
				array(
					'taxonomy'   => $taxonomy,
					'hide_empty' => false,
				)
			),
			'slug',
			'term_id'
		);
	}

	public function test_an_or_facet_counts_its_options_without_its_own_choice_and_with_every_other_filter(): void {
		$filters = array(
			'tyre_size'  => '205/55 R16',
			'attributes' => array(
				array(
					'attribute' => 'rueda_pa_brand',
					'operator'  => 'in',
					'slug'      => array( 'michelin' ),
				),
			),
		);
		$data    = $this->counts( $filters + array( 'calculate_attribute_counts' => array( array( 'taxonomy' => 'rueda_pa_brand' ) ) ) );

		$expected = array();
		foreach ( $this->slugs( 'rueda_pa_brand' ) as $term_id => $slug ) {
			$found = count(
				$this->listing(
					array(
						'tyre_size'  => '205/55 R16',
						'attributes' => array(
							array(
								'attribute' => 'rueda_pa_brand',
								'slug'      => array( $slug ),
							),
						),
					)
				)
			);
			if ( $found ) {
				$expected[] = array(
					'term'  => $term_id,
					'count' => $found,
				);
			}
		}
		$this->assertGreaterThanOrEqual( 3, count( $expected ), 'several brands make 205/55 R16' );
		$this->assertEqualsCanonicalizing( $expected, $data['attribute_counts'] );
		$this->assertNull( $data['stock_status_counts'], 'not asked for' );
	}

	public function test_an_and_facet_and_the_other_facets_count_with_every_filter(): void {
		$michelin  = array(
			'attributes' => array(
				array(
					'attribute' => 'rueda_pa_brand',
					'slug'      => array( 'michelin' ),
				),
			),
		);
		$data      = $this->counts(
			$michelin + array(
				'calculate_attribute_counts' => array(
					array(
						'taxonomy'   => 'rueda_pa_brand',
						'query_type' => 'and',
					),
					array( 'taxonomy' => 'rueda_pa_season' ),
				),
			)
		);
		$michelins = count( $this->listing( $michelin ) );
		$counts    = array_column( $data['attribute_counts'], 'count', 'term' );
		$brand_id  = array_search( 'michelin', $this->slugs( 'rueda_pa_brand' ), true );

		$this->assertSame( $michelins, $counts[ $brand_id ] );
		$seasons = array_intersect_key( $counts, $this->slugs( 'rueda_pa_season' ) );
		$this->assertNotEmpty( $seasons );
		$this->assertLessThanOrEqual( $michelins, max( $seasons ), 'seasons counted among Michelin tyres only' );
	}

	public function test_stock_counts_leave_out_the_stock_filter_and_add_up_to_the_listing(): void {
		$data   = $this->counts(
			array(
				'category'                      => 'neumaticos',
				'stock_status'                  => array( 'instock' ),
				'calculate_stock_status_counts' => true,
			)
		);
		$counts = array_column( $data['stock_status_counts'], 'count', 'status' );

		$this->assertSame( count( $this->listing( array( 'category' => 'neumaticos' ) ) ), array_sum( $counts ) );
		$this->assertSame(
			count(
				$this->listing(
					array(
						'category'     => 'neumaticos',
						'stock_status' => array( 'instock' ),
					)
				)
			),
			$counts['instock']
		);
	}

	public function test_the_price_range_is_that_of_the_matching_products_in_minor_units(): void {
		$data   = $this->counts(
			array(
				'tyre_size'             => '205/55 R16',
				'calculate_price_range' => true,
			)
		);
		$prices = array_map( static fn( array $product ): int => (int) $product['prices']['price'], $this->listing( array( 'tyre_size' => '205/55 R16' ) ) );

		$this->assertSame( array( (string) min( $prices ), (string) max( $prices ), 'EUR' ), array( $data['price_range']['min_price'], $data['price_range']['max_price'], $data['price_range']['currency_code'] ) );
	}

	public function test_nothing_matching_counts_nothing(): void {
		$data = $this->counts(
			array(
				'search'                        => 'zzz-no-such-tyre',
				'calculate_attribute_counts'    => array( array( 'taxonomy' => 'rueda_pa_brand' ) ),
				'calculate_stock_status_counts' => true,
				'calculate_price_range'         => true,
			)
		);
		$this->assertSame( array( array(), array(), null ), array( $data['attribute_counts'], $data['stock_status_counts'], $data['price_range'] ) );
	}

	public function test_bad_input_is_a_clear_400_and_an_unknown_taxonomy_counts_nothing(): void {
		$bad = array(
			array( 'calculate_attribute_counts' => 'rueda_pa_brand' ),
			array( 'calculate_attribute_counts' => array( array( 'query_type' => 'or' ) ) ),
			array(
				'calculate_attribute_counts' => array(
					array(
						'taxonomy'   => 'rueda_pa_brand',
						'query_type' => 'xor',
					),
				),
			),
			array( 'calculate_attribute_counts' => array_fill( 0, 21, array( 'taxonomy' => 'rueda_pa_brand' ) ) ),
			array( 'calculate_stock_status_counts' => 'maybe' ),
			array( 'stock_status' => array( "instock' OR 1=1 --" ) ),
		);
		foreach ( $bad as $query ) {
			$response = $this->get( '/products/collection-data', $query );
			$this->assertSame( array( 400, 'rest_invalid_param' ), array( $response->get_status(), $response->get_data()['code'] ), (string) wp_json_encode( $query ) );
		}

		$data = $this->counts( array( 'calculate_attribute_counts' => array( array( 'taxonomy' => "rueda_pa_brand' OR 1=1" ) ) ) );
		$this->assertSame( array(), $data['attribute_counts'] );
	}
}
