<?php
/**
 * The shop's orders as its routes, pages and emails read them.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Orders;

use Rueda\Storage\OrderQuery;
use Rueda\Storage\OrderStore;

/**
 * Finds orders: one by id, one that was placed, one a customer placed, a customer's page
 * of orders and the shop's lists. Checkout drafts are orders still being filled in: what
 * customers see leaves them out. Status changes go through OrderLifecycle, notes through
 * OrderNotes.
 *
 * @since 0.5.0
 */
final class Orders {

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
	 * An order with its lines and addresses, whatever its status, or null.
	 *
	 * @since 0.5.0
	 *
	 * @param int $id Order id.
	 */
	public function get( int $id ): ?Order {
		return $this->orders->get( $id );
	}

	/**
	 * An order that was placed (not a checkout draft), or null.
	 *
	 * @since 0.5.0
	 *
	 * @param int $id Order id.
	 */
	public function placed( int $id ): ?Order {
		$order = $this->orders->get( $id );
		return $order && OrderStatus::DRAFT !== $order->status() ? $order : null;
	}

	/**
	 * An order the customer placed, or null (someone else's, a guest's, a draft).
	 *
	 * @since 0.5.0
	 *
	 * @param int $id          Order id.
	 * @param int $customer_id Customer (user) id; 0 finds nothing.
	 */
	public function of_customer( int $id, int $customer_id ): ?Order {
		$order = $this->placed( $id );
		return $order && $customer_id > 0 && $order->customer_id() === $customer_id ? $order : null;
	}

	/**
	 * One page of a customer's placed orders, newest first, and how many there are in all.
	 *
	 * @since 0.5.0
	 *
	 * @param int $customer_id Customer (user) id, > 0.
	 * @param int $page        Page, from 1.
	 * @param int $per_page    Orders per page.
	 * @return array{orders:list<Order>,total:int}
	 */
	public function customer_page( int $customer_id, int $page, int $per_page ): array {
		return $this->query->customer_page( $customer_id, $page, $per_page );
	}

	/**
	 * One page of the shop's orders in some statuses, searched by number, email or billing
	 * name, and how many match in all.
	 *
	 * @since 0.5.0
	 *
	 * @param string[] $statuses Statuses to include.
	 * @param string   $search   Order number, email or customer name ('' for all).
	 * @param string   $orderby  One of sorts().
	 * @param string   $order    asc or desc.
	 * @param int      $page     Page, from 1.
	 * @param int      $per_page Orders per page.
	 * @return array{orders:list<Order>,total:int}
	 */
	public function page( array $statuses, string $search, string $orderby, string $order, int $page, int $per_page ): array {
		return $this->query->page( $statuses, $search, $orderby, $order, $page, $per_page );
	}

	/**
	 * What page() sorts by: date, total, id.
	 *
	 * @since 0.5.0
	 *
	 * @return string[]
	 */
	public static function sorts(): array {
		return array_keys( OrderQuery::SORTS );
	}

	/**
	 * How many orders there are in each status (every status present, drafts included).
	 *
	 * @since 0.5.0
	 *
	 * @return array<string,int>
	 */
	public function counts(): array {
		return $this->query->counts();
	}
}
