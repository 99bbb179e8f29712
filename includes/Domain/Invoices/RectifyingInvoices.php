<?php
/**
 * Issuing rectifying invoices.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices;

use Rueda\Domain\Invoices\Verifactu\AltaRecords;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\Refunds\Refund;
use Rueda\Domain\Refunds\RefundAmounts;
use Rueda\Settings\CompanySettings;
use Rueda\Storage\RectifyingInvoiceTable;
use Rueda\Storage\RetriedTransaction;

/**
 * Each refund of an invoiced order gets one rectifying invoice, numbered like invoices
 * (InvoiceNumbers): from 1 per series and calendar year of the shop's time zone, without
 * gaps or repeats however many are issued at once. Its lines are the refunded units
 * (their share of each line's amount, net and IVA), then what the refund gives beyond them
 * (shipping, fees, an amount alone) split among the order's IVA rates
 * (RefundAmounts::by_rate); a refund worth less than its units states the amount by rate only.
 *
 * @since 0.6.0
 */
final class RectifyingInvoices {

	/**
	 * Creates the service.
	 *
	 * @param RectifyingInvoiceTable $table   Rectifying invoices.
	 * @param AltaRecords            $records Their records.
	 */
	public function __construct(
		private RectifyingInvoiceTable $table = new RectifyingInvoiceTable(),
		private AltaRecords $records = new AltaRecords()
	) {}

	/**
	 * The rectification of a refund.
	 *
	 * @since 0.6.0
	 *
	 * @param int $refund_id Refund.
	 */
	public function find( int $refund_id ): ?RectifyingInvoice {
		$row = $this->table->find( $refund_id );
		return $row ? RectifyingInvoice::from_row( $row ) : null;
	}

	/**
	 * The rectifications of several orders, oldest first.
	 *
	 * @since 0.6.0
	 *
	 * @param int[] $order_ids Orders.
	 * @return array<int,list<RectifyingInvoice>> By order id.
	 */
	public function of_orders( array $order_ids ): array {
		$found = array();
		foreach ( $this->table->of_orders( $order_ids ) as $row ) {
			$found[ (int) $row['order_id'] ][] = RectifyingInvoice::from_row( $row );
		}
		return $found;
	}

