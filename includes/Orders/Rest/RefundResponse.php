<?php
/**
 * The admin's shape of an order's refunds.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Orders\Rest;

use Rueda\Admin\Rest\DisplayDate;
use Rueda\Domain\Invoices\RectifyingInvoices;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\Refunds\Refund;
use Rueda\Domain\Refunds\Refunds;
use Rueda\Invoices\Content\InvoiceLinks;
use Rueda\Settings\CurrencySettings;

/**
 * Each refund with its amount, lines, who, how (the bank's reference, or how the money
 * was given back by hand) and its rectifying invoice; and what the order can still get
 * back, for the Reembolsar form.
 *
 * @since 0.6.0
 */
final class RefundResponse {

	/**
	 * Creates the mapper.
	 *
	 * @param Refunds            $refunds Refunds.
	 * @param RectifyingInvoices $rectify Rectifying invoices.
	 */
	public function __construct(
		private Refunds $refunds = new Refunds(),
		private RectifyingInvoices $rectify = new RectifyingInvoices()
	) {}

	/**
	 * An order's refunds, oldest first.
	 *
	 * @since 0.6.0
	 *
	 * @param Order $order Order.
	 * @return list<array<string,mixed>>
	 */
	public function all( Order $order ): array {
		$rectifications = array_column( $this->rectify->of_orders( array( $order->id() ) )[ $order->id() ] ?? array(), null, 'refund_id' );
		return array_map( fn( Refund $refund ) => $this->refund( $order, $refund, $rectifications[ $refund->id ] ?? null ), $this->refunds->of_order( $order->id() ) );
	}

	/**
	 * One refund.
	 *
	 * @since 0.6.0
	 *
	 * @param Order                                         $order         Order.
	 * @param Refund                                        $refund        Refund.
	 * @param \Rueda\Domain\Invoices\RectifyingInvoice|null $rectification Its rectifying invoice.
	 * @return array<string,mixed>
	 */
	public function refund( Order $order, Refund $refund, $rectification = null ): array {
		$items = array_column( $order->lines( 'line_item' ), null, 'id' );
		$user  = $refund->user_id ? get_userdata( $refund->user_id ) : false;
		return array(
			'id'                 => $refund->id,
			'number'             => $refund->number,
			'pending'            => ! $refund->done,
			'date_gmt'           => mysql_to_rfc3339( $refund->created_at ),
			'date_display'       => DisplayDate::moment( $refund->created_at ),
			'amount'             => $refund->amount,
			'amount_display'     => CurrencySettings::currency()->format( $refund->amount ),
			'lines'              => array_map(
				static fn( array $line ) => $line + array( 'name' => (string) ( $items[ $line['line_id'] ]['name'] ?? '' ) ),
				$refund->lines
			),
			'reason'             => $refund->reason,
			'method'             => $refund->method,
			'paid_back'          => $refund->paid_back,
			'reference'          => $refund->reference,
			'gateway_code'       => $refund->raw_code,
			'author'             => $user ? $user->display_name : '',
			'rectifying_invoice' => $rectification ? InvoiceLinks::describe_rectification( $order, $rectification ) : null,
		);
	}

	/**
	 * What the Reembolsar form needs: whether the order can be refunded, what is left, and
	 * whether the bank gives the money back (else the owner says how they did).
	 *
	 * @since 0.6.0
	 *
	 * @param Order $order Order.
	 * @return array<string,mixed>
	 */
	public function summary( Order $order ): array {
		$refunds  = $this->refunds->of_order( $order->id() );
		$refunded = Refunds::total( $refunds );
		$left     = max( 0, $order->total() - $refunded );
		$currency = CurrencySettings::currency();
		return array(
			'allowed'           => Refunds::is_refundable( $order ) && $left > 0,
			'method'            => $this->refunds->through_gateway( $order ) ? Refund::GATEWAY : Refund::MANUAL,
			'refunded'          => $refunded,
			'refunded_display'  => CurrencySettings::currency()->format( -$refunded ),
			'remaining'         => $left,
			'remaining_display' => CurrencySettings::currency()->format( $left ),
			'net'               => $order->total() - $refunded,
			'net_display'       => CurrencySettings::currency()->format( $order->total() - $refunded ),
			// Each product line's amount (IVA included) and units refunded so far, for the live total.
			'lines'             => array_map(
				static fn( array $line ) => array(
					'id'       => (int) $line['id'],
					'quantity' => (int) $line['quantity'],
					'refunded' => (int) array_sum( array_map( static fn( Refund $refund ) => $refund->quantity_of( (int) $line['id'] ), $refunds ) ),
					'total'    => (int) $line['total'] + (int) $line['total_tax'],
					// A tyre bought fitted is on the customer's car: the form does not offer it back to stock by default.
					'fitted'   => ! empty( $line['meta']['fitted'] ),
				),
				$order->lines( 'line_item' )
			),
			'format'            => array(
				'minorUnit'         => $currency->minor_unit,
				'decimalSeparator'  => $currency->decimal_separator,
				'thousandSeparator' => $currency->thousand_separator,
				'prefix'            => $currency->prefix,
				'suffix'            => $currency->suffix,
			),
		);
	}
}
