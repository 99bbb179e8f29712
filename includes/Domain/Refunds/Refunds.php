<?php
/**
 * Refunding orders.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Refunds;

use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Domain\Invoices\RectifyingInvoices;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\OrderLifecycle;
use Rueda\Domain\Orders\OrderNotes;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\PaymentGateways;
use Rueda\Domain\Payments\RefundingGateway;
use Rueda\Domain\ShopException;
use Rueda\Settings\CurrencySettings;
use Rueda\Storage\OrderStore;
use Rueda\Storage\ProductTable;
use Rueda\Storage\RefundTable;
use Rueda\Storage\Transaction;

/**
 * A paid order (processing or completed) is refunded in one or more refunds, never beyond
 * its total nor beyond any line's units. Through its gateway's bank when the gateway is a
 * RefundingGateway (a refusal records nothing), else by hand (the owner says how the money
 * went back). Each refund is claimed before the bank is asked (RefundTable), so a double
 * submit or two owners at once never refund twice; then the units the owner chose go back
 * to stock, a rectifying invoice is issued when the order had an invoice, and the order
 * becomes refunded once nothing is left to refund (without restocking anything else).
 *
 * @since 0.6.0
 */
final class Refunds {

	/** The longest reason and "how it was paid back" kept. */
	public const MAX_TEXT = 200;

	/**
	 * Creates the service.
	 *
	 * @param RefundTable        $table     Refunds.
	 * @param OrderStore         $orders    Orders.
	 * @param OrderLifecycle     $lifecycle Status changes.
	 * @param PaymentGateways    $gateways  Gateways.
	 * @param ProductTable       $products  Product rows (stock).
	 * @param RectifyingInvoices $rectify   Rectifying invoices.
	 */
	public function __construct(
		private RefundTable $table = new RefundTable(),
		private OrderStore $orders = new OrderStore(),
		private OrderLifecycle $lifecycle = new OrderLifecycle(),
		private PaymentGateways $gateways = new PaymentGateways(),
		private ProductTable $products = new ProductTable(),
		private RectifyingInvoices $rectify = new RectifyingInvoices()
	) {}

	/**
	 * An order, for the routes that refund it.
	 *
	 * @since 0.6.0
	 *
	 * @param int $id Order id.
	 */
	public function order( int $id ): ?Order {
		return $this->orders->get( $id );
	}

	/**
	 * An order's refunds, oldest first (under way ones included).
	 *
	 * @since 0.6.0
	 *
	 * @param int $order_id Order.
	 * @return Refund[]
	 */
	public function of_order( int $order_id ): array {
		return array_map( array( Refund::class, 'from_row' ), $this->table->of_order( $order_id ) );
	}

	/**
	 * What an order's refunds add up to (under way ones included).
	 *
	 * @since 0.6.0
	 *
	 * @param Refund[] $refunds Refunds of one order.
	 */
	public static function total( array $refunds ): int {
		return (int) array_sum( array_map( static fn( Refund $refund ) => $refund->amount, $refunds ) );
	}

	/**
	 * Whether an order can be refunded: paid, and something left.
	 *
	 * @since 0.6.0
	 *
	 * @param Order $order Order.
	 */
	public static function is_refundable( Order $order ): bool {
		return in_array( $order->status(), InvoiceNumbers::paid_statuses(), true );
	}

	/**
	 * Whether the order's refunds go through its gateway's bank (else they are manual).
	 *
	 * @since 0.6.0
	 *
	 * @param Order $order Order.
	 */
	public function through_gateway( Order $order ): bool {
		return $this->gateways->get( $order->payment_method() ) instanceof RefundingGateway;
	}

