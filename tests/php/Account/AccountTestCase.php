<?php
/**
 * Helpers for the customer's account route tests.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Account;

use Rueda\Domain\Cart\CartSession;
use Rueda\Domain\Customers\CustomerAccounts;
use Rueda\Tests\StoreApi\CheckoutTestCase;

/**
 * Customers who place orders through the checkout, then call rueda/v1/account.
 */
abstract class AccountTestCase extends CheckoutTestCase {

	public const OTHER_TYRE = 'MIC-PRIMACY4-1956515';

	/**
	 * Rate-limit options a test turns on, by action.
	 *
	 * @var array<string,array<string,mixed>>
	 */
	protected array $limits = array();

	protected function set_up(): void {
		parent::set_up();
		$this->limits = array();
		add_filter( 'rueda_store_api_rate_limit_options', array( $this, 'limit' ), 10, 2 );
		$this->set_stock( self::TYRE, 20 );
		$this->set_stock( self::OTHER_TYRE, 20 );
	}

	protected function tear_down(): void {
		remove_filter( 'rueda_store_api_rate_limit_options', array( $this, 'limit' ) );
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] ); // A password change logs the customer in again.
		parent::tear_down();
	}

	/**
	 * The rate-limit options of an action, as the test set them.
	 *
	 * @param array<string,mixed> $options Options.
	 * @param string              $action  Action.
	 * @return array<string,mixed>
	 */
	public function limit( array $options, string $action ): array {
		return array_merge( $options, $this->limits[ $action ] ?? array() );
	}

	/**
	 * A new customer account; returns its id.
	 */
	protected function customer(): int {
		CustomerAccounts::ensure_role();
		return $this->create_user( CustomerAccounts::ROLE );
	}

	/**
	 * Places an order as a customer (0: as a guest) with these products; returns its id.
	 *
	 * @param int                 $user_id  Customer, or 0.
	 * @param array<string,int>   $products Units by SKU.
	 * @param array<string,mixed> $changes Checkout payload changes.
	 */
	protected function place( int $user_id, array $products = array( self::TYRE => 1 ), array $changes = array() ): int {
		wp_set_current_user( $user_id );
		unset( $_COOKIE[ CartSession::COOKIE ] );
		foreach ( $products as $sku => $units ) {
			$this->add( $sku, $units );
		}
		$body = $this->checkout( $this->payload( $changes ) )->get_data();
		$this->assertArrayHasKey( 'order_id', $body, (string) wp_json_encode( $body ) );
		return (int) $body['order_id'];
	}

	/**
	 * A request to rueda/v1 as the current user.
	 *
	 * @param string              $method Method.
	 * @param string              $path   Path after /rueda/v1/account.
	 * @param array<string,mixed> $body   JSON body (or query for GET).
	 */
	protected function account( string $method, string $path = '', array $body = array() ): \WP_REST_Response {
		if ( 'GET' === $method && $body ) {
			$request = new \WP_REST_Request( 'GET', '/rueda/v1/account' . $path );
			$request->set_query_params( $body );
			return rest_do_request( $request );
		}
		return $this->rest( $method, '/rueda/v1/account' . $path, $body );
	}

	/**
	 * Status and code of an answer.
	 *
	 * @param \WP_REST_Response $response Response.
	 * @return array{0:int,1:string}
	 */
	protected function refusal( \WP_REST_Response $response ): array {
		return array( $response->get_status(), (string) ( $response->get_data()['code'] ?? '' ) );
	}
}
