<?php
/**
 * The admin coupons routes.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Admin;

use Rueda\Admin\Capabilities;
use Rueda\Domain\Catalog\PostTypes;
use Rueda\Domain\Coupons\CouponRepository;
use Rueda\Tests\StoreApi\CartTestCase;

/**
 * Who reaches the coupons, their life cycle, the checks on every field, and that the cart
 * honours a coupon made here.
 */
final class CouponsRouteTest extends CartTestCase {

	use OtherIdRequests;

	private const PATH = '/rueda/v1/coupons';

	/**
	 * A GET with query arguments.
	 *
	 * @param string              $path  Route.
	 * @param array<string,mixed> $query Query.
	 */
	private function get( string $path, array $query = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'GET', $path );
		$request->set_query_params( $query );
		return rest_do_request( $request );
	}

	/**
	 * A valid new coupon.
	 *
	 * @param array<string,mixed> $changes Fields to change.
	 * @return array<string,mixed>
	 */
	private function coupon( array $changes = array() ): array {
		return array_merge(
			array(
				'code'          => 'Otono25',
				'discount_type' => 'fixed_cart',
				'amount'        => 12.5,
				'description'   => 'Doce con cincuenta de descuento.',
			),
			$changes
		);
	}

	public function test_only_shop_managers_and_administrators_reach_the_coupons(): void {
		$id = ( new CouponRepository() )->find( 'bienvenida10' )->id;
		$this->assertSame( 401, $this->get( self::PATH )->get_status(), 'visitor' );
		$this->assertSame( 401, $this->rest( 'POST', self::PATH, $this->coupon() )->get_status(), 'visitor create' );
		$this->assertSame( 401, $this->rest( 'DELETE', self::PATH . "/{$id}" )->get_status(), 'visitor delete' );

		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$this->assertSame( 403, $this->get( self::PATH )->get_status(), 'customer' );
		$this->assertSame( 403, $this->rest( 'PUT', self::PATH . "/{$id}", array( 'amount' => 90 ) )->get_status(), 'customer update' );
		$this->assertSame( 403, $this->rest( 'DELETE', self::PATH . "/{$id}" )->get_status(), 'customer delete' );
		$this->assertNull( ( new CouponRepository() )->find( 'otono25' ) );
		$this->assertSame( 10.0, (float) ( new CouponRepository() )->find( 'bienvenida10' )->get( 'amount' ) );

		foreach ( array( Capabilities::ROLE, 'administrator' ) as $role ) {
			wp_set_current_user( $this->create_user( $role ) );
			$this->assertSame( 200, $this->get( self::PATH )->get_status(), $role );
			$this->assertSame( 200, $this->get( self::PATH . "/{$id}" )->get_status(), $role );
		}
	}

	public function test_a_coupon_is_created_read_updated_and_deleted(): void {
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );

		$created = $this->rest( 'POST', self::PATH, $this->coupon( array( 'minimum_amount' => 50 ) ) );
		$this->assertSame( 201, $created->get_status(), wp_json_encode( $created->get_data() ) );
		$coupon = $created->get_data();
		$this->assertSame( array( 'Otono25', 'fixed_cart', 12.5, 50.0, 0 ), array( $coupon['code'], $coupon['discount_type'], $coupon['amount'], $coupon['minimum_amount'], $coupon['usage_count'] ) );
		$stored = ( new CouponRepository() )->find( 'otono25' );
		$this->assertSame( array( 1250, 5000 ), array( $stored->get( 'amount' ), $stored->get( 'minimum_amount' ) ), 'money stored in cents' );

		$this->assertSame( $coupon, $this->get( self::PATH . '/' . $coupon['id'] )->get_data() );

		$updated = $this->rest(
			'PATCH',
			self::PATH . '/' . $coupon['id'],
			array(
				'code'          => 'OTONO30',
				'discount_type' => 'percent',
				'amount'        => 30,
				'expires'       => '2099-11-30',
				'usage_limit'   => 3,
				'free_shipping' => true,
			)
		);
		$this->assertSame( 200, $updated->get_status(), wp_json_encode( $updated->get_data() ) );
		$this->assertSame( array( 'OTONO30', 'percent', 30.0, '2099-11-30', 3, true, 50.0 ), array( $updated->get_data()['code'], $updated->get_data()['discount_type'], $updated->get_data()['amount'], $updated->get_data()['expires'], $updated->get_data()['usage_limit'], $updated->get_data()['free_shipping'], $updated->get_data()['minimum_amount'] ) );
		$this->assertNull( ( new CouponRepository() )->find( 'otono25' ), 'renamed, not copied' );
		$this->assertSame( $coupon['id'], ( new CouponRepository() )->find( 'otono30' )->id );

		$deleted = $this->rest( 'DELETE', self::PATH . '/' . $coupon['id'] );
		$this->assertSame( 200, $deleted->get_status() );
		$this->assertTrue( $deleted->get_data()['deleted'] );
		$this->assertSame( 'OTONO30', $deleted->get_data()['previous']['code'] );
		$this->assertNull( ( new CouponRepository() )->find( 'otono30' ) );
		$this->assertSame( array( 404, 'rueda_coupon_not_found' ), array( $this->get( self::PATH . '/' . $coupon['id'] )->get_status(), $this->get( self::PATH . '/' . $coupon['id'] )->get_data()['code'] ) );
		$this->assertSame( 404, $this->rest( 'DELETE', self::PATH . '/' . $coupon['id'] )->get_status() );
	}

	public function test_the_list_searches_filters_sorts_and_pages(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		foreach ( array(
			'lista-a' => 5,
			'lista-b' => 40,
			'lista-c' => 20,
		) as $code => $amount ) {
			$this->assertSame(
				201,
				$this->rest(
					'POST',
					self::PATH,
					$this->coupon(
						array(
							'code'          => $code,
							'discount_type' => 'percent',
							'amount'        => $amount,
						)
					)
				)->get_status()
			);
		}
		$this->rest( 'POST', self::PATH, $this->coupon( array( 'code' => 'lista-fija' ) ) );

		$page = $this->get(
			self::PATH,
			array(
				'search'        => 'LISTA',
				'discount_type' => 'percent',
				'orderby'       => 'amount',
				'order'         => 'desc',
				'per_page'      => 2,
			)
		);
		$this->assertSame( 200, $page->get_status(), wp_json_encode( $page->get_data() ) );
		$this->assertSame( array( 'lista-b', 'lista-c' ), array_column( $page->get_data(), 'code' ) );
		$this->assertSame( array( '3', '2' ), array( $page->get_headers()['X-WP-Total'], $page->get_headers()['X-WP-TotalPages'] ) );

		$second = $this->get(
			self::PATH,
			array(
				'search'        => 'lista',
				'discount_type' => array( 'percent', 'fixed_cart' ),
				'orderby'       => 'code',
				'order'         => 'asc',
				'per_page'      => 3,
				'page'          => 2,
			)
		);
		$this->assertSame( array( 'lista-fija' ), array_column( $second->get_data(), 'code' ) );

		$bad = $this->get( self::PATH, array( 'orderby' => 'post_password' ) );
		$this->assertSame( 400, $bad->get_status() );
		$this->assertArrayHasKey( 'orderby', $bad->get_data()['data']['params'] );
	}

	/**
	 * An id in the body or the query names another coupon; the URL's is the one used.
	 *
	 * @dataProvider other_id_places
	 *
	 * @param string $place Where the other id goes.
	 */
	public function test_only_the_coupon_in_the_url_is_checked_read_changed_or_deleted( string $place ): void {
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
		$target = $this->rest( 'POST', self::PATH, $this->coupon( array( 'code' => 'fijo-url' ) ) )->get_data();
		$other  = $this->rest(
			'POST',
			self::PATH,
			$this->coupon(
				array(
					'code'          => 'porcentaje-otro',
					'discount_type' => 'percent',
					'amount'        => 10,
				)
			)
		)->get_data();
		$path   = self::PATH . '/' . $target['id'];
		$amount = static fn( array $coupon ) => ( new CouponRepository() )->get( $coupon['id'] )?->get( 'amount' );

		$this->assertSame( 'fijo-url', $this->rest_with_other_id( 'GET', $path, $place, $other['id'] )->get_data()['code'] );

		// 150 is a fine fixed amount; only the other coupon's percentage would refuse it.
		$updated = $this->rest_with_other_id( 'PUT', $path, $place, $other['id'], array( 'amount' => 150 ) );
		$this->assertSame( 200, $updated->get_status(), wp_json_encode( $updated->get_data() ) );
		$this->assertSame( array( 15000, 10.0 ), array( $amount( $target ), $amount( $other ) ) );

		$this->assertSame( 200, $this->rest_with_other_id( 'DELETE', $path, $place, $other['id'] )->get_status() );
		$this->assertSame( array( null, 10.0 ), array( $amount( $target ), $amount( $other ) ) );
	}

	public function test_a_page_past_the_last_is_empty_with_the_real_totals(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		foreach ( array( 'pagina-a', 'pagina-b', 'pagina-c' ) as $code ) {
			$this->assertSame( 201, $this->rest( 'POST', self::PATH, $this->coupon( array( 'code' => $code ) ) )->get_status() );
		}
		foreach ( array( 3, 4, 1000, PHP_INT_MAX ) as $page ) {
			$response = $this->get(
				self::PATH,
				array(
					'search'   => 'pagina-',
					'per_page' => 2,
					'page'     => $page,
				)
			);
			$this->assertSame( 200, $response->get_status(), "page {$page}" );
			$this->assertSame( array(), $response->get_data(), "page {$page}" );
			$this->assertSame( array( '3', '2' ), array( (string) $response->get_headers()['X-WP-Total'], (string) $response->get_headers()['X-WP-TotalPages'] ), "page {$page}" );
		}
	}

	public function test_a_code_another_coupon_has_is_refused_with_409(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$duplicate = $this->rest( 'POST', self::PATH, $this->coupon( array( 'code' => ' BIENVENIDA10 ' ) ) );
		$this->assertSame( array( 409, 'rueda_coupon_exists' ), array( $duplicate->get_status(), $duplicate->get_data()['code'] ) );
		$this->assertArrayHasKey( 'code', $duplicate->get_data()['data']['params'] );

		$mine    = $this->rest( 'POST', self::PATH, $this->coupon() )->get_data();
		$renamed = $this->rest( 'PUT', self::PATH . '/' . $mine['id'], array( 'code' => 'enviogratis' ) );
		$this->assertSame( array( 409, 'rueda_coupon_exists' ), array( $renamed->get_status(), $renamed->get_data()['code'] ) );
		$this->assertSame( 200, $this->rest( 'PUT', self::PATH . '/' . $mine['id'], array( 'code' => 'OTONO25' ) )->get_status(), 'its own code' );
	}

	/**
	 * Bad values and the field each names.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string}>
	 */
	public static function bad_values(): array {
		return array(
			'empty code'            => array( array( 'code' => '   ' ), 'code' ),
			'long code'             => array( array( 'code' => str_repeat( 'a', 51 ) ), 'code' ),
			'markup in the code'    => array( array( 'code' => '<img src=x onerror=alert(1)>' ), 'code' ),
			'unknown type'          => array( array( 'discount_type' => 'regalo' ), 'discount_type' ),
			'amount as text'        => array( array( 'amount' => 'mucho' ), 'amount' ),
			'negative amount'       => array( array( 'amount' => -5 ), 'amount' ),
			'percent over 100'      => array(
				array(
					'discount_type' => 'percent',
					'amount'        => 120,
				),
				'amount',
			),
			'huge amount'           => array( array( 'amount' => 2000000 ), 'amount' ),
			'free shipping as text' => array( array( 'free_shipping' => 'sí' ), 'free_shipping' ),
			'date format'           => array( array( 'expires' => '30/11/2099' ), 'expires' ),
			'impossible date'       => array( array( 'expires' => '2099-02-30' ), 'expires' ),
			'negative usage limit'  => array( array( 'usage_limit' => -1 ), 'usage_limit' ),
			'per-user limit text'   => array( array( 'usage_limit_per_user' => 'dos' ), 'usage_limit_per_user' ),
			'negative minimum'      => array( array( 'minimum_amount' => -1 ), 'minimum_amount' ),
			'maximum under minimum' => array(
				array(
					'minimum_amount' => 100,
					'maximum_amount' => 50,
				),
				'maximum_amount',
			),
			'unknown product'       => array( array( 'product_ids' => array( 999999 ) ), 'product_ids' ),
			'a page as product'     => array( array( 'excluded_product_ids' => array( 'página' ) ), 'excluded_product_ids' ),
			'unknown category'      => array( array( 'category_ids' => array( 999999 ) ), 'category_ids' ),
			'excluded category'     => array( array( 'excluded_category_ids' => array( -3 ) ), 'excluded_category_ids' ),
			'individual use list'   => array( array( 'individual_use' => array( true ) ), 'individual_use' ),
			'long description'      => array( array( 'description' => str_repeat( 'x', 501 ) ), 'description' ),
		);
	}

	/**
	 * Each bad value is refused on create and on update, naming its field in Spanish; nothing
	 * is saved.
	 *
	 * @dataProvider bad_values
	 *
	 * @param array<string,mixed> $body  Body.
	 * @param string              $field The field at fault.
	 */
	public function test_bad_values_are_refused_by_field( array $body, string $field ): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$id = ( new CouponRepository() )->find( 'bienvenida10' )->id;

		$created = $this->rest( 'POST', self::PATH, $this->coupon( $body ) );
		$updated = $this->rest( 'PUT', self::PATH . "/{$id}", $body + array( 'description' => 'cambiado' ) );

		foreach ( array( $created, $updated ) as $response ) {
			$this->assertSame( 400, $response->get_status() );
			$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
			$this->assertSame( array( $field ), array_keys( $response->get_data()['data']['params'] ) );
		}
		$this->assertNull( ( new CouponRepository() )->find( 'otono25' ) );
		$this->assertSame( '10 % de descuento en tu primera compra.', ( new CouponRepository() )->find( 'bienvenida10' )->get( 'description' ) );
	}

	public function test_the_shops_own_messages_are_spanish_and_required_fields_are_named(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$refused = $this->rest(
			'POST',
			self::PATH,
			$this->coupon(
				array(
					'discount_type' => 'percent',
					'amount'        => 150,
				)
			)
		);
		$this->assertSame( \Rueda\Admin\Rest\Refusals::named( 'amount', __( 'A percentage goes from 0 to 100.', 'rueda' ) ), $refused->get_data()['data']['params']['amount'] );
		$this->assertStringEndsWith( ': un porcentaje va de 0 a 100.', $refused->get_data()['data']['params']['amount'] );
		$this->assertSame( 'rueda_invalid_coupon_amount', $refused->get_data()['data']['details']['amount']['code'] );

		$missing = $this->rest( 'POST', self::PATH, array( 'description' => 'sin código' ) );
		$this->assertSame( 400, $missing->get_status() );
		$this->assertSame( array( 'code', 'discount_type', 'amount' ), array_keys( $missing->get_data()['data']['params'] ) );

		// A percentage above 100 cannot sneak in by changing only the type of a fixed coupon.
		$fixed = $this->rest( 'POST', self::PATH, $this->coupon( array( 'amount' => 150 ) ) )->get_data();
		$this->assertSame(
			400,
			$this->rest(
				'PATCH',
				self::PATH . '/' . $fixed['id'],
				array(
					'amount'        => 150,
					'discount_type' => 'percent',
				)
			)->get_status()
		);
	}

	public function test_markup_in_the_description_stays_inert(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$coupon = $this->rest(
			'POST',
			self::PATH,
			$this->coupon(
				array(
					'code'        => "x'); DROP TABLE wp_posts; --",
					'description' => '<script>alert(1)</script>Descuento <b>grande</b>',
				)
			)
		)->get_data();

		$this->assertSame( 'Descuento grande', $coupon['description'] );
		$this->assertSame( "x'); DROP TABLE wp_posts; --", $coupon['code'], 'stored as text' );
		$this->assertNotNull( ( new CouponRepository() )->find( "x'); DROP TABLE wp_posts; --" ) );
	}

	public function test_the_list_says_whether_each_coupon_can_be_used(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$status = fn( array $changes ): string => $this->rest( 'POST', self::PATH, $this->coupon( $changes ) )->get_data()['status'];

		$this->assertSame( 'active', $status( array( 'code' => 'estado-activo' ) ) );
		$this->assertSame(
			'active',
			$status(
				array(
					'code'    => 'estado-hoy',
					'expires' => wp_date( 'Y-m-d' ),
				)
			),
			'usable until the end of its day'
		);
		$this->assertSame(
			'expired',
			$status(
				array(
					'code'    => 'estado-caducado',
					'expires' => '2020-01-31',
				)
			)
		);
		$this->assertSame( wp_date( (string) get_option( 'date_format' ), (int) strtotime( '2020-01-31 12:00:00 UTC' ) ), $this->get( self::PATH, array( 'search' => 'estado-caducado' ) )->get_data()[0]['expires_display'] );
		$used_up = $this->rest(
			'POST',
			self::PATH,
			$this->coupon(
				array(
					'code'        => 'estado-agotado',
					'usage_limit' => 2,
				)
			)
		)->get_data();
		$this->assertSame( 'active', $used_up['status'] );
		$rules                = get_post_meta( $used_up['id'], '_rueda_coupon', true );
		$rules['usage_count'] = 2;
		update_post_meta( $used_up['id'], '_rueda_coupon', $rules );
		$this->assertSame( 'used_up', $this->get( self::PATH . '/' . $used_up['id'] )->get_data()['status'] );
		$this->assertSame( \Rueda\Admin\Rest\DisplayDate::moment( get_post_field( 'post_date_gmt', $used_up['id'] ) ), $used_up['date_display'] );
		$this->assertSame( '', $used_up['expires_display'] );
	}

	public function test_a_code_typed_in_capitals_is_shown_so_and_still_matched_in_any_case(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$made = $this->rest( 'POST', self::PATH, $this->coupon( array( 'code' => ' VeranoXL ' ) ) )->get_data();
		$this->assertSame( 'VeranoXL', $made['code'] );
		$this->assertSame( 'veranoxl', get_post_field( 'post_title', $made['id'] ), 'keyed in lower case' );
		$this->assertSame( $made['id'], ( new CouponRepository() )->find( 'VERANOXL' )?->id );

		$duplicate = $this->rest( 'POST', self::PATH, $this->coupon( array( 'code' => 'veranoxl' ) ) );
		$this->assertSame( 409, $duplicate->get_status() );
		$this->assertSame( 'VeranoXL', $this->rest( 'PUT', self::PATH . '/' . $made['id'], array( 'amount' => 20 ) )->get_data()['code'], 'kept when the code is not sent' );
		$this->assertSame( 'VERANOXL', $this->rest( 'PUT', self::PATH . '/' . $made['id'], array( 'code' => 'VERANOXL' ) )->get_data()['code'] );
	}

	public function test_the_demo_coupons_read_as_the_shop_writes_them(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$codes = array_column( $this->rest( 'GET', self::PATH, array( 'per_page' => 100 ) )->get_data(), 'code' );

		$this->assertContains( 'BIENVENIDA10', $codes );
		$this->assertContains( 'ENVIOGRATIS', $codes );
		$this->assertSame( 'bienvenida10', ( new CouponRepository() )->find( 'Bienvenida10' )?->code, 'matched in any case' );
	}

	public function test_a_coupon_created_here_discounts_the_cart(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$tyre = $this->sku( 'MIC-PILOTSPO-2055516' );
		$made = $this->rest(
			'POST',
			self::PATH,
			$this->coupon(
				array(
					'code'          => 'Rueda15',
					'discount_type' => 'percent',
					'amount'        => 15,
					'product_ids'   => array( $tyre ),
				)
			)
		);
		$this->assertSame( 201, $made->get_status(), wp_json_encode( $made->get_data() ) );
		$this->assertSame( array( $tyre ), $made->get_data()['product_ids'] );
		$this->assertSame( 'Rueda15', $made->get_data()['code'], 'shown as typed' );
		$this->assertSame( 'Rueda15', $this->get( self::PATH, array( 'search' => 'RUEDA' ) )->get_data()[0]['code'] );
		$this->assertSame( PostTypes::PRODUCT, get_post_type( $tyre ) );
		wp_set_current_user( 0 );

		$this->add( 'MIC-PILOTSPO-2055516', 2 );
		$response = $this->write( 'apply-coupon', array( 'code' => 'RUEDA15' ) );

		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$coupon = $response->get_data()['coupons'][0];
		$this->assertSame( 'rueda15', $coupon['code'] );
		$this->assertSame( (int) round( 28990 * 0.15 ), (int) $coupon['totals']['total_discount'] + (int) $coupon['totals']['total_discount_tax'], '15 % of 289,90 €' );
	}
}
