<?php
/**
 * The signed form that takes the shopper to Redsys's payment page.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments\Redsys;

use Rueda\Domain\Orders\Order;

/**
 * Builds `Ds_MerchantParameters` for one attempt (Base64 of the JSON object Redsys reads)
 * and signs it: the amount in cents as a string (from the order's integer total, never a
 * float), currency 978, transaction type 0, the pay method (C card, z Bizum), language
 * 001, the addresses the bank calls back (MERCHANTURL the notification route, URLOK the
 * confirmation page, URLKO the checkout), and DS_MERCHANT_EMV3DS (EMV3DS) for PSD2's
 * strong authentication.
 *
 * @since 0.6.0
 */
final class PaymentForm {

	/** ISO 4217 numbers of the currencies Redsys is asked to charge in. */
	public const CURRENCIES = array( 'EUR' => '978' );

	/**
	 * The form fields to post to the payment page.
	 *
	 * @since 0.6.0
	 *
	 * @param Terminal            $terminal   The shop's terminal.
	 * @param array<string,mixed> $parameters DS_MERCHANT_* values.
	 * @return array{Ds_SignatureVersion:string,Ds_MerchantParameters:string,Ds_Signature:string}
	 */
	public static function sign( Terminal $terminal, array $parameters ): array {
		$encoded = base64_encode( (string) wp_json_encode( $parameters, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- Redsys's message format.
		return array(
			'Ds_SignatureVersion'   => $terminal->version,
			'Ds_MerchantParameters' => $encoded,
			'Ds_Signature'          => Signature::sign( $terminal->version, $terminal->secret, (string) $parameters['DS_MERCHANT_ORDER'], $encoded ),
		);
	}

	/**
	 * The parameters of one attempt to pay an order.
	 *
	 * @since 0.6.0
	 *
	 * @param Order                                                $order      Order.
	 * @param Terminal                                             $terminal   Terminal.
	 * @param array{ds_order:string,amount:string,currency:string} $attempt    Attempt (Attempts::start()).
	 * @param string                                               $pay_method C (card) or z (Bizum).
	 * @param array{notify:string,ok:string,ko:string}             $urls       Where the bank calls and sends the shopper back.
	 * @return array<string,mixed>
	 */
	public static function parameters( Order $order, Terminal $terminal, array $attempt, string $pay_method, array $urls ): array {
		$parameters = array(
			'DS_MERCHANT_AMOUNT'             => $attempt['amount'],
			'DS_MERCHANT_ORDER'              => $attempt['ds_order'],
			'DS_MERCHANT_MERCHANTCODE'       => $terminal->merchant_code,
			'DS_MERCHANT_CURRENCY'           => $attempt['currency'],
			'DS_MERCHANT_TRANSACTIONTYPE'    => '0',
			'DS_MERCHANT_TERMINAL'           => $terminal->terminal,
			'DS_MERCHANT_PAYMETHODS'         => $pay_method,
			'DS_MERCHANT_MERCHANTURL'        => $urls['notify'],
			'DS_MERCHANT_URLOK'              => $urls['ok'],
			'DS_MERCHANT_URLKO'              => $urls['ko'],
			'DS_MERCHANT_CONSUMERLANGUAGE'   => '001',
			/* translators: %s: order number. */
			'DS_MERCHANT_PRODUCTDESCRIPTION' => mb_substr( sprintf( __( 'Order %s', 'rueda' ), $order->number() ), 0, 125 ),
			'DS_MERCHANT_MERCHANTNAME'       => mb_substr( wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES ), 0, 25 ),
		);
		$emv3ds     = self::emv3ds( $order );
		if ( $emv3ds ) {
			$parameters['DS_MERCHANT_EMV3DS'] = $emv3ds;
		}
		return $parameters;
	}

	/**
	 * An amount in minor units as Redsys writes it: digits only, no separator.
	 *
	 * @since 0.6.0
	 *
	 * @param int $minor Amount in cents.
	 */
	public static function amount( int $minor ): string {
		return (string) max( 0, $minor );
	}

	/**
	 * What the shopper's bank needs to judge the payment without a challenge (EMV 3-D
	 * Secure field names): the cardholder's name, email, phones and addresses.
	 *
	 * @since 0.6.0
	 *
	 * @param Order $order Order.
	 * @return array<string,mixed>
	 */
	public static function emv3ds( Order $order ): array {
		$billing  = $order->address( 'billing' );
		$shipping = $order->address( 'shipping' );
		$name     = trim( ( $billing['first_name'] ?? '' ) . ' ' . ( $billing['last_name'] ?? '' ) );
		$data     = array(
			'cardholderName' => mb_substr( $name, 0, 45 ),
			'email'          => mb_substr( $order->email(), 0, 254 ),
		);
		$phone    = self::phone( (string) ( $billing['phone'] ?? '' ), (string) ( $billing['country'] ?? '' ) );
		if ( $phone ) {
			// Spanish numbers starting with 6 or 7 are mobiles; any other is a home phone.
			$data[ preg_match( '/^[67]/', $phone['subscriber'] ) && '34' === $phone['cc'] ? 'mobilePhone' : 'homePhone' ] = $phone;
		}
		$data += self::address( 'bill', $billing );
		if ( $shipping && '' !== (string) ( $shipping['address_1'] ?? '' ) ) {
			$data             += self::address( 'ship', $shipping );
			$data['addrMatch'] = self::address( 'x', $billing ) === self::address( 'x', $shipping ) ? 'Y' : 'N';
		}
		return array_filter( $data, static fn( $value ) => '' !== $value && array() !== $value );
	}

	/**
	 * A phone as EMV 3DS writes it: country code and subscriber number, digits only.
	 *
	 * @param string $phone   As typed ("+34 600 000 000", "600000000").
	 * @param string $country The address's country (ISO 3166-1 alpha-2).
	 * @return array{cc:string,subscriber:string}|null
	 */
	private static function phone( string $phone, string $country ): ?array {
		$digits = (string) preg_replace( '/\D+/', '', $phone );
		if ( '' === $digits ) {
			return null;
		}
		if ( str_starts_with( trim( $phone ), '+' ) || str_starts_with( $digits, '00' ) ) {
			$digits = ltrim( $digits, '0' );
			// Country codes of the shop's customers; others are read as their first digits.
			foreach ( array( '34', '351', '33', '376', '49', '39', '44', '1' ) as $cc ) {
				if ( str_starts_with( $digits, $cc ) ) {
					return array(
						'cc'         => $cc,
						'subscriber' => substr( substr( $digits, strlen( $cc ) ), 0, 15 ),
					);
				}
			}
			return array(
				'cc'         => substr( $digits, 0, 2 ),
				'subscriber' => substr( substr( $digits, 2 ), 0, 15 ),
			);
		}
		$codes = array(
			'ES' => '34',
			'PT' => '351',
			'FR' => '33',
			'AD' => '376',
		);
		return array(
			'cc'         => $codes[ strtoupper( $country ) ] ?? '34',
			'subscriber' => substr( $digits, 0, 15 ),
		);
	}

	/**
	 * An address as EMV 3DS fields with a prefix (bill, ship).
	 *
	 * @param string               $prefix  bill or ship.
	 * @param array<string,string> $address Address.
	 * @return array<string,string>
	 */
	private static function address( string $prefix, array $address ): array {
		$country = Countries::numeric( (string) ( $address['country'] ?? '' ) );
		return array_filter(
			array(
				$prefix . 'AddrLine1'    => mb_substr( (string) ( $address['address_1'] ?? '' ), 0, 50 ),
				$prefix . 'AddrLine2'    => mb_substr( (string) ( $address['address_2'] ?? '' ), 0, 50 ),
				$prefix . 'AddrCity'     => mb_substr( (string) ( $address['city'] ?? '' ), 0, 50 ),
				$prefix . 'AddrPostCode' => mb_substr( (string) ( $address['postcode'] ?? '' ), 0, 16 ),
				$prefix . 'AddrState'    => mb_substr( (string) ( $address['state'] ?? '' ), 0, 3 ),
				$prefix . 'AddrCountry'  => $country,
			),
			'strlen'
		);
	}
}