	/**
	 * Refunds an order; answers the refund (the first one, for a repeated key).
	 *
	 * @since 0.6.0
	 *
	 * @param Order         $order   The order as read.
	 * @param RefundRequest $request What to refund.
	 * @param int           $user_id Who.
	 * @throws ShopException A rueda_refund_* refusal.
	 */
	public function refund( Order $order, RefundRequest $request, int $user_id ): Refund {
		$key     = hash( 'sha256', '' !== $request->key ? 'client|' . $request->key : 'server|' . wp_generate_uuid4() );
		$repeat  = $this->repeat( $order->id(), $key );
		$refunds = $this->of_order( $order->id() );
		if ( $repeat ) {
			return $repeat;
		}
		if ( ! self::is_refundable( $order ) ) {
			throw new ShopException( 'rueda_refund_order_not_paid', __( 'Only a paid order (processing or completed) can be refunded.', 'rueda' ), 409 );
		}
		$lines   = $this->lines( $order, $request, $refunds );
		$amount  = $request->amount ?? (int) array_sum( array_column( $lines, 'value' ) );
		$left    = $order->total() - self::total( $refunds );
		$gateway = $this->gateways->get( $order->payment_method() );
		$this->check( $request, $amount, $left, $gateway instanceof RefundingGateway );
		$id = $this->table->claim(
			array(
				'order_id'      => $order->id(),
				'refund_number' => count( $refunds ) ? max( array_map( static fn( Refund $refund ) => $refund->number, $refunds ) ) + 1 : 1,
				'amount'        => $amount,
				'line_items'    => (string) wp_json_encode( array_map( static fn( array $line ) => array_diff_key( $line, array( 'value' => 0 ) ), $lines ) ),
				'reason'        => $request->reason,
				'method'        => $gateway instanceof RefundingGateway ? Refund::GATEWAY : Refund::MANUAL,
				'paid_back'     => $gateway instanceof RefundingGateway ? '' : $request->paid_back,
				'gateway'       => $order->payment_method(),
				'user_id'       => $user_id,
				'request_key'   => $key,
				'created_at'    => gmdate( 'Y-m-d H:i:s' ),
			)
		);
		if ( ! $id ) {
			$repeat = $this->repeat( $order->id(), $key );
			if ( $repeat ) {
				return $repeat;
			}
			throw new ShopException( 'rueda_refund_conflict', __( 'Someone else refunded this order at the same moment. Review its refunds and try again.', 'rueda' ), 409 );
		}
		$answer = array(
			'reference' => '',
			'code'      => '',
		);
		if ( $gateway instanceof RefundingGateway ) {
			$answer = $this->ask_bank( $gateway, $order, $amount, $request->reason, $id );
		}
		return $this->complete( $order, $id, $answer['reference'], $answer['code'], $refunds );
	}

	/**
	 * Asks the bank; a refusal (or a bank that could not be reached) forgets the claim.
	 *
	 * @param RefundingGateway $gateway Gateway.
	 * @param Order            $order   Order.
	 * @param int              $amount  Amount.
	 * @param string           $reason  Why.
	 * @param int              $id      The claimed refund.
	 * @return array{reference:string,code:string}
	 * @throws ShopException When the bank refused (rueda_refund_gateway_failed).
	 * @throws \Throwable What the gateway threw, after the claim is forgotten.
	 */
	private function ask_bank( RefundingGateway $gateway, Order $order, int $amount, string $reason, int $id ): array {
		try {
			$result = $gateway->refund( $order, $amount, $reason );
		} catch ( \Throwable $error ) {
			$this->table->release( $id );
			throw $error;
		}
		if ( ! $result->done ) {
			$this->table->release( $id );
			throw new ShopException(
				'rueda_refund_gateway_failed',
				'' !== $result->message ? $result->message : __( 'The bank did not make the refund. Nothing was refunded.', 'rueda' ),
				502,
				array( 'gateway_code' => $result->code )
			);
		}
		return array(
			'reference' => $result->reference,
			'code'      => $result->code,
		);
	}

	/**
	 * The refund a key made: answered again when done, 409 while under way.
	 *
	 * @param int    $order_id Order.
	 * @param string $key      Hashed key.
	 * @throws ShopException While the same submit is under way (rueda_refund_in_progress).
	 */
	private function repeat( int $order_id, string $key ): ?Refund {
		$row = $this->table->find_by_request( $order_id, $key );
		if ( ! $row ) {
			return null;
		}
		$refund = Refund::from_row( $row );
		if ( ! $refund->done ) {
			throw new ShopException( 'rueda_refund_in_progress', __( 'This refund is already under way. Wait a moment and reload the order.', 'rueda' ), 409 );
		}
		return $refund;
	}

