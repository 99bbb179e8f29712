<?php
/**
 * GET and POST /rueda/v1/account/addresses.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Account\Rest;

use Rueda\Admin\Rest\FieldCheck;
use Rueda\Domain\Cart\CartService;
use Rueda\Domain\Cart\CartSession;
use Rueda\Domain\Customers\AddressRules;
use Rueda\Domain\Customers\CustomerAccounts;
use Rueda\Domain\Customers\CustomerAddresses;
use Rueda\Domain\Shipping\RateSelection;
use Rueda\Domain\ShopException;
use Rueda\Rest\Answers;
use Rueda\Rest\Routes;
use Rueda\StoreApi\Schemas\CartSchema;

/**
 * The customer's billing and shipping addresses: the ones the checkout keeps after each
 * order (CustomerAccounts) and starts a returning customer's cart from. An address sent
 * is a whole address, checked with the checkout's own rules (AddressRules: required
 * fields, allowed countries, provinces, postcodes); faults are named `billing.postcode`.
 * Saving also puts the addresses in the customer's current cart, so the checkout shows
 * them at once.
 *
 * @since 0.1.0
 */
final class AddressesRoute {

	private const TYPES = array( 'billing', 'shipping' );

	/**
	 * Creates the route.
	 *
	 * @param CustomerAccounts $accounts Saved addresses.
	 */
	public function __construct( private CustomerAccounts $accounts = new CustomerAccounts() ) {}

	/**
	 * Registers the route.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		Routes::for_customers(
			'/account/addresses',
			array(
				array(
					'methods'  => \WP_REST_Server::READABLE,
					'callback' => array( $this, 'get' ),
				),
				array(
					'methods'  => \WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'update' ),
				),
			)
		);
	}

	/**
	 * The saved addresses, every field present.
	 *
	 * @since 0.1.0
	 */
	public function get(): \WP_REST_Response {
		return new \WP_REST_Response( $this->shape( get_current_user_id() ) );
	}

	/**
	 * Checks and saves the addresses sent.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function update( \WP_REST_Request $request ) {
		$user  = get_current_user_id();
		$check = new FieldCheck();
		$sent  = array();
		foreach ( self::TYPES as $type ) {
			if ( $request->has_param( $type ) ) {
				$sent[ $type ] = $this->read( $check, $check->record( $request[ $type ], $type ), $type );
			}
		}
		$clean = $check->result( $sent );
		if ( is_wp_error( $clean ) ) {
			return $clean;
		}
		$faults = array();
		foreach ( $sent as $type => $address ) {
			try {
				$sent[ $type ] = AddressRules::check( $address, $type );
			} catch ( ShopException $refused ) {
				foreach ( (array) ( $refused->data['fields'] ?? array() ) as $path => $message ) {
					$faults[ str_replace( '_address.', '.', (string) $path ) ] = (string) $message;
				}
			}
		}
		if ( $faults ) {
			return Answers::invalid_params( $faults );
		}
		if ( $sent ) {
			$saved = $this->accounts->saved_addresses( $user );
			$this->accounts->save_addresses( $user, $sent['billing'] ?? $saved['billing'] ?? array(), $sent['shipping'] ?? array() );
			$this->update_cart( $sent );
		}
		return $this->get();
	}

	/**
	 * The fields of one address sent, as clean text ('' for those not sent).
	 *
	 * @param FieldCheck          $check   Field errors.
	 * @param array<string,mixed> $address Address sent.
	 * @param string              $type    billing or shipping.
	 * @return array<string,string>
	 */
	private function read( FieldCheck $check, array $address, string $type ): array {
		$clean = array();
		foreach ( self::fields( $type ) as $field ) {
			$clean[ $field ] = $check->text( $address[ $field ] ?? '', "{$type}.{$field}", 'postcode' === $field ? 20 : 200 );
		}
		return $clean;
	}

	/**
	 * Puts the new addresses in the customer's stored cart, as POST /cart/update-customer
	 * would; a customer without a cart gets them when the next one starts.
	 *
	 * @param array<string,array<string,string>> $addresses Checked addresses by type.
	 */
	private function update_cart( array $addresses ): void {
		$carts   = new CartService();
		$session = new CartSession();
		$params  = array();
		foreach ( $addresses as $type => $address ) {
			$params[ "{$type}_address" ] = $address;
		}
		for ( $attempt = 0; $attempt < 3; $attempt++ ) {
			$cart = $carts->load( $session );
			if ( 0 === $cart->version ) {
				return;
			}
			( new CustomerAddresses() )->update( $cart, $params );
			( new RateSelection() )->forget_unavailable( $cart );
			if ( $carts->save( $session, $cart ) ) {
				return;
			}
		}
	}

	/**
	 * The saved addresses in the answer's shape.
	 *
	 * @param int $user_id Customer.
	 * @return array{billing:array<string,string>,shipping:array<string,string>}
	 */
	private function shape( int $user_id ): array {
		$saved  = $this->accounts->saved_addresses( $user_id );
		$answer = array();
		foreach ( self::TYPES as $type ) {
			foreach ( self::fields( $type ) as $field ) {
				$answer[ $type ][ $field ] = (string) ( $saved[ $type ][ $field ] ?? '' );
			}
		}
		return $answer;
	}

	/**
	 * The fields of an address type: the Store API's, and the email for billing.
	 *
	 * @param string $type billing or shipping.
	 * @return list<string>
	 */
	private static function fields( string $type ): array {
		return 'billing' === $type ? array_merge( CartSchema::ADDRESS_FIELDS, array( 'email' ) ) : CartSchema::ADDRESS_FIELDS;
	}
}
