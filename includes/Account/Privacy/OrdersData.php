<?php
/**
 * Tools → Export / Erase Personal Data for Rueda's orders.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Account\Privacy;

use Rueda\Domain\Customers\AddressLines;
use Rueda\Domain\Invoices\InvoiceNumbers;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\Orders;
use Rueda\Domain\Orders\PersonalOrders;
use Rueda\Settings\CurrencySettings;

/**
 * A person's orders are those of their account and those with their billing email. The
 * exporter lists them ten per page. The eraser keeps them, because Spanish tax law makes
 * the shop keep its invoices for years, but anonymises who placed them (PersonalOrders says
 * what goes and what stays). Invoices already issued are not erased: the law keeps them
 * as issued, with the buyer they were made out to (their own copy, InvoiceBuyer); the
 * eraser's messages say so.
 *
 * @since 0.1.0
 */
final class OrdersData {

	public const ID = 'rueda-orders';

	private const PER_PAGE = 10;

	/**
	 * Creates the exporter and eraser.
	 *
	 * @param Orders         $orders   Orders.
	 * @param PersonalOrders $personal A person's orders.
	 * @param InvoiceNumbers $invoices Invoices.
	 */
	public function __construct(
		private Orders $orders = new Orders(),
		private PersonalOrders $personal = new PersonalOrders(),
		private InvoiceNumbers $invoices = new InvoiceNumbers()
	) {}

	/**
	 * One page of a person's orders for the export.
	 *
	 * @since 0.1.0
	 *
	 * @param string $email Email of the request.
	 * @param int    $page  Page, from 1.
	 * @return array{data:list<array<string,mixed>>,done:bool}
	 */
	public function export( string $email, int $page = 1 ): array {
		$ids  = $this->personal->ids( self::user_id( $email ), $email, self::PER_PAGE, ( max( 1, $page ) - 1 ) * self::PER_PAGE );
		$data = array();
		foreach ( array_filter( array_map( array( $this->orders, 'get' ), $ids ) ) as $order ) {
			$data[] = array(
				'group_id'          => self::ID,
				'group_label'       => __( 'Shop orders', 'rueda' ),
				'group_description' => __( 'The orders placed in the shop with this account or email address.', 'rueda' ),
				'item_id'           => 'rueda-order-' . $order->id(),
				'data'              => $this->order_data( $order ),
			);
		}
		return array(
			'data' => $data,
			'done' => count( $ids ) < self::PER_PAGE,
		);
	}

	/**
	 * Anonymises the next orders of a person. Anonymised orders no longer match the email
	 * or the account, so every page takes the first ones left.
	 *
	 * @since 0.1.0
	 *
	 * @param string $email Email of the request.
	 * @param int    $page  Page, from 1 (unused: see above).
	 * @return array{items_removed:bool,items_retained:bool,messages:list<string>,done:bool}
	 */
	public function erase( string $email, int $page = 1 ): array {
		$ids = $this->personal->ids( self::user_id( $email ), $email, self::PER_PAGE, 0 );
		foreach ( $ids as $id ) {
			$this->personal->anonymise( $id );
		}
		$kept     = count( $this->invoices->find_many( $ids ) );
		$messages = array();
		if ( $ids ) {
			$messages[] = sprintf(
				/* translators: %d: number of orders. */
				_n( '%d order was anonymised but kept: Spanish tax law requires the shop to keep its invoices.', '%d orders were anonymised but kept: Spanish tax law requires the shop to keep its invoices.', count( $ids ), 'rueda' ),
				count( $ids )
			);
		}
		if ( $kept ) {
			$messages[] = __( 'Issued invoices are kept, as the law requires, with the name, NIF/tax id, company and address they were issued with.', 'rueda' );
		}
		return array(
			'items_removed'  => (bool) $ids,
			'items_retained' => $kept > 0,
			'messages'       => $messages,
			'done'           => count( $ids ) < self::PER_PAGE,
		);
	}

	/**
	 * An order's personal data, as name/value pairs.
	 *
	 * @param Order $order Order.
	 * @return list<array{name:string,value:string}>
	 */
	private function order_data( Order $order ): array {
		$row    = $order->row;
		$fields = array(
			__( 'Order number', 'rueda' )     => $order->number(),
			__( 'Date', 'rueda' )             => mysql_to_rfc3339( (string) $row['created_at'] ),
			__( 'Status', 'rueda' )           => $order->status_label(),
			__( 'Total', 'rueda' )            => CurrencySettings::currency()->format( $order->total() ),
			__( 'Products', 'rueda' )         => implode( ', ', array_map( static fn( array $line ) => $line['name'] . ' × ' . $line['quantity'], $order->lines( 'line_item' ) ) ),
			__( 'Billing address', 'rueda' )  => implode( ', ', AddressLines::of( $order->address( 'billing' ) ) ),
			__( 'Shipping address', 'rueda' ) => implode( ', ', AddressLines::of( $order->address( 'shipping' ) ) ),
			__( 'Email', 'rueda' )            => $order->email(),
			__( 'Payment method', 'rueda' )   => (string) $row['payment_method_title'],
			__( 'IP address', 'rueda' )       => (string) $row['customer_ip'],
			__( 'Browser', 'rueda' )          => (string) $row['user_agent'],
			__( 'Note', 'rueda' )             => (string) $row['customer_note'],
		);
		$data   = array();
		foreach ( array_filter( $fields, 'strlen' ) as $name => $value ) {
			$data[] = array(
				'name'  => (string) $name,
				'value' => (string) $value,
			);
		}
		return $data;
	}

	/**
	 * The account with this email, 0 when none.
	 *
	 * @since 0.1.0
	 *
	 * @param string $email Email.
	 */
	public static function user_id( string $email ): int {
		$user = '' === $email ? false : get_user_by( 'email', $email );
		return $user ? (int) $user->ID : 0;
	}
}
