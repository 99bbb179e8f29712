<?php
/**
 * Cards saved at Redsys (its "pago por referencia" with credentials on file).
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments\Redsys;

use Rueda\Domain\Orders\Order;
use Rueda\Domain\Payments\PaymentRequest;
use Rueda\Domain\Payments\PaymentTokens;
use Rueda\Domain\ShopException;
use Rueda\Storage\OrderStore;

/**
 * A logged-in customer paying by card may ask to save it (`wc-rueda_redsys-new-payment-method`)
 * or pay with a saved one (`wc-rueda_redsys-payment-token`); a guest's wish to save is
 * ignored. The choice is kept on the order (every attempt of it, the pay page's and a
 * retry's, asks the same) and on each attempt:
 * - saving: the request asks Redsys for a reference (DS_MERCHANT_IDENTIFIER=REQUIRED,
 *   DS_MERCHANT_COF_INI=S, DS_MERCHANT_COF_TYPE=C); once the bank authorises that attempt,
 *   its signed Ds_Merchant_Identifier, Ds_ExpiryDate (YYMM), Ds_Card_Number (masked) and
 *   Ds_Card_Brand become a token of the order's customer, once per attempt (a replay, or
 *   the URLOK return after the notification, saves nothing more; the same reference is
 *   the same token);
 * - a saved card: the request sends its reference (DS_MERCHANT_IDENTIFIER, COF_INI=N,
 *   COF_TYPE=C), and the shopper still goes to the bank's page, which may ask for SCA.
 * The reference stays in the token's user meta and is only ever sent to the bank.
 *
 * @since 0.6.0
 */
final class SavedCards {

	/** The order's choice: `array{save:true}` or `array{token:string}`. */
	public const META = '_rueda_redsys_card';

	/** The Ds_Order(s) whose card was saved, one meta row each. */
	public const SAVED_META = '_rueda_redsys_card_saved';

	/** Ds_Card_Brand codes and the brand ids they are saved as (any other: "card"). */
	private const BRANDS = array(
		'1'  => 'visa',
		'2'  => 'mastercard',
		'6'  => 'diners',
		'7'  => 'private',
		'8'  => 'amex',
		'9'  => 'jcb',
		'22' => 'unionpay',
	);

	/**
	 * Creates the service.
	 *
	 * @param PaymentTokens $tokens Saved cards.
	 * @param OrderStore    $orders Orders.
	 */
	public function __construct(
		private PaymentTokens $tokens = new PaymentTokens(),
		private OrderStore $orders = new OrderStore()
	) {}

	/**
	 * Keeps on the order what the shopper chose: a saved card of theirs, saving the card,
	 * or neither. A request without payment data (the pay page retrying a failed order)
	 * keeps the choice already made.
	 *
	 * @since 0.6.0
	 *
	 * @param PaymentRequest $request The order and what the shopper sent.
	 * @param string         $gateway Gateway id.
	 * @throws ShopException When the saved card is not the customer's (400, nothing sent to the bank).
	 */
	public function remember( PaymentRequest $request, string $gateway ): void {
		if ( ! $request->data ) {
			return;
		}
		$customer = $request->order->customer_id();
		$token_id = $request->get( 'wc-' . $gateway . '-payment-token' );
		$choice   = array();
		if ( '' !== $token_id && 'new' !== $token_id ) {
			if ( '' === $this->tokens->reference( $customer, $token_id, $gateway ) ) {
				throw self::unavailable();
			}
			$choice = array( 'token' => $token_id );
		} elseif ( $customer > 0 && $request->wants_saved( $gateway ) ) {
			$choice = array( 'save' => true );
		}
		$this->orders->set_meta( $request->order->id(), self::META, $choice );
	}

	/**
	 * What an attempt of the order adds to its request, and to its record.
	 *
	 * @since 0.6.0
	 *
	 * @param Order  $order   Order.
	 * @param string $gateway Gateway id.
	 * @return array{parameters:array<string,string>,attempt:array<string,mixed>}
	 * @throws ShopException When the order's saved card is gone (deleted meanwhile).
	 */
	public function for_attempt( Order $order, string $gateway ): array {
		// Read from the store: the checkout's Order was loaded before remember() wrote it.
		$values   = $this->orders->meta_values( $order->id(), self::META );
		$choice   = $values ? end( $values ) : array();
		$choice   = is_array( $choice ) ? $choice : array();
		$customer = $order->customer_id();
		if ( isset( $choice['token'] ) ) {
			$reference = $this->tokens->reference( $customer, (string) $choice['token'], $gateway );
			if ( '' === $reference ) {
				throw self::unavailable();
			}
			return array(
				'parameters' => array(
					'DS_MERCHANT_IDENTIFIER' => $reference,
					'DS_MERCHANT_COF_INI'    => 'N',
					'DS_MERCHANT_COF_TYPE'   => 'C',
				),
				'attempt'    => array( 'token' => (string) $choice['token'] ),
			);
		}
		if ( ! empty( $choice['save'] ) && $customer > 0 ) {
			return array(
				'parameters' => array(
					'DS_MERCHANT_IDENTIFIER' => 'REQUIRED',
					'DS_MERCHANT_COF_INI'    => 'S',
					'DS_MERCHANT_COF_TYPE'   => 'C',
				),
				'attempt'    => array( 'save_card' => true ),
			);
		}
		return array(
			'parameters' => array(),
			'attempt'    => array(),
		);
	}

	/**
	 * Saves the card of an authorised attempt that asked for it, from the bank's signed
	 * message; returns the token id ('' when nothing was saved).
	 *
	 * @since 0.6.0
	 *
	 * @param SignedMessage       $message The bank's verified message.
	 * @param array<string,mixed> $attempt The attempt (Attempts::find()).
	 * @param string              $gateway Gateway id.
	 */
	public function save( SignedMessage $message, array $attempt, string $gateway ): string {
		$order_id = (int) $attempt['order_id'];
		$ds_order = (string) $attempt['ds_order'];
		if ( empty( $attempt['save_card'] ) || in_array( $ds_order, $this->orders->meta_values( $order_id, self::SAVED_META ), true ) ) {
			return '';
		}
		$reference = $message->get( 'Ds_Merchant_Identifier' );
		$expiry    = $message->get( 'Ds_ExpiryDate' );
		$number    = $message->get( 'Ds_Card_Number' );
		$order     = $this->orders->get( $order_id );
		// A reference is letters and digits (40 at most); the expiry YYMM; the number masked.
		if ( ! $order || $order->customer_id() <= 0 || 1 !== preg_match( '/^[A-Za-z0-9]{1,40}$/', $reference ) || 'REQUIRED' === $reference
			|| 1 !== preg_match( '/^(\d{2})(0[1-9]|1[0-2])$/', $expiry, $date ) || 1 !== preg_match( '/(\d{4})$/', $number, $last4 ) ) {
			return '';
		}
		$brand = self::BRANDS[ ltrim( $message->get( 'Ds_Card_Brand' ), '0' ) ] ?? 'card';
		$id    = $this->tokens->save( $order->customer_id(), $gateway, $brand, $last4[1], (int) $date[2], 2000 + (int) $date[1], $reference );
		$this->orders->add_meta( $order_id, self::SAVED_META, $ds_order );
		return $id;
	}

	/**
	 * The refusal of a saved card that is not the customer's (or no longer exists).
	 */
	private static function unavailable(): ShopException {
		return new ShopException( 'rueda_invalid_payment_token', __( 'This saved payment method is not available.', 'rueda' ), 400 );
	}
}
