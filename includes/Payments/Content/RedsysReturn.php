<?php
/**
 * The shopper's way back from Redsys.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Payments\Content;

use Rueda\Domain\Payments\PaymentNotification;
use Rueda\Domain\Payments\Redsys\RedsysGateway;
use Rueda\Domain\Payments\Redsys\ShopperReturn;

/**
 * Redsys sends the shopper back to URLOK (the confirmation page) or URLKO (the checkout)
 * with its signed parameters in the query string when the terminal is set to: they are
 * applied before the page is drawn (ShopperReturn), so the page already shows the order
 * paid (or the reason it was not) even when the notification is late. What it said stays
 * readable for the page that follows (last()).
 *
 * @since 0.6.0
 */
final class RedsysReturn {

	/**
	 * What the return of this request said, if anything.
	 *
	 * @var PaymentNotification|null
	 */
	private static ?PaymentNotification $last = null;

	/**
	 * Hooks the return.
	 *
	 * @since 0.6.0
	 */
	public function register(): void {
		add_action( 'template_redirect', array( $this, 'maybe_apply' ), 2 );
	}

	/**
	 * Applies the signed parameters of the address, if there are any.
	 *
	 * @since 0.6.0
	 */
	public function maybe_apply(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read only.
		if ( isset( $_GET[ RedsysGateway::FAILED_QUERY_ARG ] ) ) {
			// The checkout's notice names the order (PaymentFailedNotice): before any page
			// cache may mark the page as shared.
			nocache_headers();
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the bank's signature is checked instead.
		if ( ! isset( $_GET['Ds_MerchantParameters'], $_GET['Ds_Signature'] ) ) {
			return;
		}
		nocache_headers();
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- verified by its signature; Base64 must stay intact.
		$query      = array_map( static fn( $value ) => is_string( $value ) ? $value : '', wp_unslash( $_GET ) );
		self::$last = ( new ShopperReturn() )->apply( $query );
	}

	/**
	 * What the return said in this request (null: nothing verified).
	 *
	 * @since 0.6.0
	 */
	public static function last(): ?PaymentNotification {
		return self::$last;
	}
}