	/**
	 * The lines asked for, checked against the order and its earlier refunds, with what
	 * their units are worth.
	 *
	 * @param Order         $order   Order.
	 * @param RefundRequest $request Request.
	 * @param Refund[]      $refunds Earlier refunds.
	 * @return list<array{line_id:int,quantity:int,restock:bool,value:int}>
	 * @throws ShopException For a line that is not the order's or has too few units (rueda_refund_invalid_lines).
	 */
	private function lines( Order $order, RefundRequest $request, array $refunds ): array {
		$items = array_column( $order->lines( 'line_item' ), null, 'id' );
		$lines = array();
		foreach ( $request->lines as $line_id => $line ) {
			$item = $items[ $line_id ] ?? null;
			if ( ! $item ) {
				/* translators: %d: order line id. */
				throw $this->bad_lines( sprintf( __( 'Line %d is not a product line of this order.', 'rueda' ), $line_id ) );
			}
			$quantity = (int) $line['quantity'];
			if ( 0 === $quantity ) {
				continue;
			}
			$already = (int) array_sum( array_map( static fn( Refund $refund ) => $refund->quantity_of( (int) $line_id ), $refunds ) );
			if ( $quantity < 0 || $already + $quantity > (int) $item['quantity'] ) {
				throw $this->bad_lines(
					/* translators: 1: product name, 2: units that can still be refunded. */
					sprintf( __( '“%1$s” can be refunded %2$d more units at most.', 'rueda' ), (string) $item['name'], max( 0, (int) $item['quantity'] - $already ) )
				);
			}
			$lines[] = array(
				'line_id'  => (int) $line_id,
				'quantity' => $quantity,
				'restock'  => (bool) $line['restock'],
				'value'    => RefundAmounts::units( (int) $item['total'] + (int) $item['total_tax'], (int) $item['quantity'], $already, $quantity ),
			);
		}
		return $lines;
	}

	/**
	 * Checks the amount, the reason and how a manual refund was paid back.
	 *
	 * @param RefundRequest $request Request.
	 * @param int           $amount  Amount to refund.
	 * @param int           $left    What is left to refund.
	 * @param bool          $gateway Whether the bank refunds it.
	 * @throws ShopException A rueda_refund_* refusal.
	 */
	private function check( RefundRequest $request, int $amount, int $left, bool $gateway ): void {
		if ( $amount <= 0 ) {
			throw new ShopException( 'rueda_refund_invalid_amount', __( 'Enter an amount to refund, or the units of the lines to refund.', 'rueda' ), 400, array( 'params' => array( 'amount' => __( 'Enter an amount greater than zero.', 'rueda' ) ) ) );
		}
		if ( $amount > $left ) {
			$message = sprintf(
				/* translators: %s: amount left to refund, e.g. 12,00 €. */
				__( 'The refund is more than what is left to refund on this order (%s).', 'rueda' ),
				CurrencySettings::currency()->format( max( 0, $left ) )
			);
			throw new ShopException( 'rueda_refund_amount_too_high', $message, 400, array( 'remaining' => max( 0, $left ) ) );
		}
		if ( '' === trim( $request->reason ) ) {
			throw new ShopException( 'rueda_refund_reason_required', __( 'Write why the order is refunded: it goes on the rectifying invoice.', 'rueda' ), 400, array( 'params' => array( 'reason' => __( 'Write the reason.', 'rueda' ) ) ) );
		}
		if ( ! $gateway && '' === trim( $request->paid_back ) ) {
			throw new ShopException( 'rueda_refund_paid_back_required', __( 'This payment method cannot refund by itself: say how the money was given back (bank transfer, cash…).', 'rueda' ), 400, array( 'params' => array( 'paid_back' => __( 'Say how the money was given back.', 'rueda' ) ) ) );
		}
	}

