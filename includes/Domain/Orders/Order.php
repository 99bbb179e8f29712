<?php
/**
 * An order as stored.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Orders;

/**
 * A read model of one order: its row, lines (items, shipping, coupons, fees) and addresses.
 * Amounts are integers in minor units.
 *
 * @since 0.1.0
 */
final class Order {

	/** Meta set when a privacy erasure anonymised the order (UTC date and time). */
	public const ANONYMISED_META = '_anonymised_at';

	/**
	 * Creates the order.
	 *
	 * @param array<string,mixed>                $row       Orders-table row.
	 * @param list<array<string,mixed>>          $items     Order lines.
	 * @param array<string,array<string,string>> $addresses Addresses by type (billing, shipping).
	 * @param array<string,mixed>                $meta      Meta values by key.
	 */
	public function __construct(
		public readonly array $row,
		public readonly array $items,
		public readonly array $addresses,
		public readonly array $meta = array()
	) {}

	/**
	 * Order id.
	 *
	 * @since 0.1.0
	 */
	public function id(): int {
		return (int) $this->row['id'];
	}

	/**
	 * The number shown to people (the id unless a filter changes it).
	 *
	 * @since 0.1.0
	 */
	public function number(): string {
		/**
		 * Filters the order number shown to shoppers and shop owners.
		 *
		 * @since 0.1.0
		 *
		 * @param string $number Number.
		 * @param Order  $order  Order.
		 */
		return (string) apply_filters( 'rueda_order_number', (string) $this->id(), $this );
	}

	/**
	 * The secret key that lets a guest see the order.
	 *
	 * @since 0.1.0
	 */
	public function key(): string {
		return (string) $this->row['order_key'];
	}

	/**
	 * Whether a privacy erasure anonymised the order: it then belongs to nobody, and
	 * neither its key nor its number and (anonymised) email find it any more.
	 *
	 * @since 0.3.0
	 */
	public function is_anonymised(): bool {
		return '' !== (string) $this->meta( self::ANONYMISED_META, '' );
	}

	/**
	 * Whether a key given by a visitor opens this order: the one check of every order key
	 * (confirmation page, Store API, invoice page). An anonymised order opens with none.
	 *
	 * @since 0.3.0
	 *
	 * @param string $key Key given ('' when none).
	 */
	public function key_matches( string $key ): bool {
		return '' !== $key && ! $this->is_anonymised() && hash_equals( $this->key(), $key );
	}

	/**
	 * Status (see OrderStatus).
	 *
	 * @since 0.1.0
	 */
	public function status(): string {
		return (string) $this->row['status'];
	}

	/**
	 * Its status as shoppers and the shop read it, which may depend on how it is paid
	 * (OrderStatus::label()).
	 *
	 * @since 0.3.0
	 *
	 * @param string|null $status Another status of this order (a note about a change), or null for its own.
	 */
	public function status_label( ?string $status = null ): string {
		return OrderStatus::label( $status ?? $this->status(), $this->payment_method() );
	}

	/**
	 * The payment method's id ('' when nothing was paid through one).
	 *
	 * @since 0.3.0
	 */
	public function payment_method(): string {
		return (string) ( $this->row['payment_method'] ?? '' );
	}

	/**
	 * The same order in another status (after a change this request made), with more meta.
	 *
	 * @since 0.1.0
	 *
	 * @param string              $status New status.
	 * @param array<string,mixed> $meta   Meta values set with it.
	 */
	public function with_status( string $status, array $meta = array() ): self {
		return new self( array( 'status' => $status ) + $this->row, $this->items, $this->addresses, $meta + $this->meta );
	}

	/**
	 * The customer's user id, 0 for guests.
	 *
	 * @since 0.1.0
	 */
	public function customer_id(): int {
		return (int) $this->row['customer_id'];
	}

	/**
	 * A meta value, or a default.
	 *
	 * @since 0.1.0
	 *
	 * @param string $key     Meta key.
	 * @param mixed  $default Value when unset.
	 * @return mixed
	 */
	public function meta( string $key, $default = null ) {
		return $this->meta[ $key ] ?? $default;
	}

	/**
	 * The billing email.
	 *
	 * @since 0.1.0
	 */
	public function email(): string {
		return (string) $this->row['billing_email'];
	}

	/**
	 * Grand total in minor units.
	 *
	 * @since 0.1.0
	 */
	public function total(): int {
		return (int) $this->row['total'];
	}

	/**
	 * Lines of one type (line_item, shipping, coupon, fee).
	 *
	 * @since 0.1.0
	 *
	 * @param string $type Line type.
	 * @return list<array<string,mixed>>
	 */
	public function lines( string $type ): array {
		return array_values( array_filter( $this->items, static fn( array $item ) => $item['type'] === $type ) );
	}

	/**
	 * An address (billing or shipping), with every field present.
	 *
	 * @since 0.1.0
	 *
	 * @param string $type billing or shipping.
	 * @return array<string,string>
	 */
	public function address( string $type ): array {
		return $this->addresses[ $type ] ?? array();
	}
}
