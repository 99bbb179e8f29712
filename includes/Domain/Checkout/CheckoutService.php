<?php
/**
 * Turning a cart into a paid order.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Checkout;

use Rueda\Domain\Cart\CalculatedCart;
use Rueda\Domain\Cart\Cart;
use Rueda\Domain\Cart\CartCalculator;
use Rueda\Domain\Cart\CartService;
use Rueda\Domain\Coupons\CouponRepository;
use Rueda\Domain\Customers\AddressRules;
use Rueda\Domain\Customers\CustomerAccounts;
use Rueda\Domain\Orders\DraftOrders;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\OrderCart;
use Rueda\Domain\Orders\OrderLifecycle;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\PaymentGateways;
use Rueda\Domain\Payments\TestPayments;
use Rueda\Domain\Payments\PaymentRequest;
use Rueda\Domain\Payments\PaymentResult;
use Rueda\Domain\Payments\PaymentTokens;
use Rueda\Domain\ShopException;
use Rueda\Domain\Workshop\AppointmentCheckout;
use Rueda\Domain\Workshop\UnpaidBookings;
use Rueda\Storage\CouponUses;
use Rueda\Storage\OrderStore;
use Rueda\Storage\StockHolds;

/**
 * The checkout's order of work (docs/store-api.md): the route has already saved the customer's
 * details into the cart; this recalculates, validates the cart, syncs the draft order,
 * validates the order, holds stock and coupon uses, creates the account if asked, takes the
 * payment and sets the final status. Totals always come from the server's calculation.
 *
 * @since 0.1.0
 */
final class CheckoutService {

	/** Order meta: the hash of the Idempotency-Key of the request that placed it. */
	private const ATTEMPT = '_attempt';

	/** Seconds stock and coupons are held once an order is placed. */
	public const ORDER_HOLD = HOUR_IN_SECONDS;

	/**
	 * Creates the service.
	 *
	 * @param CartCalculator   $calculator Totals.
	 * @param CartService      $carts      Cart rules.
	 * @param DraftOrders      $drafts     Draft orders.
	 * @param OrderStore       $orders     Orders.
	 * @param OrderLifecycle   $lifecycle  Status changes.
	 * @param PaymentGateways  $gateways   Payment gateways.
	 * @param CustomerAccounts $accounts   Accounts.
	 */
	public function __construct(
		private CartCalculator $calculator = new CartCalculator(),
		private CartService $carts = new CartService(),
		private DraftOrders $drafts = new DraftOrders(),
		private OrderStore $orders = new OrderStore(),
		private OrderLifecycle $lifecycle = new OrderLifecycle(),
		private PaymentGateways $gateways = new PaymentGateways(),
		private CustomerAccounts $accounts = new CustomerAccounts()
	) {}

	/**
	 * The cart's draft order, created or refreshed. Looking at it holds no stock: only
	 * placing the order does, so nobody can keep stock from others just by visiting.
	 *
	 * @since 0.1.0
	 *
	 * @param Cart $cart Cart.
	 * @throws ShopException When the cart is empty.
	 */
	public function draft( Cart $cart ): Order {
		return $this->drafts->sync( $cart->key, get_current_user_id(), $this->calculated( $cart ) );
	}

	/**
	 * Whether the cart already has the order its checkout works on (draft, or an unpaid
	 * attempt a retry reuses), so that draft() would refresh it rather than create one.
	 *
	 * @since 0.1.0
	 *
	 * @param Cart $cart Cart.
	 */
	public function has_draft( Cart $cart ): bool {
		return null !== $this->orders->find_draft( $cart->key );
	}

