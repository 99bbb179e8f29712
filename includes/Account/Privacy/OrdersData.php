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
use Rueda\Domain\Invoices\InvoiceRequest;
use Rueda\Domain\Orders\Order;
use Rueda\Settings\CurrencySettings;
use Rueda\Storage\OrderQuery;
use Rueda\Storage\OrderStore;

/**
 * A person's orders are those of their account and those with their billing email. The
 * exporter lists them ten per page. The eraser keeps them, because Spanish tax law makes
 * the shop keep its invoices for years, but anonymises who placed them: names, company,
 * address lines, phone, email, NIF/tax id, IP address, browser and note; the country and
 * province stay, since they decided the tax, and so do the lines and totals. The order is
 * marked anonymised (Order::ANONYMISED_META): no key, number or email finds it again.
 * Invoices already issued are not erased: the law keeps them as issued, with the buyer
 * they were made out to (their own copy, InvoiceBuyer); the eraser's messages say so.
 *
 * @since 0.1.0
 */
final class OrdersData {

	public const ID = 'rueda-orders';

	private const PER_PAGE = 10;

	/** Address fields kept when anonymising: they decide the order's tax. */
	private const KEPT_FIELDS = array( 'country', 'state' );

	/**
	 * Creates the exporter and eraser.
	 *
	 * @param OrderStore     $orders   Orders.
	 * @param OrderQuery     $query    Lists of orders.
	 * @param InvoiceNumbers $invoices Invoices.
	 */
	public function __construct(
		private OrderStore $orders = new OrderStore(),
		private OrderQuery $query = new OrderQuery(),
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
		$ids  = $this->query->personal_ids( self::user_id( $email ), $email, self::PER_PAGE, ( max( 1, $page ) - 1 ) * self::PER_PAGE );
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
		$ids = $this->query->personal_ids( self::user_id( $email ), $email, self::PER_PAGE, 0 );
		foreach ( $ids as $id ) {
			$this->anonymise( $id );
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
	 * Removes who placed an order; its lines, totals and tax stay.
	 *
	 * @param int $id Order id.
	 */
	private function anonymise( int $id ): void {
		$order = $this->orders->get( $id );
		if ( ! $order ) {
			return;
		}
		foreach ( $order->addresses as $type => $address ) {
			foreach ( $address as $field => $value ) {
				if ( '' !== (string) $value && ! in_array( $field, self::KEPT_FIELDS, true ) ) {
					$address[ $field ] = wp_privacy_anonymize_data( 'email' === $field ? 'email' : 'text', (string) $value );
				}
			}
			$this->orders->set_address( $id, (string) $type, $address );
		}
		$fields = $order->meta( 'additional_fields' );
		if ( is_array( $fields ) && array_intersect_key( $fields, array_flip( array( InvoiceRequest::TAX_ID, InvoiceRequest::COMPANY ) ) ) ) {
			// The NIF and company asked for the invoice; the invoice keeps its own copy.
			$this->orders->set_meta(
				$id,
				'additional_fields',
				array(
					InvoiceRequest::TAX_ID  => '',
					InvoiceRequest::COMPANY => '',
				) + $fields
			);
		}
		$this->orders->update(
			$id,
			array(
				'customer_id'   => 0,
				'billing_email' => wp_privacy_anonymize_data( 'email', $order->email() ),
				'customer_ip'   => '' === (string) $order->row['customer_ip'] ? '' : wp_privacy_anonymize_ip( (string) $order->row['customer_ip'] ),
				'user_agent'    => '',
				'customer_note' => '' === (string) $order->row['customer_note'] ? '' : wp_privacy_anonymize_data( 'longtext', (string) $order->row['customer_note'] ),
			)
		);
		$this->orders->set_meta( $id, Order::ANONYMISED_META, gmdate( 'Y-m-d H:i:s' ) );
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
