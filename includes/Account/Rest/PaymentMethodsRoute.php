<?php
/**
 * GET /rueda/v1/account/payment-methods and DELETE /account/payment-methods/{id}.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Account\Rest;

use Rueda\Domain\Payments\PaymentTokens;
use Rueda\Rest\Routes;

/**
 * The customer's saved cards (brand, last four digits and expiry: nothing else is ever
 * kept), and deleting one. The first saved card is the default, the one the checkout
 * offers first. A card that is not the customer's gets the same 404 as an unknown one.
 *
 * @since 0.1.0
 */
final class PaymentMethodsRoute {

	/**
	 * Creates the route.
	 *
	 * @param PaymentTokens $tokens Saved cards.
	 */
	public function __construct( private PaymentTokens $tokens = new PaymentTokens() ) {}

	/**
	 * Registers the routes.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		Routes::for_customers(
			'/account/payment-methods',
			array(
				'methods'  => \WP_REST_Server::READABLE,
				'callback' => array( $this, 'list' ),
			)
		);
		Routes::for_customers(
			'/account/payment-methods/(?P<id>[A-Za-z0-9_-]{1,64})',
			array(
				'methods'  => \WP_REST_Server::DELETABLE,
				'callback' => array( $this, 'delete' ),
			)
		);
	}

	/**
	 * The saved cards.
	 *
	 * @since 0.1.0
	 */
	public function list(): \WP_REST_Response {
		$tokens = $this->tokens->for_customer( get_current_user_id() );
		return new \WP_REST_Response(
			array_map(
				static fn( array $token, int $index ) => array(
					'id'            => (string) $token['id'],
					'gateway'       => (string) $token['gateway'],
					'brand'         => (string) $token['brand'],
					// As the checkout names it ("Visa", "Tarjeta" for a brand the bank did not say).
					'display_brand' => PaymentTokens::brand_name( (string) $token['brand'] ),
					'last4'         => (string) $token['last4'],
					'expiry'        => sprintf( '%02d/%02d', (int) $token['expiry_month'], (int) $token['expiry_year'] % 100 ),
					'is_default'    => 0 === $index,
				),
				$tokens,
				array_keys( $tokens )
			)
		);
	}

	/**
	 * Deletes one of the customer's cards.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function delete( \WP_REST_Request $request ) {
		$id = (string) ( $request->get_url_params()['id'] ?? '' );
		if ( ! $this->tokens->delete( get_current_user_id(), $id ) ) {
			return new \WP_Error( 'rueda_payment_method_not_found', __( 'This payment method does not exist.', 'rueda' ), array( 'status' => 404 ) );
		}
		return new \WP_REST_Response( null, 204 );
	}
}
