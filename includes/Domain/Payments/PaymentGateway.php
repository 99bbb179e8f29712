<?php
/**
 * The contract every payment method implements.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments;

use Rueda\Domain\Cart\CalculatedCart;

/**
 * A way to pay. Rueda ships pay-at-the-workshop, bank transfer and two sandbox methods;
 * a real provider (Redsys, Bizum, Stripe...) implements this interface in its own plugin
 * and adds itself with the `rueda_payment_gateways` filter. Its client part registers a
 * component under the same id.
 *
 * @since 0.1.0
 */
interface PaymentGateway {

	/**
	 * Stable id, sent as `payment_method` (e.g. `rueda_bank_transfer`).
	 */
	public function id(): string;

	/**
	 * Title shoppers see, translated.
	 */
	public function title(): string;

	/**
	 * Short explanation under the title, translated.
	 */
	public function description(): string;

	/**
	 * What it supports: `products`, `tokenization` (saved methods), `express`.
	 *
	 * @return string[]
	 */
	public function supports(): array;

	/**
	 * Whether it is offered for this cart.
	 *
	 * @param CalculatedCart $cart The calculated cart.
	 */
	public function is_available( CalculatedCart $cart ): bool;

	/**
	 * Takes (or arranges) payment for an order. Must not throw for a declined payment:
	 * answer a failure result instead.
	 *
	 * @param PaymentRequest $request The order and what the shopper sent.
	 */
	public function process( PaymentRequest $request ): PaymentResult;
}
