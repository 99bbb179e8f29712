<?php
/**
 * The admin's shape of an order (rueda/v1/orders).
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Orders\Rest;

use Rueda\Admin\Rest\DisplayDate;
use Rueda\Domain\Customers\AddressLines;
use Rueda\Domain\Invoices\InvoiceRequest;
use Rueda\Domain\Invoices\SubstituteInvoices;
use Rueda\Domain\Legal\ConsentRecord;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\OrderNotes;
use Rueda\Domain\Orders\OrderTransitions;
use Rueda\Domain\Workshop\CheckoutVehicle;
use Rueda\Invoices\Content\InvoiceLinks;
use Rueda\Settings\CurrencySettings;
use Rueda\Workshop\Content\WorkOrderPage;
use Rueda\Workshop\Rest\AppointmentResponse;

/**
 * Amounts go out as integers in minor units with their formatted text beside them
 * (`*_display`), so the screen shows exactly what the emails show. Text is returned as
 * stored; the screen prints it as text.
 *
 * @since 0.1.0
 */
final class OrderResponse {

	/**
	 * Payment details shown to the shop, with their labels; other keys are left out.
	 */
	private const DETAILS = array( 'card', 'account_holder', 'bank_name', 'iban', 'bic', 'reference' );

	/**
	 * Creates the mapper.
	 *
	 * @param OrderNotes $notes Order notes.
	 */
	public function __construct( private OrderNotes $notes = new OrderNotes() ) {}

	/**
	 * An order in the list.
	 *
	 * @since 0.1.0
	 *
	 * @param Order $order Order.
	 * @return array<string,mixed>
	 */
	public function summary( Order $order ): array {
		$billing = $order->address( 'billing' );
		return array(
			'id'                   => $order->id(),
			'number'               => $order->number(),
			'status'               => $order->status(),
			'status_label'         => $order->status_label(),
			'next_statuses'        => OrderTransitions::next( $order->status() ),
			'date_created_gmt'     => mysql_to_rfc3339( (string) $order->row['created_at'] ),
			'date_display'         => DisplayDate::moment( (string) $order->row['created_at'] ),
			'customer'             => array(
				'id'    => $order->customer_id(),
				'name'  => trim( ( $billing['first_name'] ?? '' ) . ' ' . ( $billing['last_name'] ?? '' ) ),
				'email' => $order->email(),
				'phone' => (string) ( $billing['phone'] ?? '' ),
			),
			// The workshop's job: the car's plate and the tyre finder's vehicle ('' each when none).
			'vehicle'              => CheckoutVehicle::of_order( $order ),
			'currency'             => (string) $order->row['currency'],
			'total'                => $order->total(),
			'total_display'        => $this->money( $order->total() ),
			'payment_method'       => (string) $order->row['payment_method'],
			'payment_method_title' => (string) $order->row['payment_method_title'],
			'delivery'             => $this->delivery( $order ),
		);
	}

	/**
	 * How the order reaches the customer: `shipping` with the method's name, `pickup` with
	 * the pickup location's, or `none` (nothing to deliver). An object, so that later a
	 * workshop appointment can add its slot beside the type and label.
	 *
	 * @since 0.1.0
	 *
	 * @param Order $order Order.
	 * @return array{type:string,label:string}
	 */
	public function delivery( Order $order ): array {
		$line = $order->lines( 'shipping' )[0] ?? null;
		if ( ! $line ) {
			return array(
				'type'  => 'none',
				'label' => '',
			);
		}
		$pickup = str_starts_with( (string) ( $line['meta']['rate_id'] ?? '' ), 'pickup_location:' );
		return array(
			'type'  => $pickup ? 'pickup' : 'shipping',
			'label' => (string) ( $pickup ? ( $line['meta']['pickup_location'] ?? $line['name'] ) : $line['name'] ),
		);
	}