	/**
	 * Places and pays the order of a cart.
	 *
	 * @since 0.1.0
	 *
	 * @since 0.2.0 $attempt.
	 * @since 0.5.0 $client.
	 *
	 * @param Cart            $cart    Cart, with the request's addresses already saved in it.
	 * @param CheckoutRequest $request The request.
	 * @param string          $attempt The request's Idempotency-Key hash ('' without one),
	 *                                 kept on the order so a retry can resume it (resume()).
	 * @param string          $client  Who sends it, hashed, for the limit of unpaid workshop
	 *                                 bookings (UnpaidBookings::cap()); '' when unknown.
	 * @throws ShopException On any refusal, with a stable code (409 ones carry the cart).
	 */
	public function place( Cart $cart, CheckoutRequest $request, string $attempt = '', string $client = '' ): CheckoutResult {
		$calculated = $this->calculated( $cart );
		$this->validate_cart( $cart, $calculated );
		$totals = $calculated->totals();
		if ( null !== $request->expected_total && $request->expected_total !== (int) $totals['total_price'] ) {
			throw new ShopException( 'rueda_total_changed', __( 'The order total changed while you were checking out. Please review your order before paying.', 'rueda' ), 409 );
		}

		// The workshop calls the shopper about an order collected there.
		$picks_up = $calculated->needs_shipping && $calculated->picks_up();
		$billing  = AddressRules::check( (array) ( $cart->customer['billing'] ?? array() ), 'billing', $picks_up ? array( 'phone' ) : array() );
		$shipping = $this->shipping_address( $cart, $calculated );
		$this->validate_shipping( $calculated );
		$needs_payment = $totals['total_price'] > 0;
		$gateway       = $needs_payment ? $this->gateway( $request->payment_method, $calculated ) : null;
		if ( $gateway ) {
			// Before an account is made: only a logged-in customer has saved methods.
			$this->check_saved_token( $gateway, get_current_user_id(), $request->payment_data );
		}
		$customer_id = $this->accounts->checkout_customer( $request, $billing );

		$order = $this->drafts->sync(
			$cart->key,
			$customer_id,
			$calculated,
			array(
				'customer_note'        => $request->customer_note,
				'payment_method'       => $gateway ? $gateway->id() : '',
				'payment_method_title' => $gateway ? $this->gateways->title( $gateway ) : '',
			),
			array(
				'billing'  => $billing,
				'shipping' => $shipping,
			)
		);
		$metas = array_filter(
			array(
				'additional_fields' => $request->additional_fields,
				self::ATTEMPT       => $attempt,
			)
		);
		if ( $metas ) {
			$this->orders->set_metas( $order->id(), $metas );
		}

		/**
		 * Fires when a checkout request has filled in the order, before stock is held and the
		 * payment taken: extensions store their `extensions` data or refuse by throwing a
		 * \Rueda\Domain\ShopException. The data of a namespace registered for the checkout
		 * with \Rueda\StoreApi\EndpointData has already been checked against its schema and
		 * reduced to its declared properties; other namespaces arrive as sent.
		 *
		 * @since 0.1.0
		 * @since 0.2.0 Registered namespaces' data arrives checked.
		 *
		 * @param Order           $order   The order (checkout-draft).
		 * @param CheckoutRequest $request The request.
		 */
		do_action( 'rueda_checkout_update_order_from_request', $order, $request );
		// Read again: the request's fields and what extensions stored are part of the order now.
		$order = $this->orders->get( $order->id() ) ?? $order;

		$this->hold( $order, $customer_id, $billing['email'], UnpaidBookings::cap( $gateway ? $gateway->id() : '', $billing['email'], $client ) );
		if ( ! $this->orders->transition( $order->id(), OrderStatus::DRAFT, OrderStatus::PENDING ) ) {
			throw new ShopException( 'rueda_checkout_in_progress', __( 'Your order is already being processed. Please wait a moment before trying again.', 'rueda' ), 409 );
		}
		$order = $order->with_status( OrderStatus::PENDING );
		if ( $customer_id ) {
			$this->accounts->save_addresses( $customer_id, $billing, $shipping );
		}
		$result = $this->pay( $order, $gateway, $request->payment_data );
		if ( ! $customer_id && $request->create_account && $result->payment->is_accepted() ) {
			// A pending account gets its link (and the order once confirmed); an existing
			// account's owner is told. The shopper's answer is a guest order's either way.
			$this->accounts->tell_account_owner( $result->order );
		}
		return $result;
	}

	/**
	 * Picks up after a checkout request that ended without answering (its PHP node died),
	 * when a retry with its Idempotency-Key comes: the order it paid, to answer with; or
	 * null after failing the attempt it left half-paid (its holds released), so that the
	 * retry places the order again.
	 *
	 * @since 0.2.0
	 *
	 * @param string $cart_key The cart's key.
	 * @param string $attempt  The Idempotency-Key's hash.
	 */
	public function resume( string $cart_key, string $attempt ): ?CheckoutResult {
		$order = $this->orders->latest_for_cart( $cart_key );
		if ( ! $order || $order->meta( self::ATTEMPT ) !== $attempt ) {
			return null;
		}
		$status = $order->status();
		if ( in_array( $status, OrderLifecycle::confirmed(), true ) ) {
			$payment = OrderStatus::ON_HOLD === $status ? PaymentResult::later( $status ) : PaymentResult::paid();
			return new CheckoutResult( $order, $payment );
		}
		if ( OrderStatus::PENDING === $status ) {
			$this->lifecycle->change( $order, OrderStatus::FAILED, __( 'The payment was interrupted (the server stopped); the customer tried again.', 'rueda' ) );
		}
		return null;
	}

