<?php
/**
 * What Redsys's card and Bizum gateways share.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments\Redsys;

use Rueda\Domain\Cart\CalculatedCart;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\ConfigurableGateway;
use Rueda\Domain\Payments\DeclaresIcons;
use Rueda\Domain\Payments\InvalidNotification;
use Rueda\Domain\Payments\NotificationRequest;
use Rueda\Domain\Payments\NotifiedGateway;
use Rueda\Domain\Payments\OptInGateway;
use Rueda\Domain\Payments\PaymentGateway;
use Rueda\Domain\Payments\PaymentGateways;
use Rueda\Domain\Payments\PaymentNotification;
use Rueda\Domain\Payments\PaymentRequest;
use Rueda\Domain\Payments\PaymentResult;
use Rueda\Domain\Payments\RefundingGateway;
use Rueda\Domain\Payments\RefundResult;
use Rueda\Domain\ShopException;
use Rueda\Settings\CurrencySettings;
use Rueda\Settings\PageLinks;

/**
 * A payment on Redsys's page ("TPV virtual"). The checkout places the order pending
 * payment (stock, coupons and bay held) and sends the shopper to a page of the shop
 * (`?rueda-redsys-pay=<order key>`) that posts a freshly signed form to the bank; the
 * same fields go in `payment_details` for a headless client. The bank's notification
 * (`POST /wp-json/rueda/v1/payments/redsys/notify`), or the signed parameters it adds to
 * URLOK, say how it ended; whichever comes first is applied, once (PaymentNotifications).
 * An order the bank never answers for is cancelled after the owner's minutes
 * (AbandonedPayments). Off until the owner turns it on (OptInGateway); then offered,
 * in production too, once the merchant code, terminal and secret key are set.
 *
 * @since 0.6.0
 */
abstract class RedsysGateway implements ConfigurableGateway, NotifiedGateway, DeclaresIcons, OptInGateway, RefundingGateway {

	/** The address's name for both gateways' notifications (`payments/redsys/notify`). */
	public const NOTIFY_ID = 'redsys';

	/** The query argument of the shop's page that posts the form to the bank. */
	public const PAY_QUERY_ARG = 'rueda-redsys-pay';

	/** The query argument of the checkout after a payment that did not go through. */
	public const FAILED_QUERY_ARG = 'rueda-payment-failed';

	/** The scheduled event that cancels abandoned payments. */
	public const EXPIRY_HOOK = 'rueda_redsys_release_abandoned';

	/** Minutes a payment is waited for, unless the owner sets others. */
	public const EXPIRY_MINUTES = 45;

	/** The code of an order that cannot be paid at Redsys (a currency it is not asked for). */
	public const UNPAYABLE = 'rueda_redsys_unpayable';

	/**
	 * This gateway's own settings, once configured.
	 *
	 * @var array<string,mixed>|null
	 */
	protected ?array $settings = null;

	/**
	 * DS_MERCHANT_PAYMETHODS: C (card) or z (Bizum).
	 */
	abstract protected function pay_method(): string;

	/**
	 * Whether customers may save cards with it and pay with them (SavedCards).
	 *
	 * @since 0.6.0
	 */
	protected function saves_cards(): bool {
		return false;
	}

	/**
	 * The terminal the payments go to.
	 *
	 * @since 0.6.0
	 */
	abstract public function terminal(): Terminal;

	/**
	 * Minutes a pending payment is waited for before the order is cancelled.
	 *
	 * @since 0.6.0
	 */
	abstract public function expiry_minutes(): int;

