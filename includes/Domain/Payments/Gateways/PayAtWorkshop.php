<?php
/**
 * Pay at the workshop.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments\Gateways;

use Rueda\Domain\Cart\CalculatedCart;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\PaymentGateway;
use Rueda\Domain\Payments\PaymentRequest;
use Rueda\Domain\Payments\PaymentResult;

/**
 * "Pago en el taller": offered only when nothing is delivered, i.e. every package is
 * picked up (or the cart holds only services). The order goes ahead unpaid: on hold, like
 * a transfer (its stock taken and its appointment kept, no invoice), read as "awaiting
 * payment at the workshop" (OrderStatus::label()). The shop marks it paid (processing or
 * completed) when the shopper pays; one never paid is cancelled a number of days after its
 * appointment (WorkshopPaymentRelease).
 *
 * @since 0.1.0
 */
final class PayAtWorkshop implements PaymentGateway {

	public const ID = 'rueda_pay_at_workshop';

	/** {@inheritDoc} */
	public function id(): string {
		return self::ID;
	}

	/** {@inheritDoc} */
	public function title(): string {
		return __( 'Pay at the workshop', 'rueda' );
	}

	/** {@inheritDoc} */
	public function description(): string {
		return __( 'Pay by card or cash when you pick up your order or come for your appointment.', 'rueda' );
	}

	/** {@inheritDoc} */
	public function supports(): array {
		return array( 'products' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param CalculatedCart $cart The calculated cart.
	 */
	public function is_available( CalculatedCart $cart ): bool {
		return $cart->picks_up();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param PaymentRequest $request The order and what the shopper sent.
	 */
	public function process( PaymentRequest $request ): PaymentResult {
		// Nothing was paid: a visitor placing the order proves no payment.
		return PaymentResult::later( OrderStatus::ON_HOLD );
	}
}
