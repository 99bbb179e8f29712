<?php
/**
 * POST /cart/update-customer.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Routes;

use Rueda\Domain\Cart\Cart;
use Rueda\Domain\Customers\AddressRules;
use Rueda\Domain\Customers\CustomerAddresses;
use Rueda\Domain\Shipping\RateSelection;
use Rueda\StoreApi\RouteException;

/**
 * Updates the customer's billing and/or shipping address (partial objects). The country,
 * province and postcode sent are checked with the checkout's rules, read with the stored
 * fields; a wrong one refuses the whole update, as WooCommerce's Store API does.
 *
 * @since 0.1.0
 */
final class CartUpdateCustomer extends AbstractCartRoute {

	/** The Store API's codes for the checkout's location faults. */
	private const CODES = array(
		'rueda_country_not_allowed' => 'invalid_country',
		'rueda_invalid_state'       => 'invalid_state',
		'rueda_invalid_postcode'    => 'invalid_postcode',
	);

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return '/cart/update-customer';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function get_methods(): array {
		return array(
			'POST' => array(
				'billing_address'  => AddressArgs::schema( true ),
				'shipping_address' => AddressArgs::schema( false ),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function post( \WP_REST_Request $request ): \WP_REST_Response {
		$params = $request->get_params();
		$this->change(
			static function ( Cart $cart ) use ( $params ) {
				$addresses = new CustomerAddresses();
				self::check( $addresses->merged( $cart, $params ), $params );
				$addresses->update( $cart, $params );
				( new RateSelection() )->forget_unavailable( $cart );
			}
		);
		return $this->cart_response();
	}

	/**
	 * Refuses the update when a location field sent is wrong: 400 rest_invalid_param with,
	 * for each wrong address, its messages in data.params and its faults in data.details
	 * (code, message, data, and additional_errors when there are more).
	 *
	 * @param array<string,array<string,string>> $merged The addresses as they would be stored.
	 * @param array<string,mixed>                $params The request's parameters.
	 * @throws RouteException When an address is wrong.
	 */
	private static function check( array $merged, array $params ): void {
		$messages = array();
		$details  = array();
		foreach ( $merged as $type => $address ) {
			$param  = "{$type}_address";
			$faults = AddressRules::location_faults( $address, $type, array_keys( $params[ $param ] ) );
			if ( ! $faults ) {
				continue;
			}
			$error = new \WP_Error();
			foreach ( $faults as list( $code, $message ) ) {
				$error->add( self::CODES[ $code ] ?? $code, $message );
			}
			$messages[ $param ] = implode( ' ', $error->get_error_messages() );
			$details[ $param ]  = rest_convert_error_to_response( $error )->get_data();
		}
		if ( $messages ) {
			throw new RouteException(
				'rest_invalid_param',
				/* translators: %s: field paths. */
				sprintf( __( 'Invalid parameter(s): %s', 'rueda' ), implode( ', ', array_keys( $messages ) ) ),
				400,
				array(
					'params'  => $messages,
					'details' => $details,
				)
			);
		}
	}
}