	/**
	 * A refusal of the lines.
	 *
	 * @param string $message Message.
	 */
	private function bad_lines( string $message ): ShopException {
		return new ShopException( 'rueda_refund_invalid_lines', $message, 400, array( 'params' => array( 'lines' => $message ) ) );
	}

	/**
	 * Records the money as given back: the refund done, its units back to stock, a note;
	 * then the rectifying invoice and, when nothing is left, the refunded status.
	 *
	 * @param Order    $order     Order.
	 * @param int      $id        The claimed refund.
	 * @param string   $reference The bank's reference.
	 * @param string   $code      The bank's code.
	 * @param Refund[] $before    The refunds before this one.
	 */
	private function complete( Order $order, int $id, string $reference, string $code, array $before ): Refund {
		$refund = Transaction::run(
			function () use ( $order, $id, $reference, $code ): Refund {
				$this->table->complete( $id, $reference, $code );
				$refund = Refund::from_row( (array) $this->table->find( $id ) );
				if ( $order->meta( '_stock_taken' ) ) {
					$this->restock( $order, $refund );
				}
				return $refund;
			}
		);
		( new OrderNotes( $this->orders ) )->add( $order->id(), $this->note( $refund ), false, true );
		$invoice = ( new InvoiceNumbers() )->find( $order->id() );
		if ( $invoice ) {
			try {
				$this->rectify->issue( $order, $refund, $invoice, $before );
			} catch ( ShopException $refused ) {
				// A broken record chain (logged): the money is back, the rectification waits.
				( new OrderNotes( $this->orders ) )->add( $order->id(), $refused->getMessage(), false, true );
			}
		}
		if ( self::total( $this->of_order( $order->id() ) ) >= $order->total() ) {
			$this->close( $order );
		}

		/**
		 * Fires after an order was refunded, in part or in full (the customer's email).
		 *
		 * @since 0.6.0
		 *
		 * @param int    $order_id Order id.
		 * @param Refund $refund   The refund.
		 */
		do_action( 'rueda_order_refunded', $order->id(), $refund );
		return $refund;
	}

	/**
	 * Puts back the units the owner chose, in product id order (as OrderLifecycle locks).
	 *
	 * @param Order  $order  Order.
	 * @param Refund $refund Refund.
	 */
	private function restock( Order $order, Refund $refund ): void {
		$items      = array_column( $order->lines( 'line_item' ), null, 'id' );
		$quantities = array();
		foreach ( $refund->lines as $line ) {
			$product = (int) ( $items[ $line['line_id'] ]['product_id'] ?? 0 );
			if ( $line['restock'] && $product ) {
				$quantities[ $product ] = ( $quantities[ $product ] ?? 0 ) + $line['quantity'];
			}
		}
		ksort( $quantities );
		foreach ( $quantities as $product => $quantity ) {
			$this->products->adjust_stock( $product, $quantity );
		}
	}

	/**
	 * The order becomes refunded (read again: a refund may have completed it meanwhile).
	 *
	 * @param Order $order Order.
	 */
	private function close( Order $order ): void {
		for ( $attempt = 0; $attempt < 3; $attempt++ ) {
			$current = $this->orders->get( $order->id() );
			if ( ! $current || OrderStatus::REFUNDED === $current->status() ) {
				return;
			}
			if ( $this->lifecycle->change( $current, OrderStatus::REFUNDED, __( 'Fully refunded.', 'rueda' ) ) ) {
				return;
			}
		}
	}

	/**
	 * The order note of a refund.
	 *
	 * @param Refund $refund Refund.
	 */
	private function note( Refund $refund ): string {
		$amount = CurrencySettings::currency()->format( $refund->amount );
		if ( Refund::GATEWAY === $refund->method ) {
			/* translators: 1: amount, 2: the bank's reference, 3: reason. */
			return sprintf( __( 'Refunded %1$s through the bank (reference %2$s). Reason: %3$s', 'rueda' ), $amount, $refund->reference, $refund->reason );
		}
		/* translators: 1: amount, 2: how it was paid back, 3: reason. */
		return sprintf( __( 'Refunded %1$s by hand (%2$s). Reason: %3$s', 'rueda' ), $amount, $refund->paid_back, $refund->reason );
	}
}
