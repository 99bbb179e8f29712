<?php
/**
 * What Redsys's answers to a refund mean.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments\Redsys;

/**
 * The SIS error codes a refund meets (and the shop's own for a bank it could not reach or
 * trust), in Spanish through the translations, for the owner who asked for the refund.
 *
 * @since 0.6.0
 */
final class RefundCodes {

	/**
	 * The meaning of a code (a general one, naming it, when it is not in the table).
	 *
	 * @since 0.6.0
	 *
	 * @param string $code SISxxxx, a Ds_Response or a RefundClient code.
	 */
	public static function message( string $code ): string {
		/* translators: %s: the bank's code. */
		return self::table()[ $code ] ?? sprintf( __( 'The bank did not make the refund (Redsys code %s). Nothing was refunded.', 'rueda' ), $code );
	}

	/**
	 * Meanings by code.
	 *
	 * @return array<string,string>
	 */
	private static function table(): array {
		return array(
			'SIS0023'                 => __( 'The bank’s terminal does not take refunds. Ask your bank to enable them.', 'rueda' ),
			'SIS0026'                 => __( 'The bank does not know this merchant code and terminal. Check the Redsys settings.', 'rueda' ),
			'SIS0042'                 => __( 'The bank did not accept the shop’s signature. Check the secret key in the Redsys settings.', 'rueda' ),
			'SIS0054'                 => __( 'The bank has no payment of this order to refund.', 'rueda' ),
			'SIS0055'                 => __( 'The bank has more than one payment with this order number. Make the refund from the bank’s administration.', 'rueda' ),
			'SIS0056'                 => __( 'The bank never authorised the payment of this order, so it cannot be refunded.', 'rueda' ),
			'SIS0057'                 => __( 'The amount is more than the bank can still give back for this payment.', 'rueda' ),
			'0950'                    => __( 'The bank does not allow this refund.', 'rueda' ),
			RefundClient::UNREACHABLE => __( 'The bank could not be reached. Nothing was refunded: try again in a few minutes.', 'rueda' ),
			RefundClient::UNVERIFIED  => __( 'The bank’s answer could not be verified, so nothing is recorded as refunded. Check the bank’s administration before trying again.', 'rueda' ),
		);
	}
}