	/**
	 * Pays an order placed earlier whose payment failed or never finished. Everything is
	 * checked before anything is written: a refused request leaves the order as it was.
	 *
	 * @since 0.1.0
	 * @since 0.5.0 $client.
	 *
	 * @param Order                $order   The order (its key already checked).
	 * @param string               $method  Gateway id: one available for this order, as at checkout.
	 * @param array<string,string> $data    Payment data.
	 * @param array<string,string> $billing New billing address, already checked (empty: keep it).
	 * @param string               $client  Who pays, hashed, as place() takes it.
	 * @throws ShopException When it cannot be paid now.
	 */
	public function pay_order( Order $order, string $method, array $data, array $billing = array(), string $client = '' ): CheckoutResult {
		$status = $order->status();
		if ( ! in_array( $status, array( OrderStatus::PENDING, OrderStatus::FAILED ), true ) || $order->total() <= 0 ) {
			throw new ShopException( 'rueda_order_not_payable', __( 'This order cannot be paid: it is already paid or was cancelled.', 'rueda' ), 409 );
		}
		$this->refuse_test_gateway( $method );
		$gateway = $this->gateways->available_for( OrderCart::calculated( $order ) )[ $method ] ?? null;
		if ( ! $gateway ) {
			throw new ShopException( 'rueda_invalid_payment_method', __( 'The chosen payment method is not available for this order.', 'rueda' ) );
		}
		$this->check_saved_token( $gateway, $order->customer_id(), $data );
		$claimed = OrderStatus::FAILED === $status
			? $this->orders->transition( $order->id(), $status, OrderStatus::PENDING )
			: $this->orders->claim_stale( $order->id(), $status, DraftOrders::PAYMENT_SECONDS );
		if ( ! $claimed ) {
			throw new ShopException( 'rueda_checkout_in_progress', __( 'Your order is already being processed. Please wait a moment before trying again.', 'rueda' ), 409 );
		}
		$order = $this->orders->get( $order->id() );
		try {
			// The limit of unpaid bookings counts the method and email the order will have.
			$this->hold( $order, $order->customer_id(), $order->email(), UnpaidBookings::cap( $gateway->id(), $billing['email'] ?? $order->email(), $client ) );
		} catch ( ShopException $refused ) {
			$this->lifecycle->change( $order, OrderStatus::FAILED, $refused->getMessage() );
			throw $refused;
		}
		$changes = array(
			'payment_method'       => $gateway->id(),
			'payment_method_title' => $this->gateways->title( $gateway ),
		);
		if ( $billing ) {
			$this->orders->set_address( $order->id(), 'billing', $billing );
			$changes['billing_email'] = $billing['email'];
		}
		$this->orders->update( $order->id(), $changes );
		return $this->pay( $this->orders->get( $order->id() ), $gateway, $data );
	}

