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
use Rueda\Domain\Payments\Redsys\RedsysBizum;
use Rueda\Domain\Payments\Redsys\RedsysCard;

/**
 * Rueda's gateways plus those added with the `rueda_payment_gateways` filter, by id, in the
 * order the shop owner chose (PaymentSettings); configurable ones get their saved values.
 * Only enabled gateways are offered, and test gateways only where TestPayments allows
 * them; the owner's title and description replace the gateway's own.
 *
 * @since 0.1.0
 */
final class PaymentGateways {

	/**
	 * Every registered gateway, keyed by id, in display order, enabled or not.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,PaymentGateway>
	 */
	public function all(): array {
		// Bizum shares the card's terminal settings: it is given the same instance.
		$card     = new RedsysCard();
		$defaults = array( new PayAtWorkshop(), new BankTransfer(), new SandboxCard(), new SandboxExpress(), $card, new RedsysBizum( $card ) );

		/**
		 * Filters the payment gateways: add an instance of a class implementing
		 * Rueda\Domain\Payments\PaymentGateway (or ConfigurableGateway, to have settings
		 * in wp-admin), remove or reorder them. The shop owner's saved order comes first.
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
		foreach ( $by_id as $gateway ) {
			if ( $gateway instanceof ConfigurableGateway ) {
				$gateway->configure( PaymentSettings::values( $gateway ) );
			}
		}
		return $this->sorted( $by_id );
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
	 * The gateways the shop owner has turned on and this site may offer, keyed by id.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,PaymentGateway>
	 */
	public function enabled(): array {
		return array_filter(
			$this->all(),
			static fn( PaymentGateway $gateway ) => PaymentSettings::enabled( $gateway ) && ! TestPayments::refuses( $gateway )
		);
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
		return array_filter( $this->enabled(), static fn( PaymentGateway $gateway ) => $gateway->is_available( $cart ) );
	}

	/**
	 * The ids among these (a cart's payment_methods) whose gateway offers express payment,
	 * in the same order.
	 *
	 * @since 0.1.0
	 *
	 * @param array<mixed> $ids Gateway ids.
	 * @return list<string>
	 */
	public function express_ids( array $ids ): array {
		$all     = $this->all();
		$express = array();
		foreach ( $ids as $id ) {
			$gateway = is_string( $id ) ? ( $all[ $id ] ?? null ) : null;
			if ( $gateway && in_array( 'express', $gateway->supports(), true ) ) {
				$express[] = $id;
			}
		}
		return $express;
	}

	/**
	 * The title shoppers see: the shop owner's, else the gateway's own.
	 *
	 * @since 0.1.0
	 *
	 * @param PaymentGateway $gateway Gateway.
	 */
	public function title( PaymentGateway $gateway ): string {
		$title = PaymentSettings::gateway( $gateway->id() )['title'];
		return '' !== $title ? $title : $gateway->title();
	}

	/**
	 * The description shoppers see: the shop owner's, else the gateway's own.
	 *
	 * @since 0.1.0
	 *
	 * @param PaymentGateway $gateway Gateway.
	 */
	public function description( PaymentGateway $gateway ): string {
		$description = PaymentSettings::gateway( $gateway->id() )['description'];
		return '' !== $description ? $description : $gateway->description();
	}

	/**
	 * Gateways in the saved order; those not in it follow, in the filter's order.
	 *
	 * @param array<string,PaymentGateway> $by_id Gateways by id.
	 * @return array<string,PaymentGateway>
	 */
	private function sorted( array $by_id ): array {
		$saved    = array_flip( PaymentSettings::get()['order'] );
		$position = array_flip( array_keys( $by_id ) );
		uksort(
			$by_id,
			static fn( int|string $a, int|string $b ): int => array( $saved[ $a ] ?? PHP_INT_MAX, $position[ $a ] ) <=> array( $saved[ $b ] ?? PHP_INT_MAX, $position[ $b ] )
		);
		return $by_id;
	}
}
