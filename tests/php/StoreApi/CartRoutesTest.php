<?php
/**
 * The cart routes of the Store API.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Storage\Schema;
use Rueda\StoreApi\Routes\AbstractCartRoute;
use Rueda\StoreApi\Utilities\StoreNonce;
use Rueda\Tests\TestCase;

/**
 * GET /cart, add-item, update-item, remove-item: behaviour, headers, nonce and bad input.
 *
 * @group object-cache
 */
final class CartRoutesTest extends TestCase {

	private function sku( string $sku ): int {
		return ( new ProductRepository() )->find_id_by_sku( $sku );
	}

	private function write( string $path, array $body, array $headers = array() ): \WP_REST_Response {
		return $this->rest( 'POST', '/wc/store/v1/cart/' . $path, $body, $headers + array( 'Nonce' => StoreNonce::create() ) );
	}

	private function add( string $sku, int $quantity = 1 ): \WP_REST_Response {
		return $this->write(
			'add-item',
			array(
				'id'       => $this->sku( $sku ),
				'quantity' => $quantity,
			)
		);
	}

	public function test_an_empty_cart_has_every_key_of_the_contract(): void {
		$response = $this->rest( 'GET', '/wc/store/v1/cart' );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array( 'items', 'coupons', 'fees', 'totals', 'shipping_address', 'billing_address', 'needs_payment', 'needs_shipping', 'payment_requirements', 'has_calculated_shipping', 'shipping_rates', 'items_count', 'items_weight', 'cross_sells', 'errors', 'payment_methods', 'extensions' ),
			array_keys( $response->get_data() )
		);
		$this->assertSame( '0', $response->get_data()['totals']['total_price'] );
		$this->assertSame( '0', $response->get_data()['totals']['total_shipping'] );
	}

	public function test_responses_carry_the_store_api_headers(): void {
		$headers = $this->rest( 'GET', '/wc/store/v1/cart' )->get_headers();

		$this->assertSame( 'no-store', $headers['Cache-Control'] );
		$this->assertTrue( StoreNonce::verify( $headers['Nonce'] ) );
		$this->assertEqualsWithDelta( time(), (int) $headers['Nonce-Timestamp'], 5 );
		$this->assertSame( '0', $headers['User-ID'] );
		$this->assertMatchesRegularExpression( '/^[\w-]+\.[\w-]+\.[\w-]+$/', $headers['Cart-Token'] );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', $headers['Cart-Hash'] );
	}

	public function test_adding_a_tyre_prices_it_with_iva_included(): void {
		$response = $this->add( 'MIC-PILOTSPO-2055516', 2 );
		$cart     = $response->get_data();
		$item     = $cart['items'][0];

		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( 2, $cart['items_count'] );
		$this->assertSame( '14495', $item['prices']['price'] );
		$this->assertSame( '23959', $item['totals']['line_subtotal'], '289,90 / 1,21 rounded' );
		$this->assertSame( '5031', $item['totals']['line_subtotal_tax'] );
		// With the 9,95 shipping (822 + 173 IVA) estimated for the shop's address and the
		// ecovalor of two passenger car tyres (2 × 1,30 + 0,55 IVA).
		$this->assertSame( (string) ( 28990 + 995 + 315 ), $cart['totals']['total_price'] );
		$this->assertSame(
			array(
				array(
					'name'  => 'IVA',
					'price' => (string) ( 5031 + 173 + 55 ),
					'rate'  => '21%',
				),
			),
			$cart['totals']['tax_lines']
		);
		$this->assertTrue( $cart['needs_shipping'] );
		$this->assertSame(
			array(
				'minimum'     => 1,
				'maximum'     => 8,
				'multiple_of' => 1,
				'editable'    => true,
			),
			$item['quantity_limits']
		);
		$this->assertSame( 'Eficiencia de combustible', $item['item_data'][0]['name'] );
	}

	public function test_adding_the_same_product_again_grows_one_line(): void {
		$this->add( 'MIC-PILOTSPO-2055516' );
		$cart = $this->add( 'MIC-PILOTSPO-2055516', 3 )->get_data();

		$this->assertCount( 1, $cart['items'] );
		$this->assertSame( 4, $cart['items'][0]['quantity'] );
	}

	public function test_a_services_only_cart_needs_no_shipping(): void {
		$cart = $this->add( 'SRV-PREITV' )->get_data();

		$this->assertFalse( $cart['needs_shipping'] );
		$this->assertSame( '3500', $cart['totals']['total_price'] );
	}

	public function test_a_variation_is_chosen_by_its_attributes(): void {
		$parent = $this->sku( 'SRV-ALINEACION' );

		$missing = $this->write(
			'add-item',
			array(
				'id'       => $parent,
				'quantity' => 1,
			)
		);
		$chosen  = $this->write(
			'add-item',
			array(
				'id'        => $parent,
				'quantity'  => 1,
				'variation' => array(
					array(
						'attribute' => 'Ejes',
						'value'     => 'Ambos ejes',
					),
				),
			)
		);

		$this->assertSame( 'woocommerce_rest_variation_id_from_variation_data', $missing->get_data()['code'] );
		$this->assertSame( 201, $chosen->get_status() );
		$this->assertSame( $this->sku( 'SRV-ALINEACION-AMBOS' ), $chosen->get_data()['items'][0]['id'] );
		$this->assertSame(
			array(
				array(
					'attribute' => 'Ejes',
					'value'     => 'Ambos ejes',
				),
			),
			$chosen->get_data()['items'][0]['variation']
		);
		$this->assertSame( '5900', $chosen->get_data()['totals']['total_price'] );
	}

	public function test_stock_rules_refuse_what_cannot_be_sold(): void {
		$last_unit   = $this->add( 'MIC-CROSSCLI-2156016', 2 );
		$sold_out    = $this->add( 'CON-ALLSEASO-2355519' );
		$backorder   = $this->add( 'BRI-WEATHERC-2056016', 6 );
		$single      = $this->add( 'SRV-PREITV' );
		$single_more = $this->add( 'SRV-PREITV' );

		$this->assertSame( 'woocommerce_rest_product_partially_out_of_stock', $last_unit->get_data()['code'] );
		$this->assertSame( 'woocommerce_rest_product_out_of_stock', $sold_out->get_data()['code'] );
		$this->assertSame( 201, $backorder->get_status() );
		$this->assertTrue( $backorder->get_data()['items'][0]['show_backorder_badge'] );
		$this->assertSame( 201, $single->get_status() );
		$this->assertSame( 'woocommerce_rest_product_sold_individually', $single_more->get_data()['code'] );
	}

	public function test_update_and_remove_change_one_line(): void {
		$key = $this->add( 'MIC-PILOTSPO-2055516' )->get_data()['items'][0]['key'];
		$this->add( 'SRV-MONTAJE' );

		$updated = $this->write(
			'update-item',
			array(
				'key'      => $key,
				'quantity' => 4,
			)
		);
		$removed = $this->write( 'remove-item', array( 'key' => $key ) );

		$this->assertSame( 4, $updated->get_data()['items'][0]['quantity'] );
		$this->assertSame( array( 'Montaje de neumático' ), array_column( $removed->get_data()['items'], 'name' ) );
	}

	public function test_quantity_beyond_the_limits_is_refused(): void {
		$key = $this->add( 'SRV-MONTAJE' )->get_data()['items'][0]['key'];

		$response = $this->write(
			'update-item',
			array(
				'key'      => $key,
				'quantity' => 5,
			)
		);

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'woocommerce_rest_invalid_quantity', $response->get_data()['code'] );
		$this->assertSame( 1, $this->rest( 'GET', '/wc/store/v1/cart' )->get_data()['items'][0]['quantity'] );
	}

	public function test_a_change_is_redone_while_other_writes_land_first_then_409(): void {
		$this->add( 'SRV-MONTAJE' );
		$carts  = Schema::table( Schema::CARTS );
		$losses = 0;
		// Every versioned write of the cart finds another request's version (0 rows).
		$lost = static function ( string $sql ) use ( $carts, &$losses ): string {
			if ( ! str_starts_with( $sql, 'UPDATE `' . $carts . '`' ) ) {
				return $sql;
			}
			++$losses;
			return $sql . ' AND 1 = 0';
		};
		add_filter( 'query', $lost );
		$response = $this->add( 'MIC-PILOTSPO-2055516' );
		remove_filter( 'query', $lost );

		$this->assertSame( array( 409, 'rueda_cart_conflict' ), array( $response->get_status(), $response->get_data()['code'] ) );
		$this->assertSame( AbstractCartRoute::CHANGE_ATTEMPTS, $losses );
		$this->assertSame( array( 'Montaje de neumático' ), array_column( $response->get_data()['data']['cart']['items'], 'name' ), 'nothing half-written' );
	}

	public function test_an_unknown_line_is_a_409_that_carries_the_cart(): void {
		$this->add( 'SRV-MONTAJE' );

		$response = $this->write( 'remove-item', array( 'key' => str_repeat( 'a', 32 ) ) );

		$this->assertSame( 409, $response->get_status() );
		$this->assertSame( 'woocommerce_rest_cart_invalid_key', $response->get_data()['code'] );
		$this->assertSame( 'Montaje de neumático', $response->get_data()['data']['cart']['items'][0]['name'] );
	}

	/**
	 * Runs once per case of bad_quantities().
	 *
	 * @dataProvider bad_quantities
	 */
	public function test_bad_quantities_are_a_400_and_change_nothing( $quantity ): void {
		$response = $this->write(
			'add-item',
			array(
				'id'       => $this->sku( 'SRV-MONTAJE' ),
				'quantity' => $quantity,
			)
		);

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		$this->assertSame( array(), $this->rest( 'GET', '/wc/store/v1/cart' )->get_data()['items'] );
	}

	public static function bad_quantities(): array {
		return array(
			'zero'        => array( 0 ),
			'negative'    => array( -2 ),
			'fractional'  => array( 1.5 ),
			'non-numeric' => array( 'dos' ),
			'array'       => array( array( 1 ) ),
			'huge'        => array( PHP_INT_MAX ),
		);
	}

	public function test_unknown_products_and_html_are_refused_cleanly(): void {
		$unknown = $this->write(
			'add-item',
			array(
				'id'       => 999999,
				'quantity' => 1,
			)
		);
		$html    = $this->write(
			'add-item',
			array(
				'id'       => '<b>1</b>',
				'quantity' => 1,
			)
		);

		$this->assertSame( 'woocommerce_rest_cart_invalid_product', $unknown->get_data()['code'] );
		$this->assertSame( 400, $html->get_status() );
	}

	public function test_malformed_json_is_a_400_and_changes_nothing(): void {
		$request = new \WP_REST_Request( 'POST', '/wc/store/v1/cart/add-item' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_header( 'Nonce', StoreNonce::create() );
		$request->set_body( '{"id": 12, "quantity": ' );

		$response = rest_do_request( $request );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_json', $response->as_error()->get_error_code() );
		$this->assertSame( 0, $this->rest( 'GET', '/wc/store/v1/cart' )->get_data()['items_count'] );
	}

	public function test_writes_need_a_nonce(): void {
		$body = array(
			'id'       => $this->sku( 'SRV-MONTAJE' ),
			'quantity' => 1,
		);

		$missing = $this->rest( 'POST', '/wc/store/v1/cart/add-item', $body );
		$forged  = $this->rest( 'POST', '/wc/store/v1/cart/add-item', $body, array( 'Nonce' => 'abc123' ) );

		$this->assertSame( 401, $missing->get_status() );
		$this->assertSame( 'woocommerce_rest_missing_nonce', $missing->get_data()['code'] );
		$this->assertSame( 403, $forged->get_status() );
		$this->assertSame( 'woocommerce_rest_invalid_nonce', $forged->get_data()['code'] );
	}

	public function test_a_cart_token_replaces_the_nonce_and_names_the_cart(): void {
		$token = $this->rest( 'GET', '/wc/store/v1/cart' )->get_headers()['Cart-Token'];
		unset( $_COOKIE[ \Rueda\Domain\Cart\CartSession::COOKIE ] );

		$added = $this->rest(
			'POST',
			'/wc/store/v1/cart/add-item',
			array(
				'id'       => $this->sku( 'SRV-MONTAJE' ),
				'quantity' => 2,
			),
			array( 'Cart-Token' => $token )
		);
		$again = $this->rest( 'GET', '/wc/store/v1/cart', array(), array( 'Cart-Token' => $token ) );
		$other = $this->rest( 'GET', '/wc/store/v1/cart' );

		$this->assertSame( 201, $added->get_status() );
		$this->assertSame( 2, $again->get_data()['items_count'] );
		$this->assertSame( 0, $other->get_data()['items_count'], 'another shopper sees another cart' );
	}

	public function test_forged_cart_tokens_are_refused(): void {
		$token            = $this->rest( 'GET', '/wc/store/v1/cart' )->get_headers()['Cart-Token'];
		[ , $payload ]    = explode( '.', $token );
		$none             = rtrim( strtr( base64_encode( '{"alg":"none","typ":"JWT"}' ), '+/', '-_' ), '=' ) . '.' . $payload . '.';
		$tampered_payload = rtrim( strtr( base64_encode( '{"user_id":"u_1","exp":9999999999,"iss":"' . get_bloginfo( 'url' ) . '"}' ), '+/', '-_' ), '=' );
		[ $head, , $sig ] = explode( '.', $token );
		$tampered         = $head . '.' . $tampered_payload . '.' . $sig;
		$expired          = \Rueda\StoreApi\Utilities\CartToken::issue( 'g_' . str_repeat( 'a', 32 ), time() - 3 * DAY_IN_SECONDS );

		foreach ( array( $none, $tampered, $expired, 'garbage' ) as $forged ) {
			$response = $this->rest( 'GET', '/wc/store/v1/cart', array(), array( 'Cart-Token' => $forged ) );
			$this->assertSame( 401, $response->get_status() );
			$this->assertSame( 'woocommerce_rest_invalid_cart_token', $response->get_data()['code'] );
		}
	}

	public function test_a_guest_cookie_cannot_name_a_customers_cart(): void {
		$customer = $this->create_user( 'customer' );
		wp_set_current_user( $customer );
		$this->add( 'SRV-MONTAJE' );
		wp_set_current_user( 0 );

		$_COOKIE[ \Rueda\Domain\Cart\CartSession::COOKIE ] = 'u_' . $customer;

		$this->assertSame( 0, $this->rest( 'GET', '/wc/store/v1/cart' )->get_data()['items_count'] );
	}
}
