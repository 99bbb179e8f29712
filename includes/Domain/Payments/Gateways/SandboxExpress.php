<?php
/**
 * An express payment method for testing the express flow.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments\Gateways;

use Rueda\Domain\Cart\CalculatedCart;
use Rueda\Domain\Payments\PaymentRequest;
use Rueda\Domain\Payments\PaymentResult;
use Rueda\Domain\Payments\TestGateway;

/**
 * "Pago exprés (pruebas)": a one-button wallet as Apple Pay or Google Pay would be. The
 * button sends `rueda-express-outcome` = success (default) or failure.
 *
 * @since 0.1.0
 */
final class SandboxExpress implements TestGateway {

	public const ID = 'rueda_sandbox_express';

	/** {@inheritDoc} */
	public function id(): string {
		return self::ID;
	}

	/** {@inheritDoc} */
	public function title(): string {
		return __( 'Express payment (test mode)', 'rueda' );
	}

	/** {@inheritDoc} */
	public function description(): string {
		return __( 'Pay in one step with a test wallet.', 'rueda' );
	}

	/** {@inheritDoc} */
	public function supports(): array {
		return array( 'products', 'express' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param CalculatedCart $cart The calculated cart.
	 */
	public function is_available( CalculatedCart $cart ): bool {
		return true;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param PaymentRequest $request The order and what the shopper sent.
	 */
	public function process( PaymentRequest $request ): PaymentResult {
		if ( 'failure' === $request->get( 'rueda-express-outcome' ) ) {
			return PaymentResult::declined( __( 'The wallet declined the payment.', 'rueda' ) );
		}
		return PaymentResult::paid( array( 'wallet' => 'sandbox' ) );
	}
}