	/**
	 * Issues a refund's rectifying invoice and its VERI*FACTU alta record (R1 or R5) in
	 * one transaction, or answers the one it has; null only when the database kept refusing.
	 *
	 * @since 0.6.0
	 * @since 0.7.0 Writes the rectification's alta record (AltaRecords) with it.
	 *
	 * @param Order                   $order   The refunded order.
	 * @param Refund                  $refund  The refund.
	 * @param Invoice                 $invoice The order's invoice.
	 * @param Refund[]                $before  The order's refunds before this one.
	 * @param \DateTimeImmutable|null $when    Issue time (now by default).
	 * @throws \Rueda\Domain\ShopException 500 rueda_invoice_chain_broken: nothing is issued.
	 */
	public function issue( Order $order, Refund $refund, Invoice $invoice, array $before, ?\DateTimeImmutable $when = null ): ?RectifyingInvoice {
		$existing = $this->find( $refund->id );
		if ( $existing ) {
			return $existing;
		}
		$when = ( $when ?? new \DateTimeImmutable( 'now' ) )->setTimezone( wp_timezone() );
		$row  = array(
			'refund_id'           => $refund->id,
			'order_id'            => $order->id(),
			'series'              => $invoice->is_simplified() ? RectifyingInvoice::SIMPLIFIED : RectifyingInvoice::FULL,
			'fiscal_year'         => (int) $when->format( 'Y' ),
			'issued_at'           => $when->setTimezone( new \DateTimeZone( 'UTC' ) )->format( 'Y-m-d H:i:s' ),
			'rectified_number'    => $invoice->number(),
			'rectified_issued_at' => $invoice->issued_at,
			'reason'              => $refund->reason,
			'seller'              => (string) wp_json_encode( CompanySettings::get(), JSON_UNESCAPED_UNICODE ),
			'buyer'               => null === $invoice->buyer ? InvoiceBuyer::to_json( InvoiceBuyer::from_order( $order ) ) : (string) wp_json_encode( $invoice->buyer, JSON_UNESCAPED_UNICODE ),
			'line_items'          => (string) wp_json_encode( self::lines( $order, $refund, $before ), JSON_UNESCAPED_UNICODE ),
		);

		$rectification = RetriedTransaction::run(
			function () use ( $row, $refund, $when ): ?RectifyingInvoice {
				if ( ! $this->table->insert_next( $row ) ) {
					// Refused (another took the number): run() rolls back, then a fresh try.
					return null;
				}
				$rectification = $this->find( $refund->id );
				if ( $rectification ) {
					$this->records->of_rectification( $rectification, $when );
				}
				return $rectification;
			},
			fn(): ?RectifyingInvoice => $this->find( $refund->id )
		);
		if ( ! $rectification ) {
			error_log( sprintf( 'Rueda: refund %d could not get a rectifying invoice number.', $refund->id ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- a missing rectification must be traceable.
		}
		return $rectification;
	}

	/**
	 * The rectification's lines and IVA by rate, negative.
	 *
	 * @since 0.6.0
	 *
	 * @param Order    $order  Order.
	 * @param Refund   $refund Refund.
	 * @param Refund[] $before Earlier refunds.
	 * @return array{lines:list<array<string,mixed>>,taxes:list<array<string,mixed>>}
	 */
	public static function lines( Order $order, Refund $refund, array $before ): array {
		$items = array_column( $order->lines( 'line_item' ), null, 'id' );
		$lines = array();
		foreach ( $refund->lines as $line ) {
			$item     = $items[ $line['line_id'] ];
			$already  = (int) array_sum( array_map( static fn( Refund $earlier ) => $earlier->quantity_of( $line['line_id'] ), $before ) );
			$quantity = (int) $item['quantity'];
			$gross    = RefundAmounts::units( (int) $item['total'] + (int) $item['total_tax'], $quantity, $already, $line['quantity'] );
			$base     = RefundAmounts::units( (int) $item['total'], $quantity, $already, $line['quantity'] );
			$lines[]  = array(
				'name'     => (string) $item['name'],
				'quantity' => $line['quantity'],
				'rate'     => (int) $item['total'] > 0 ? (float) round( (int) $item['total_tax'] * 100 / (int) $item['total'] ) : 0.0,
				'base'     => -$base,
				'tax'      => $base - $gross,
			);
		}
		$rest = $refund->amount + (int) array_sum( array_column( $lines, 'base' ) ) + (int) array_sum( array_column( $lines, 'tax' ) );
		if ( $rest < 0 ) {
			// Less than the units are worth (a goodwill partial refund): the amount by rate only.
			$lines = array();
			$rest  = $refund->amount;
		}
		if ( $rest > 0 ) {
			// More than the units (shipping, fees, or an amount alone): the rest by rate.
			foreach ( RefundAmounts::by_rate( $rest, self::weights( $order ) ) as $part ) {
				$lines[] = array(
					'name'     => __( 'Amount refunded', 'rueda' ),
					'quantity' => 1,
					'rate'     => $part['rate'],
					'base'     => - $part['base'],
					'tax'      => - $part['tax'],
				);
			}
		}
		$taxes = array();
		foreach ( $lines as $line ) {
			$key           = (string) $line['rate'];
			$taxes[ $key ] = array(
				'rate' => $line['rate'],
				'base' => ( $taxes[ $key ]['base'] ?? 0 ) + $line['base'],
				'tax'  => ( $taxes[ $key ]['tax'] ?? 0 ) + $line['tax'],
			);
		}
		usort( $taxes, static fn( array $a, array $b ) => $b['rate'] <=> $a['rate'] );
		return array(
			'lines' => $lines,
			'taxes' => array_values( $taxes ),
		);
	}

	/**
	 * What the order cost at each IVA rate (its invoice's breakdown).
	 *
	 * @param Order $order Order.
	 * @return list<array{rate:float,weight:int}>
	 */
	private static function weights( Order $order ): array {
		return array_map(
			static fn( array $row ) => array(
				'rate'   => (float) $row['rate'],
				'weight' => (int) $row['base'] + (int) $row['tax'],
			),
			( new InvoiceLines( $order ) )->taxes
		);
	}
}
