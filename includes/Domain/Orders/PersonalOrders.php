<?php
/**
 * The orders that hold a person's data, and how they are anonymised.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Orders;

use Rueda\Domain\Invoices\InvoiceRequest;
use Rueda\Domain\Workshop\CheckoutVehicle;
use Rueda\Storage\OrderQuery;
use Rueda\Storage\OrderStore;

/**
 * A person's orders are those of their account and those with their billing email. Spanish
 * tax law makes the shop keep its invoices for years, so erasing keeps the orders but
 * anonymises who placed them: names, company, address lines, phone, email, NIF/tax id, IP
 * address, browser and note; the country and province stay, since they decided the tax,
 * and so do the lines and totals. The order is marked anonymised (Order::ANONYMISED_META):
 * no key, number or email finds it again.
 *
 * @since 0.5.0
 */
final class PersonalOrders {

	/** Address fields kept when anonymising: they decide the order's tax. */
	private const KEPT_FIELDS = array( 'country', 'state' );

	/**
	 * Creates the service.
	 *
	 * @param OrderStore $orders Orders.
	 * @param OrderQuery $query  Lists of orders.
	 */
	public function __construct(
		private OrderStore $orders = new OrderStore(),
		private OrderQuery $query = new OrderQuery()
	) {}

	/**
	 * Ids of the orders holding a person's data (theirs as a customer, or with their billing
	 * email), drafts included, oldest first.
	 *
	 * @since 0.5.0
	 *
	 * @param int    $customer_id Their user id (0 when they have no account).
	 * @param string $email       Their email.
	 * @param int    $limit       How many.
	 * @param int    $offset      How many to skip.
	 * @return list<int>
	 */
	public function ids( int $customer_id, string $email, int $limit, int $offset ): array {
		return $this->query->personal_ids( $customer_id, $email, $limit, $offset );
	}

	/**
	 * Removes who placed an order; its lines, totals and tax stay. Invoices already issued
	 * keep their own copy of the buyer (InvoiceBuyer).
	 *
	 * @since 0.5.0
	 *
	 * @param int $id Order id.
	 */
	public function anonymise( int $id ): void {
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
		$fields   = $order->meta( 'additional_fields' );
		$personal = array( InvoiceRequest::TAX_ID, InvoiceRequest::COMPANY, CheckoutVehicle::PLATE, CheckoutVehicle::VEHICLE );
		if ( is_array( $fields ) && array_intersect_key( $fields, array_flip( $personal ) ) ) {
			// The NIF and company asked for the invoice (the invoice keeps its own copy), and
			// the vehicle's plate, which names its owner.
			$this->orders->set_metas(
				$id,
				array(
					'additional_fields'       => array_fill_keys( array_intersect( $personal, array_keys( $fields ) ), '' ) + $fields,
					CheckoutVehicle::KEY_META => '',
				)
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
}