	/**
	 * Takes the payment of a pending order and sets its final status.
	 *
	 * @since 0.1.0
	 *
	 * @param Order                                      $order   Pending order.
	 * @param \Rueda\Domain\Payments\PaymentGateway|null $gateway Gateway (null: nothing to pay).
	 * @param array<string,string>                       $data    Payment data.
	 */
	public function pay( Order $order, ?\Rueda\Domain\Payments\PaymentGateway $gateway, array $data ): CheckoutResult {
		try {
			$result = $gateway ? $gateway->process( new PaymentRequest( $order, $data ) ) : PaymentResult::paid();
		} catch ( \Throwable $error ) {
			error_log( 'Rueda payment gateway: ' . $error ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- gateway faults must be traceable.
			// A rule's refusal (a redirect to an address that is not https) says what went
			// wrong: the order's note and administrators read it, shoppers never do.
			$result = PaymentResult::error( $error instanceof ShopException ? $error->getMessage() : __( 'We are experiencing difficulties with this payment method. Please contact us for assistance.', 'rueda' ) );
		}
		if ( '' !== $result->transaction_id ) {
			$this->orders->update( $order->id(), array( 'transaction_id' => substr( $result->transaction_id, 0, 100 ) ) );
		}
		$changed = $this->lifecycle->change( $order, $result->order_status, $result->message, array( 'payment_details' => $result->details ) );
		return new CheckoutResult( $changed ?? $this->orders->get( $order->id() ), $result );
	}

	/**
	 * Refuses a saved method (`wc-{gateway}-payment-token`) that is not one of the
	 * customer's for this gateway before anything is written or sent to a bank: another
	 * customer's token gets the same answer as an unknown one.
	 *
	 * @param \Rueda\Domain\Payments\PaymentGateway $gateway     Chosen gateway.
	 * @param int                                   $customer_id The customer paying (0: a guest).
	 * @param array<string,string>                  $data        Payment data.
	 * @throws ShopException 400 rueda_invalid_payment_token.
	 */
	private function check_saved_token( \Rueda\Domain\Payments\PaymentGateway $gateway, int $customer_id, array $data ): void {
		$token_id = (string) ( $data[ 'wc-' . $gateway->id() . '-payment-token' ] ?? '' );
		if ( '' === $token_id || 'new' === $token_id ) {
			return;
		}
		$token = ( new PaymentTokens() )->find( $customer_id, $token_id );
		if ( ! $token || $token['gateway'] !== $gateway->id() ) {
			throw new ShopException( 'rueda_invalid_payment_token', __( 'This saved payment method is not available.', 'rueda' ) );
		}
	}

	/**
	 * The gateway chosen for a payment, checked against those available for this cart.
	 *
	 * @since 0.1.0
	 *
	 * @param string         $id         Gateway id.
	 * @param CalculatedCart $calculated Cart.
	 * @throws ShopException When missing or not available.
	 */
	public function gateway( string $id, CalculatedCart $calculated ): \Rueda\Domain\Payments\PaymentGateway {
		if ( '' === $id ) {
			throw new ShopException( 'rueda_missing_payment_method', __( 'Please choose a payment method.', 'rueda' ) );
		}
		$this->refuse_test_gateway( $id );
		$gateway = $this->gateways->available_for( $calculated )[ $id ] ?? null;
		if ( ! $gateway ) {
			throw new ShopException( 'rueda_invalid_payment_method', __( 'The chosen payment method is not available for this order.', 'rueda' ) );
		}
		return $gateway;
	}

	/**
	 * Refuses, with its own code, a test gateway asked for where it takes no orders: a
	 * headless client that still sends the sandbox card learns why.
	 *
	 * @param string $id Gateway id.
	 * @throws ShopException When it is such a gateway.
	 */
	private function refuse_test_gateway( string $id ): void {
		$gateway = $this->gateways->get( $id );
		if ( $gateway && TestPayments::refuses( $gateway ) ) {
			throw new ShopException( TestPayments::REFUSED, __( 'Test payments are turned off in this shop. Please choose another payment method.', 'rueda' ) );
		}
	}

	/**
	 * The cart calculated, refusing an empty one.
	 *
	 * @param Cart $cart Cart.
	 * @throws ShopException When empty.
	 */
	private function calculated( Cart $cart ): CalculatedCart {
		if ( $cart->is_empty() ) {
			throw new ShopException( 'woocommerce_rest_cart_empty', __( 'Cannot create an order from an empty cart.', 'rueda' ) );
		}
		return $this->calculator->calculate( $cart );
	}

	/**
	 * Stock, products and coupons must still be as the shopper saw them.
	 *
	 * @param Cart           $cart       Cart.
	 * @param CalculatedCart $calculated Its calculation.
	 * @throws ShopException 409 with the first problem.
	 */
	private function validate_cart( Cart $cart, CalculatedCart $calculated ): void {
		$loaded = array();
		foreach ( $calculated->lines as $line ) {
			$loaded[ $line['product']->id() ] = $line['product'];
		}
		$problems = array_merge(
			$this->carts->problems( $cart, $loaded ),
			array_values( array_filter( $calculated->errors, static fn( array $error ) => str_contains( $error['code'], 'coupon' ) ) )
		);
		if ( count( $calculated->lines ) !== count( $cart->items ) && ! $problems ) {
			$problems[] = array(
				'code'    => 'woocommerce_rest_cart_invalid_product',
				'message' => __( 'A product in your cart is no longer available.', 'rueda' ),
			);
		}
		if ( $problems ) {
			throw new ShopException( $problems[0]['code'], $problems[0]['message'], 409 );
		}
	}

	/**
	 * Every package needs a selected rate that is among its current rates.
	 *
	 * @param CalculatedCart $calculated Cart.
	 * @throws ShopException When a package has none.
	 */
	private function validate_shipping( CalculatedCart $calculated ): void {
		if ( ! $calculated->needs_shipping ) {
			return;
		}
		if ( ! $calculated->packages ) {
			throw new ShopException( 'rueda_no_shipping_options', __( 'Sorry, this order requires a shipping option.', 'rueda' ) );
		}
		foreach ( $calculated->packages as $package ) {
			if ( ! $package['rates'] ) {
				throw new ShopException( 'rueda_no_shipping_options', __( 'Sorry, this order requires a shipping option.', 'rueda' ) );
			}
			$chosen = $calculated->cart->chosen_rates[ (string) $package['package_id'] ] ?? null;
			$offers = array_column( $package['rates'], 'rate_id' );
			if ( null !== $chosen && ! in_array( $chosen, $offers, true ) ) {
				throw new ShopException( 'rueda_invalid_shipping_rate', __( 'The chosen shipping option is not available for your address. Please choose another one.', 'rueda' ) );
			}
		}
	}

	/**
	 * The checked shipping address; none when nothing ships, and the pickup location's
	 * address (with the shopper's name) when everything is collected at the workshop.
	 *
	 * @param Cart           $cart       Cart.
	 * @param CalculatedCart $calculated Its calculation.
	 * @return array<string,string>
	 */
	private function shipping_address( Cart $cart, CalculatedCart $calculated ): array {
		if ( ! $calculated->needs_shipping ) {
			return array();
		}
		if ( ! $calculated->picks_up() ) {
			return AddressRules::check( (array) ( $cart->customer['shipping'] ?? array() ), 'shipping' );
		}
		$billing = (array) ( $cart->customer['billing'] ?? array() );
		$rate    = array_values( array_filter( $calculated->packages[0]['rates'], static fn( array $rate ) => $rate['selected'] ) )[0];
		$meta    = array_column( $rate['meta_data'], 'value', 'key' );
		return array(
			'first_name' => (string) ( $billing['first_name'] ?? '' ),
			'last_name'  => (string) ( $billing['last_name'] ?? '' ),
			'company'    => (string) $rate['name'],
			'address_1'  => (string) ( $meta['pickup_address'] ?? '' ),
			'phone'      => (string) ( $billing['phone'] ?? '' ),
		);
	}

	/**
	 * Holds the order's stock, coupon uses and workshop appointment, all or nothing. Coupon
	 * uses and the appointment are held exactly as long as the stock, so the stock's cap on
	 * renewals holds for them too.
	 *
	 * @param Order                                                                    $order       Order.
	 * @param int                                                                      $customer_id Customer.
	 * @param string                                                                   $email       Billing email.
	 * @param array{limit:int,since:int,method:string,email:string,client:string}|null $unpaid      Limit of the client's unpaid bookings (UnpaidBookings::cap()).
	 * @throws ShopException When stock, a coupon use or the appointment is no longer there.
	 */
	private function hold( Order $order, int $customer_id, string $email, ?array $unpaid = null ): void {
		$stock = new StockHolds();
		$stock->reserve( $order->id(), $this->quantities( $order ), self::ORDER_HOLD );
		$coupons = $this->order_coupons( $order );
		$seconds = $stock->seconds_left( $order->id() ) ?? self::ORDER_HOLD;
		try {
			( new CouponUses() )->hold( $order->id(), $coupons, $customer_id, $email, $seconds );
			( new AppointmentCheckout() )->hold( $order->id(), $seconds, $unpaid );
		} catch ( ShopException $refused ) {
			$stock->release( $order->id() );
			( new CouponUses() )->release( $order->id() );
			throw $refused;
		}
	}

	/**
	 * The coupons an order used.
	 *
	 * @param Order $order Order.
	 * @return list<\Rueda\Domain\Coupons\Coupon>
	 */
	private function order_coupons( Order $order ): array {
		$repo = new CouponRepository();
		return array_values( array_filter( array_map( static fn( array $line ) => $repo->find( (string) $line['name'] ), $order->lines( 'coupon' ) ) ) );
	}

	/**
	 * Units per product of an order.
	 *
	 * @param Order $order Order.
	 * @return array<int,int>
	 */
	private function quantities( Order $order ): array {
		$quantities = array();
		foreach ( $order->lines( 'line_item' ) as $line ) {
			$quantities[ (int) $line['product_id'] ] = ( $quantities[ (int) $line['product_id'] ] ?? 0 ) + (int) $line['quantity'];
		}
		return $quantities;
	}
}
