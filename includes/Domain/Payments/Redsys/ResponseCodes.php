<?php
/**
 * What Redsys's Ds_Response codes mean.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments\Redsys;

/**
 * 0000 to 0099 is an authorised payment; every other code says why it was not, for the
 * order's notes and for the shopper back in the checkout. The common codes of Redsys's
 * table, in Spanish through the translations.
 *
 * @since 0.6.0
 */
final class ResponseCodes {

	/**
	 * Whether the code authorises a payment.
	 *
	 * @since 0.6.0
	 *
	 * @param string $code Ds_Response.
	 */
	public static function is_authorised( string $code ): bool {
		return (bool) preg_match( '/^\d{1,4}$/', $code ) && (int) $code <= 99;
	}

	/**
	 * The meaning of a code (a general one when the code is not in the table).
	 *
	 * @since 0.6.0
	 *
	 * @param string $code Ds_Response.
	 */
	public static function meaning( string $code ): string {
		$code = str_pad( $code, 4, '0', STR_PAD_LEFT );
		return self::table()[ $code ] ?? __( 'The bank declined the payment without saying why.', 'rueda' );
	}

	/**
	 * Whether a code means the shopper chose not to pay (not a refusal of the bank).
	 *
	 * @since 0.6.0
	 *
	 * @param string $code Ds_Response.
	 */
	public static function is_cancelled( string $code ): bool {
		return in_array( str_pad( $code, 4, '0', STR_PAD_LEFT ), array( '9915', '9673' ), true );
	}

	/**
	 * Meanings by code.
	 *
	 * @return array<string,string>
	 */
	private static function table(): array {
		return array(
			'0101' => __( 'The card has expired.', 'rueda' ),
			'0102' => __( 'The card is temporarily blocked or suspected of fraud.', 'rueda' ),
			'0104' => __( 'This operation is not allowed for this card.', 'rueda' ),
			'0106' => __( 'Too many wrong PIN attempts.', 'rueda' ),
			'0116' => __( 'Insufficient funds.', 'rueda' ),
			'0118' => __( 'The card is not registered.', 'rueda' ),
			'0125' => __( 'The card is not active.', 'rueda' ),
			'0129' => __( 'The security code (CVV2/CVC2) is wrong.', 'rueda' ),
			'0172' => __( 'Declined by the card issuer: do not try again.', 'rueda' ),
			'0173' => __( 'Declined by the card issuer: do not try again with the same card details.', 'rueda' ),
			'0180' => __( 'This card is not accepted by this service.', 'rueda' ),
			'0184' => __( 'The cardholder authentication failed.', 'rueda' ),
			'0190' => __( 'Declined by the card issuer without giving a reason.', 'rueda' ),
			'0191' => __( 'The expiry date is wrong.', 'rueda' ),
			'0195' => __( 'The payment needs strong customer authentication.', 'rueda' ),
			'0202' => __( 'The card is temporarily blocked or suspected of fraud, and is to be withheld.', 'rueda' ),
			'0904' => __( 'The merchant is not registered (FUC).', 'rueda' ),
			'0909' => __( 'System error at the bank.', 'rueda' ),
			'0912' => __( 'The card issuer is not available.', 'rueda' ),
			'0913' => __( 'Repeated order number.', 'rueda' ),
			'0944' => __( 'Invalid session.', 'rueda' ),
			'0950' => __( 'This refund is not allowed.', 'rueda' ),
			'9064' => __( 'The card number has the wrong number of digits.', 'rueda' ),
			'9078' => __( 'There is no valid payment method for this card.', 'rueda' ),
			'9093' => __( 'The card does not exist.', 'rueda' ),
			'9094' => __( 'Declined by the international servers.', 'rueda' ),
			'9104' => __( 'The shop requires secure payments and the card has no secure purchase key.', 'rueda' ),
			'9218' => __( 'The shop does not allow secure operations by this entry.', 'rueda' ),
			'9253' => __( 'The card number is not valid (check digit).', 'rueda' ),
			'9256' => __( 'The shop cannot make pre-authorisations.', 'rueda' ),
			'9257' => __( 'This card does not allow pre-authorisations.', 'rueda' ),
			'9261' => __( 'Stopped by the bank’s restriction controls.', 'rueda' ),
			'9673' => __( 'The cardholder did not finish the payment.', 'rueda' ),
			'9912' => __( 'The card issuer is not available.', 'rueda' ),
			'9915' => __( 'The shopper cancelled the payment.', 'rueda' ),
			'9997' => __( 'Another payment with the same card is being processed.', 'rueda' ),
		);
	}
}
