<?php
/**
 * The signed parameters Redsys adds to the shopper's way back.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments\Redsys;

use Rueda\Domain\Payments\InvalidNotification;
use Rueda\Domain\Payments\NotificationRequest;
use Rueda\Domain\Payments\PaymentGateways;
use Rueda\Domain\Payments\PaymentNotification;
use Rueda\Domain\Payments\PaymentNotifications;

/**
 * Redsys may send the shopper back to URLOK or URLKO with `Ds_SignatureVersion`,
 * `Ds_MerchantParameters` and `Ds_Signature` in the query string: the same signed
 * message as its notification, so it is read by the same function and applied the same
 * way. Whichever arrives first changes the order; the other changes nothing
 * (PaymentNotifications pays once). A message that does not verify is ignored here (the
 * page still shows the order as it is).
 *
 * @since 0.6.0
 */
final class ShopperReturn {

	/**
	 * Creates the reader.
	 *
	 * @param PaymentGateways      $gateways      Gateways.
	 * @param PaymentNotifications $notifications What a notification does to its order.
	 */
	public function __construct(
		private PaymentGateways $gateways = new PaymentGateways(),
		private PaymentNotifications $notifications = new PaymentNotifications()
	) {}

	/**
	 * Applies the signed parameters of a return, if any; returns what they said (null
	 * when there were none, or they did not verify).
	 *
	 * @since 0.6.0
	 *
	 * @param array<string,mixed> $query The query string's fields.
	 */
	public function apply( array $query ): ?PaymentNotification {
		if ( ! isset( $query['Ds_MerchantParameters'], $query['Ds_Signature'] ) ) {
			return null;
		}
		$request = new NotificationRequest( array(), $query );
		foreach ( array( RedsysCard::ID, RedsysBizum::ID ) as $id ) {
			$gateway = $this->gateways->get( $id );
			if ( ! $gateway instanceof RedsysGateway ) {
				continue;
			}
			try {
				$notification = $gateway->handle_notification( $request );
			} catch ( InvalidNotification $invalid ) {
				continue;
			}
			$attempt = ( new Attempts() )->find( (string) ( $this->ds_order( $notification ) ) );
			// The attempt names its gateway: the order is paid by the one it was sent with.
			$owner = $attempt ? $this->gateways->get( $attempt['gateway'] ) : null;
			$this->notifications->apply( $owner instanceof RedsysGateway ? $owner : $gateway, $notification );
			return $notification;
		}
		return null;
	}

	/**
	 * The Ds_Order in a notification's reference.
	 *
	 * @param PaymentNotification $notification Notification.
	 */
	private function ds_order( PaymentNotification $notification ): string {
		return preg_match( '/^Ds_Order (\w+),/', $notification->reference, $match ) ? $match[1] : '';
	}

	/**
	 * The Ds_Response in a notification's reference ('' when none).
	 *
	 * @since 0.6.0
	 *
	 * @param PaymentNotification $notification Notification.
	 */
	public static function response_code( PaymentNotification $notification ): string {
		return preg_match( '/Ds_Response (\d+)/', $notification->reference, $match ) ? $match[1] : '';
	}
}
