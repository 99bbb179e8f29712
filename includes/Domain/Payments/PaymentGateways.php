<?php
/**
 * The payment methods the shop offers.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments;

use Rueda\Domain\Cart\CalculatedCart;
use Rueda\Domain\Payments\Gateways\BankTransfer;
use Rueda\Domain\Payments\Gateways\PayAtWorkshop;
use Rueda\Domain\Payments\Gateways\SandboxCard;
use Rueda\Domain\Payments\Gateways\SandboxExpress;

/**
 * Rueda's gateways plus those added with the `rueda_payment_gateways` filter, by id.
 *
 * @since 0.1.0
 */
final class PaymentGateways {

	/**
	 * Every registered gateway, keyed by id, in display order.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,PaymentGateway>
	 */
	public function all(): array {
		$defaults = array( new PayAtWorkshop(), new BankTransfer(), new SandboxCard(), new SandboxExpress() );

		/**
		 * Filters the payment gateways: add an instance of a class implementing
		 * Rueda\Domain\Payments\PaymentGateway, remove or reorder them.
		 *
		 * @since 0.1.0
		 *
		 * @param PaymentGateway[] $gateways Gateways in display order.
		 */
		$gateways = apply_filters( 'rueda_payment_gateways', $defaults );

		$by_id = array();
		foreach ( (array) $gateways as $gateway ) {
			if ( $gateway instanceof PaymentGateway && '' !== $gateway->id() ) {
				$by_id[ $gateway->id() ] = $gateway;
			}
		}
		return $by_id;
	}

	/**
	 * One gateway, or null when none has that id.
	 *
	 * @since 0.1.0
	 *
	 * @param string $id Gateway id.
	 */
	public function get( string $id ): ?PaymentGateway {
		return $this->all()[ $id ] ?? null;
	}

	/**
	 * The gateways offered for a cart, keyed by id.
	 *
	 * @since 0.1.0
	 *
	 * @param CalculatedCart $cart Calculated cart.
	 * @return array<string,PaymentGateway>
	 */
	public function available_for( CalculatedCart $cart ): array {
		return array_filter( $this->all(), static fn( PaymentGateway $gateway ) => $gateway->is_available( $cart ) );
	}
}