	/** {@inheritDoc} */
	public function supports(): array {
		return array( 'products' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $settings Values by field key.
	 */
	public function configure( array $settings ): void {
		$this->settings = $settings;
	}

	/**
	 * This gateway's own settings (the saved ones when configure() was not called).
	 *
	 * @since 0.6.0
	 *
	 * @return array<string,mixed>
	 */
	public function settings(): array {
		$this->settings ??= \Rueda\Domain\Payments\PaymentSettings::values( $this );
		return $this->settings;
	}

	/**
	 * The most a cart may cost to be offered this method, in cents (0: no limit).
	 *
	 * @since 0.6.0
	 */
	public function max_amount(): int {
		$euros = $this->settings()['max_amount'] ?? 0;
		return is_numeric( $euros ) && $euros > 0 ? (int) round( (float) $euros * 100 ) : 0;
	}

	/**
	 * Offered once the terminal is set up, in a shop selling in euros, up to the maximum amount.
	 *
	 * @param CalculatedCart $cart The calculated cart.
	 */
	public function is_available( CalculatedCart $cart ): bool {
		$total = (int) ( $cart->totals()['total_price'] ?? 0 );
		$code  = CurrencySettings::currency()->code;
		return $this->terminal()->is_configured()
			&& isset( PaymentForm::CURRENCIES[ $code ] )
			&& ( 0 === $this->max_amount() || $total <= $this->max_amount() );
	}

	/**
	 * Starts the first attempt; the shopper goes to the shop's page that posts it to the bank.
	 *
	 * @param PaymentRequest $request The order and what the shopper sent.
	 * @throws ShopException When the order cannot be paid here (its currency, too many attempts,
	 *                       a saved card that is not the customer's).
	 */
	public function process( PaymentRequest $request ): PaymentResult {
		if ( $this->saves_cards() ) {
			( new SavedCards() )->remember( $request, $this->id() );
		}
		$form = $this->form( $request->order );
		return PaymentResult::redirect(
			self::pay_url( $request->order ),
			array( 'redsys_url' => $form['url'] ) + $form['fields']
		);
	}

	/**
	 * A new attempt for an order: the bank's page and the signed fields to post to it.
	 * Schedules the cancellation of the order should the bank never answer.
	 *
	 * @since 0.6.0
	 *
	 * @param Order $order Order pending payment.
	 * @return array{url:string,ds_order:string,fields:array{Ds_SignatureVersion:string,Ds_MerchantParameters:string,Ds_Signature:string}}
	 * @throws ShopException When the order cannot be paid here (or its saved card is gone).
	 */
	public function form( Order $order ): array {
		$terminal = $this->terminal();
		$currency = PaymentForm::CURRENCIES[ strtoupper( (string) ( $order->row['currency'] ?? '' ) ) ] ?? null;
		if ( null === $currency || ! $terminal->is_configured() ) {
			throw new ShopException( self::UNPAYABLE, __( 'This order cannot be paid by card or Bizum: the payment terminal is not set up for it.', 'rueda' ), 500 );
		}
		$card    = $this->saves_cards() ? ( new SavedCards() )->for_attempt( $order, $this->id() ) : array(
			'parameters' => array(),
			'attempt'    => array(),
		);
		$attempt = ( new Attempts() )->start( $order, $this->id(), PaymentForm::amount( $order->total() ), $currency, $card['attempt'] );
		if ( null === $attempt ) {
			throw new ShopException( self::UNPAYABLE, __( 'This order has been sent to the bank too many times. Please contact us to pay for it.', 'rueda' ), 409 );
		}
		wp_schedule_single_event( $attempt['created'] + $this->expiry_minutes() * MINUTE_IN_SECONDS + 30, self::EXPIRY_HOOK, array( $order->id() ) );
		$parameters = PaymentForm::parameters( $order, $terminal, $attempt, $this->pay_method(), $this->urls( $order ) ) + $card['parameters'];
		return array(
			'url'      => $terminal->payment_page(),
			'ds_order' => $attempt['ds_order'],
			'fields'   => PaymentForm::sign( $terminal, $parameters ),
		);
	}

	/**
	 * Reads the bank's notification (or the signed parameters on the shopper's return).
	 *
	 * @param NotificationRequest $request What the bank sent.
	 * @throws InvalidNotification When it is not the bank's, or not about an attempt of the shop.
	 */
	public function handle_notification( NotificationRequest $request ): PaymentNotification {
		$message  = SignedMessage::read( $request, $this->terminal() );
		$attempt  = ( new Attempts() )->find( $message->get( 'Ds_Order' ) );
		$terminal = $this->terminal();
		if ( null === $attempt ) {
			throw new InvalidNotification( 'Ds_Order ' . $message->get( 'Ds_Order' ) . ' is no attempt of this shop.' );
		}
		if ( $message->get( 'Ds_MerchantCode' ) !== $terminal->merchant_code || ltrim( $message->get( 'Ds_Terminal' ), '0' ) !== $terminal->terminal ) {
			throw new InvalidNotification( 'The merchant code or terminal is not the shop\'s.' );
		}
		if ( $message->get( 'Ds_Currency' ) !== $attempt['currency'] || $message->get( 'Ds_Amount' ) !== $attempt['amount'] ) {
			throw new InvalidNotification( 'The amount or currency is not the attempt\'s.' );
		}
		$response  = $message->get( 'Ds_Response' );
		$reference = sprintf( 'Ds_Order %s, Ds_Response %s', $attempt['ds_order'], $response );
		// Only payments (type 0) change an order: a refund's or another operation's message does not.
		if ( '' !== ltrim( $message->get( 'Ds_TransactionType' ), '0' ) ) {
			return PaymentNotification::ignored( $reference, $attempt['order_id'] );
		}
		if ( ResponseCodes::is_authorised( $response ) ) {
			// The signed word of the bank that this Ds_Order was charged: refunds name it.
			( new Attempts() )->mark_paid( $attempt['order_id'], $attempt['ds_order'] );
			// Whichever gateway's address it came to: the attempt says whether to save the card.
			( new SavedCards() )->save( $message, $attempt, (string) $attempt['gateway'] );
			return PaymentNotification::paid( $attempt['order_id'], (int) $attempt['amount'], (string) array_search( $attempt['currency'], PaymentForm::CURRENCIES, true ), $message->get( 'Ds_AuthorisationCode' ), $reference );
		}
		/* translators: 1: Redsys response code, 2: its meaning. */
		return PaymentNotification::declined( $attempt['order_id'], $reference, sprintf( __( 'Redsys code %1$s: %2$s', 'rueda' ), $response, ResponseCodes::meaning( $response ) ) );
	}

	/**
	 * The gateway a notification to the terminal's address (`payments/redsys/notify`) is
	 * for: the one its Ds_Order was sent with, read before the signature is checked only to
	 * choose which gateway checks it (both hold the same key); the card for any other.
	 *
	 * @since 0.6.0
	 *
	 * @param NotificationRequest $request  What the bank sent.
	 * @param PaymentGateways     $gateways The shop's gateways.
	 */
	public static function addressed( NotificationRequest $request, PaymentGateways $gateways ): ?PaymentGateway {
		$attempt = ( new Attempts() )->find( SignedMessage::claimed_order( $request ) );
		return $gateways->get( (string) ( $attempt['gateway'] ?? RedsysCard::ID ) );
	}

	/**
	 * Gives back part or all of the order's payment through Redsys's REST interface
	 * (RefundClient), from the Ds_Order the bank authorised.
	 *
	 * @since 0.6.0
	 *
	 * @param Order  $order  The paid order.
	 * @param int    $amount Cents.
	 * @param string $reason Why (not sent to the bank).
	 */
	public function refund( Order $order, int $amount, string $reason ): RefundResult {
		$attempt = ( new Attempts() )->paid( $order->id() );
		if ( null === $attempt ) {
			return RefundResult::failed( RefundClient::NO_PAYMENT, __( 'This order has no payment at Redsys to refund from.', 'rueda' ) );
		}
		return ( new RefundClient( $this->terminal() ) )->refund( $attempt['ds_order'], $amount, $attempt['currency'] );
	}

	/**
	 * The order a visitor of the pay page may send to the bank: pending payment with a
	 * Redsys gateway, or failed with one (a declined card, to try again), found by its
	 * key; a customer's order only for that customer.
	 *
	 * @since 0.6.0
	 *
	 * @param string $key     Order key from the address.
	 * @param int    $user_id The visitor (0: a guest).
	 */
	public static function payable_order( string $key, int $user_id ): ?Order {
		$order = ( new \Rueda\Storage\OrderStore() )->find_by_key( $key );
		if ( ! $order || ! $order->key_matches( $key ) || ! in_array( $order->status(), array( OrderStatus::PENDING, OrderStatus::FAILED ), true ) || ! in_array( $order->payment_method(), array( RedsysCard::ID, RedsysBizum::ID ), true ) ) {
			return null;
		}
		return 0 === $order->customer_id() || $order->customer_id() === $user_id ? $order : null;
	}

	/**
	 * The shop's page that posts a fresh attempt of the order to the bank.
	 *
	 * @since 0.6.0
	 *
	 * @param Order $order Order.
	 */
	public static function pay_url( Order $order ): string {
		return add_query_arg( self::PAY_QUERY_ARG, rawurlencode( $order->key() ), home_url( '/' ) );
	}

	/**
	 * Where the bank calls and sends the shopper back.
	 *
	 * @since 0.6.0
	 *
	 * @param Order $order Order.
	 * @return array{notify:string,ok:string,ko:string}
	 */
	public function urls( Order $order ): array {
		$checkout = PageLinks::get_url( 'checkout' );
		$checkout = '' !== $checkout ? $checkout : home_url( '/' );
		return array(
			'notify' => rest_url( 'rueda/v1/payments/' . self::NOTIFY_ID . '/notify' ),
			// The confirmation page (Orders\Content\OrderReceived's address).
			'ok'     => add_query_arg(
				array(
					'order-received' => $order->id(),
					'key'            => $order->key(),
				),
				$checkout
			),
			'ko'     => add_query_arg( self::FAILED_QUERY_ARG, rawurlencode( $order->key() ), $checkout ),
		);
	}
}
