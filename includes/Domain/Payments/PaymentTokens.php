<?php
/**
 * Saved payment methods of customers.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments;

/**
 * A customer's saved methods (brand, last 4 digits, expiry; never the card number) in
 * user meta, each with an id unique to that customer. Only their owner can use them.
 * A bank's own reference to a card (Redsys's Ds_Merchant_Identifier) is kept beside it
 * for paying with it; it never leaves the server: whatever lists tokens names its fields
 * (id, gateway, brand, last4, expiry), never `reference`.
 *
 * @since 0.1.0
 */
final class PaymentTokens {

	private const META = '_rueda_payment_tokens';

	/** Names of the brands a token may have, by brand id; any other is a "Card". */
	private const BRANDS = array(
		'visa'       => 'Visa',
		'mastercard' => 'Mastercard',
		'maestro'    => 'Maestro',
		'amex'       => 'American Express',
		'diners'     => 'Diners Club',
		'jcb'        => 'JCB',
		'unionpay'   => 'UnionPay',
	);

	/**
	 * A customer's tokens, optionally of one gateway.
	 *
	 * @since 0.1.0
	 *
	 * @param int    $customer_id Customer (user) id.
	 * @param string $gateway     Gateway id, or '' for all.
	 * @return list<array{id:string,gateway:string,brand:string,last4:string,expiry_month:int,expiry_year:int,reference?:string}>
	 */
	public function for_customer( int $customer_id, string $gateway = '' ): array {
		$tokens = $customer_id > 0 ? get_user_meta( $customer_id, self::META, true ) : array();
		$tokens = is_array( $tokens ) ? array_values( $tokens ) : array();
		return array_values( array_filter( $tokens, static fn( array $token ) => '' === $gateway || $token['gateway'] === $gateway ) );
	}

	/**
	 * One token of a customer, or null when it is not theirs.
	 *
	 * @since 0.1.0
	 *
	 * @param int    $customer_id Customer id.
	 * @param string $token_id    Token id.
	 * @return array{id:string,gateway:string,brand:string,last4:string,expiry_month:int,expiry_year:int,reference?:string}|null
	 */
	public function find( int $customer_id, string $token_id ): ?array {
		foreach ( $this->for_customer( $customer_id ) as $token ) {
			if ( hash_equals( $token['id'], $token_id ) ) {
				return $token;
			}
		}
		return null;
	}

	/**
	 * Saves a method for a customer; returns its id.
	 *
	 * @since 0.1.0
	 * @since 0.6.0 $reference.
	 *
	 * @param int    $customer_id  Customer id (must be > 0).
	 * @param string $gateway      Gateway id.
	 * @param string $brand        Card brand (visa, mastercard...).
	 * @param string $last4        Last four digits.
	 * @param int    $expiry_month 1-12.
	 * @param int    $expiry_year  Four digits.
	 * @param string $reference    The bank's reference to the card ('' when none): a card
	 *                             saved again with the same one stays one token (its id kept).
	 */
	public function save( int $customer_id, string $gateway, string $brand, string $last4, int $expiry_month, int $expiry_year, string $reference = '' ): string {
		$tokens = $this->for_customer( $customer_id );
		$token  = array(
			'gateway'      => $gateway,
			'brand'        => $brand,
			'last4'        => $last4,
			'expiry_month' => $expiry_month,
			'expiry_year'  => $expiry_year,
		) + ( '' !== $reference ? array( 'reference' => $reference ) : array() );
		foreach ( $tokens as $index => $saved ) {
			if ( '' !== $reference && $saved['gateway'] === $gateway && hash_equals( (string) ( $saved['reference'] ?? '' ), $reference ) ) {
				$tokens[ $index ] = array( 'id' => $saved['id'] ) + $token;
				update_user_meta( $customer_id, self::META, $tokens );
				return (string) $saved['id'];
			}
		}
		$id       = (string) wp_rand( 100000, 999999 ) . count( $tokens );
		$tokens[] = array( 'id' => $id ) + $token;
		update_user_meta( $customer_id, self::META, $tokens );
		return $id;
	}

	/**
	 * The bank's reference to one of a customer's tokens of a gateway ('' when it is not
	 * theirs, is another gateway's, or has none).
	 *
	 * @since 0.6.0
	 *
	 * @param int    $customer_id Customer id.
	 * @param string $token_id    Token id.
	 * @param string $gateway     Gateway id.
	 */
	public function reference( int $customer_id, string $token_id, string $gateway ): string {
		$token = $this->find( $customer_id, $token_id );
		return $token && $token['gateway'] === $gateway ? (string) ( $token['reference'] ?? '' ) : '';
	}

	/**
	 * The name a brand id is shown with ("visa": "Visa", "private": a shop's own card;
	 * "card" or '': "Card").
	 *
	 * @since 0.6.0
	 *
	 * @param string $brand Brand id.
	 */
	public static function brand_name( string $brand ): string {
		if ( 'private' === $brand ) {
			return __( 'Private-label card', 'rueda' );
		}
		return self::BRANDS[ $brand ] ?? ( '' !== $brand && 'card' !== $brand ? ucfirst( $brand ) : __( 'Card', 'rueda' ) );
	}

	/**
	 * Deletes one of a customer's tokens; returns whether it was theirs.
	 *
	 * @since 0.1.0
	 *
	 * @param int    $customer_id Customer id.
	 * @param string $token_id    Token id.
	 */
	public function delete( int $customer_id, string $token_id ): bool {
		$tokens = $this->for_customer( $customer_id );
		$kept   = array_values( array_filter( $tokens, static fn( array $token ) => ! hash_equals( (string) $token['id'], $token_id ) ) );
		if ( count( $kept ) === count( $tokens ) ) {
			return false;
		}
		update_user_meta( $customer_id, self::META, $kept );
		return true;
	}
}
