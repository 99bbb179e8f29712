<?php
/**
 * A sale with first and last days.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Catalog;

use Rueda\Catalog\Module;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Tests\TestCase;

/**
 * The Store API's prices honour a sale's days, read in the shop's time zone (Madrid):
 * before its first day and after its last the regular price applies.
 *
 * @group object-cache
 */
final class ScheduledSaleTest extends TestCase {

	/**
	 * Creates a tyre with a sale from the admin route.
	 *
	 * @param string|null $from First day.
	 * @param string|null $to   Last day.
	 */
	private function tyre_on_sale( ?string $from, ?string $to ): int {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$response = $this->rest(
			'POST',
			'/rueda/v1/products',
			array(
				'kind'          => 'tyre',
				'status'        => 'publish',
				'name'          => 'Rebaja programada',
				'sku'           => 'SALE-' . strtoupper( wp_generate_password( 6, false ) ),
				'regular_price' => 10000,
				'sale_price'    => 8000,
				'sale_from'     => $from,
				'sale_to'       => $to,
			)
		);
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( $from, $response->get_data()['sale_from'] );
		$this->assertSame( $to, $response->get_data()['sale_to'] );
		wp_set_current_user( 0 );
		return $response->get_data()['id'];
	}

	/**
	 * The Store API's prices of a product.
	 *
	 * @param int $id Product id.
	 * @return array<string,mixed>
	 */
	private function prices( int $id ): array {
		return rest_do_request( new \WP_REST_Request( 'GET', "/wc/store/v1/products/{$id}" ) )->get_data()['prices'];
	}

	public function test_the_sale_price_applies_from_its_first_day_to_its_last_in_madrid(): void {
		$day = static fn( int $days ): string => wp_date( 'Y-m-d', time() + $days * DAY_IN_SECONDS );

		$running  = $this->prices( $this->tyre_on_sale( $day( 0 ), $day( 0 ) ) );
		$upcoming = $this->prices( $this->tyre_on_sale( $day( 1 ), $day( 10 ) ) );
		$over     = $this->prices( $this->tyre_on_sale( $day( -10 ), $day( -1 ) ) );
		$open     = $this->prices( $this->tyre_on_sale( null, null ) );

		$this->assertSame( array( '8000', '10000', '8000' ), array( $running['price'], $running['regular_price'], $running['sale_price'] ) );
		$this->assertSame( '10000', $upcoming['price'] );
		$this->assertSame( '10000', $over['price'] );
		$this->assertSame( '8000', $open['price'] );
	}

	public function test_the_on_sale_filter_lists_running_sales_only(): void {
		$running  = $this->tyre_on_sale( wp_date( 'Y-m-d' ), null );
		$upcoming = $this->tyre_on_sale( wp_date( 'Y-m-d', time() + DAY_IN_SECONDS ), null );
		$listed   = static function ( bool $on_sale ) use ( $running, $upcoming ): array {
			$request = new \WP_REST_Request( 'GET', '/wc/store/v1/products' );
			$request->set_param( 'include', array( $running, $upcoming ) );
			$request->set_param( 'on_sale', $on_sale );
			return array_column( rest_do_request( $request )->get_data(), 'id' );
		};

		$this->assertSame( array( $running ), $listed( true ) );
		$this->assertSame( array( $upcoming ), $listed( false ) );
	}

	public function test_the_shops_day_not_utcs_decides(): void {
		// 23:30 UTC on 31 December is already 1 January in Madrid.
		$this->assertSame( 'Europe/Madrid', wp_timezone_string() );
		$new_year = (string) ( (int) wp_date( 'Y' ) + 1 ) . '-01-01';
		$id       = $this->tyre_on_sale( $new_year, $new_year );
		$product  = ( new ProductRepository() )->get( $id );
		$eve_utc  = ( new \DateTimeImmutable( ( (int) wp_date( 'Y' ) ) . '-12-31 23:30:00', new \DateTimeZone( 'UTC' ) ) )->getTimestamp();

		$this->assertSame( $new_year, wp_date( 'Y-m-d', $eve_utc ) );
		$this->assertTrue( \Rueda\Domain\Catalog\ProductData::sale_applies( 8000, 10000, $new_year, $new_year, wp_date( 'Y-m-d', $eve_utc ) ) );
		$this->assertFalse( \Rueda\Domain\Catalog\ProductData::sale_applies( 8000, 10000, $new_year, $new_year, gmdate( 'Y-m-d', $eve_utc ) ) );
		$this->assertSame( 10000, $product->price(), 'not yet today' );
	}

	public function test_the_hourly_refresh_stores_the_days_price_for_the_listings(): void {
		global $wpdb;
		$id    = $this->tyre_on_sale( wp_date( 'Y-m-d' ), null );
		$table = \Rueda\Storage\Schema::table( \Rueda\Storage\Schema::PRODUCTS );
		// As if saved before the sale started.
		$wpdb->update( $table, array( 'price' => 10000 ), array( 'product_id' => $id ) );

		do_action( Module::SALE_PRICES_HOOK );

		$this->assertSame( 8000, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT price FROM %i WHERE product_id = %d', $table, $id ) ) ); // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- %i identifiers only (WPCS 2.3 predates them).
		$this->assertNotFalse( wp_next_scheduled( Module::SALE_PRICES_HOOK ) );
	}

	public function test_a_sale_ending_before_it_starts_is_refused(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$response = $this->rest(
			'POST',
			'/rueda/v1/products',
			array(
				'kind'          => 'service',
				'name'          => 'Equilibrado',
				'regular_price' => 1000,
				'sale_price'    => 800,
				'sale_from'     => '2026-12-10',
				'sale_to'       => '2026-12-01',
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$this->assertArrayHasKey( 'sale_to', $response->get_data()['data']['params'] );
	}
}
