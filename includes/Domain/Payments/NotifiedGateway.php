<?php
/**
 * A payment method whose bank tells the shop how a payment ended.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments;

/**
 * Implement this beside PaymentGateway when the shopper pays on the bank's page
 * (process() answers PaymentResult::redirect()) and the bank then posts the outcome to the
 * shop, server to server: `POST /wp-json/rueda/v1/payments/{id}/notify`. The gateway checks
 * the message (its signature above all) and says what it means; Rueda applies it to the
 * order: paid (once, and only when the amount and currency are the order's), declined, or
 * nothing. The request runs as no user, whatever cookies come with it.
 *
 * @since 0.5.0
 */
interface NotifiedGateway extends PaymentGateway {

	/**
	 * Reads a notification of the bank. Never trusts it before its signature verifies.
	 *
	 * @since 0.5.0
	 *
	 * @param NotificationRequest $request What the bank sent.
	 * @return PaymentNotification What it says: PaymentNotification::paid(), declined() or ignored().
	 * @throws InvalidNotification When it is not the bank's (a signature that does not
	 *                             verify, a malformed message): nothing changes, 400.
	 */
	public function handle_notification( NotificationRequest $request ): PaymentNotification;
}