	/**
	 * An order with everything the detail view shows.
	 *
	 * @since 0.1.0
	 *
	 * @param Order $order Order.
	 * @return array<string,mixed>
	 */
	public function detail( Order $order ): array {
		$row         = $order->row;
		$shipping    = $order->lines( 'shipping' );
		$pickup      = 'pickup' === $this->delivery( $order )['type'];
		$items       = array_map( fn( array $line ) => $this->item( $line ), $order->lines( 'line_item' ) );
		$subtotal    = array_sum( array_map( static fn( array $line ) => (int) $line['subtotal'] + (int) $line['subtotal_tax'], $order->lines( 'line_item' ) ) );
		$appointment = ( new AppointmentResponse() )->of_order( $order->id() );
		return $this->summary( $order ) + array(
			'items'               => $items,
			'coupons'             => array_map(
				fn( array $line ) => array(
					'code'             => (string) $line['name'],
					'discount'         => (int) $line['total'] + (int) $line['total_tax'],
					'discount_display' => $this->money( (int) $line['total'] + (int) $line['total_tax'] ),
				),
				$order->lines( 'coupon' )
			),
			'fees'                => array_map(
				fn( array $line ) => array(
					'name'          => (string) $line['name'],
					'total'         => (int) $line['total'] + (int) $line['total_tax'],
					'total_display' => $this->money( (int) $line['total'] + (int) $line['total_tax'] ),
				),
				$order->lines( 'fee' )
			),
			'shipping_lines'      => array_map(
				fn( array $line ) => array(
					'name'          => (string) $line['name'],
					'rate_id'       => (string) ( $line['meta']['rate_id'] ?? '' ),
					'total'         => (int) $line['total'] + (int) $line['total_tax'],
					'total_display' => $this->money( (int) $line['total'] + (int) $line['total_tax'] ),
				),
				$shipping
			),
			'is_pickup'           => $pickup,
			'appointment'         => $appointment,
			'work_order_url'      => $appointment || '' !== CheckoutVehicle::of_order( $order )['plate'] ? WorkOrderPage::url( $order->id() ) : '',
			'totals'              => $this->totals(
				array(
					'subtotal' => $subtotal,
					'discount' => (int) $row['discount_total'] + (int) $row['discount_tax'],
					'shipping' => (int) $row['shipping_total'] + (int) $row['shipping_tax'],
					'tax'      => (int) $row['total_tax'],
					'total'    => $order->total(),
				)
			),
			'billing_address'     => $this->address( $order->address( 'billing' ) ),
			'shipping_address'    => $this->address( array_filter( $order->address( 'shipping' ) ) ? $order->address( 'shipping' ) : array() ),
			'payment'             => array(
				'method'         => (string) $row['payment_method'],
				'title'          => (string) $row['payment_method_title'],
				'transaction_id' => (string) $row['transaction_id'],
				'paid_at'        => empty( $row['paid_at'] ) ? '' : DisplayDate::moment( (string) $row['paid_at'] ),
				'details'        => $this->payment_details( (array) $order->meta( 'payment_details', array() ) ),
			),
			'customer_note'       => (string) $row['customer_note'],
			'legal_consents'      => ConsentRecord::describe( $order ),
			'invoice'             => InvoiceLinks::shape( $order ),
			'invoice_substitute'  => InvoiceLinks::substitute_shape( $order ),
			'invoice_replaceable' => ( new SubstituteInvoices() )->can_replace( $order->id() ),
			'refund'              => ( new RefundResponse() )->summary( $order ),
			'refunds'             => ( new RefundResponse() )->all( $order ),
			'customer_tax_id'     => InvoiceRequest::from_order( $order )->fields()[ InvoiceRequest::TAX_ID ],
			'notes'               => array_map( fn( array $note ) => $this->note( $note ), array_reverse( $this->notes->all( $order->id() ) ) ),
		);
	}

	/**
	 * A product line.
	 *
	 * @param array<string,mixed> $line Line.
	 * @return array<string,mixed>
	 */
	private function item( array $line ): array {
		$quantity = max( 1, (int) $line['quantity'] );
		$subtotal = (int) $line['subtotal'] + (int) $line['subtotal_tax'];
		return array(
			'id'               => (int) $line['id'],
			'product_id'       => (int) $line['product_id'],
			'name'             => (string) $line['name'],
			'sku'              => (string) ( $line['meta']['sku'] ?? '' ),
			'quantity'         => (int) $line['quantity'],
			'price'            => intdiv( $subtotal, $quantity ),
			'price_display'    => $this->money( intdiv( $subtotal, $quantity ) ),
			'subtotal'         => $subtotal,
			'subtotal_display' => $this->money( $subtotal ),
			'total'            => (int) $line['total'] + (int) $line['total_tax'],
			'total_display'    => $this->money( (int) $line['total'] + (int) $line['total_tax'] ),
		);
	}

	/**
	 * Totals, each with its formatted text.
	 *
	 * @param array<string,int> $totals Totals by name.
	 * @return array<string,int|string>
	 */
	private function totals( array $totals ): array {
		$response = array();
		foreach ( $totals as $name => $amount ) {
			$response[ $name ]              = $amount;
			$response[ $name . '_display' ] = $this->money( $amount );
		}
		return $response;
	}

	/**
	 * An address: its fields and the lines people read (none when there is no address).
	 *
	 * @param array<string,string> $address Address.
	 * @return array<string,mixed>
	 */
	private function address( array $address ): array {
		return array(
			'fields' => (object) $address,
			'lines'  => array_filter( $address ) ? AddressLines::of( $address ) : array(),
		);
	}

	/**
	 * The payment details worth showing, labelled.
	 *
	 * @param array<string,mixed> $details Details the gateway stored.
	 * @return list<array{label:string,value:string}>
	 */
	private function payment_details( array $details ): array {
		$labels   = array(
			'card'           => __( 'Card', 'rueda' ),
			'account_holder' => __( 'Account holder', 'rueda' ),
			'bank_name'      => __( 'Bank', 'rueda' ),
			'iban'           => __( 'IBAN', 'rueda' ),
			'bic'            => __( 'BIC', 'rueda' ),
			'reference'      => __( 'Reference', 'rueda' ),
		);
		$response = array();
		foreach ( self::DETAILS as $key ) {
			if ( '' !== (string) ( $details[ $key ] ?? '' ) ) {
				$response[] = array(
					'label' => $labels[ $key ],
					'value' => (string) $details[ $key ],
				);
			}
		}
		return $response;
	}

	/**
	 * A note, with its author's name.
	 *
	 * @param array<string,mixed> $note Stored note.
	 * @return array<string,mixed>
	 */
	private function note( array $note ): array {
		$author = (int) ( $note['author'] ?? 0 );
		$user   = $author ? get_userdata( $author ) : false;
		return array(
			'id'               => (int) $note['id'],
			'date_gmt'         => mysql_to_rfc3339( (string) ( $note['date'] ?? '' ) ),
			'date_display'     => DisplayDate::moment( (string) ( $note['date'] ?? '' ) ),
			'author'           => $user ? $user->display_name : '',
			'note'             => (string) ( $note['note'] ?? '' ),
			'customer_visible' => (bool) ( $note['customer_visible'] ?? false ),
			'system'           => (bool) ( $note['system'] ?? false ),
		);
	}

	/**
	 * Money in the shop's currency.
	 *
	 * @param int $minor Minor units.
	 */
	private function money( int $minor ): string {
		return CurrencySettings::currency()->format( $minor );
	}
}
