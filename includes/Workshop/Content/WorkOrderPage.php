<?php
/**
 * The printable work order of a workshop job.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Workshop\Content;

use Rueda\Admin\Capabilities;
use Rueda\Domain\Orders\Orders;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Workshop\WorkOrder;

/**
 * `wp-admin/admin-post.php?action=rueda_work_order&order={id}&_wpnonce={nonce}` answers an
 * order's "Orden de trabajo" as a page of its own, for the mechanic to print (A4). Only
 * those who manage the shop may open it (others, logged in, get 403; WordPress sends
 * visitors to log in), with the link's nonce (action `rueda_work_order_{id}`, 403 without
 * it); an unknown order or a checkout draft is 404. The Orders and Citas screens get
 * the link from the admin API (`work_order_url`).
 *
 * @since 0.7.0
 */
final class WorkOrderPage {

	public const ACTION = 'rueda_work_order';

	/**
	 * Creates the page.
	 *
	 * @param Orders $orders Orders.
	 */
	public function __construct( private Orders $orders = new Orders() ) {}

	/**
	 * Hooks the page to admin-post.php (logged-in users only).
	 *
	 * @since 0.7.0
	 */
	public function register(): void {
		add_action( 'admin_post_' . self::ACTION, array( $this, 'serve' ) );
	}

	/**
	 * The page's address for the current user.
	 *
	 * @since 0.7.0
	 *
	 * @param int $order_id Order id.
	 */
	public static function url( int $order_id ): string {
		return add_query_arg(
			array(
				'action'   => self::ACTION,
				'order'    => $order_id,
				'_wpnonce' => wp_create_nonce( self::ACTION . '_' . $order_id ),
			),
			admin_url( 'admin-post.php' )
		);
	}

	/**
	 * Answers the request and ends it.
	 *
	 * @since 0.7.0
	 */
	public function serve(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- respond() verifies it.
		$page = $this->respond( absint( $_GET['order'] ?? 0 ), sanitize_text_field( wp_unslash( $_GET['_wpnonce'] ?? '' ) ) );
		nocache_headers();
		header( 'X-Robots-Tag: noindex, nofollow' );
		header( 'Referrer-Policy: no-referrer' );
		header( 'Content-Type: text/html; charset=UTF-8' );
		status_header( $page['status'] );
		echo $page['body']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WorkOrderDocument escapes every value.
		exit;
	}

	/**
	 * The answer for the current user: status and HTML.
	 *
	 * @since 0.7.0
	 *
	 * @param int    $id    Order id.
	 * @param string $nonce The link's nonce.
	 * @return array{status:int,body:string}
	 */
	public function respond( int $id, string $nonce ): array {
		if ( ! current_user_can( Capabilities::CAPABILITY ) ) {
			return array(
				'status' => 403,
				'body'   => WorkOrderDocument::message( __( 'You cannot see this work order', 'rueda' ), __( 'Only the shop’s staff can open work orders.', 'rueda' ) ),
			);
		}
		if ( ! wp_verify_nonce( $nonce, self::ACTION . '_' . $id ) ) {
			return array(
				'status' => 403,
				'body'   => WorkOrderDocument::message( __( 'This link has expired', 'rueda' ), __( 'Open the work order again from the order or the appointment.', 'rueda' ) ),
			);
		}
		$order = $this->orders->get( $id );
		if ( ! $order || OrderStatus::DRAFT === $order->status() ) {
			return array(
				'status' => 404,
				'body'   => WorkOrderDocument::message( __( 'Order not found', 'rueda' ), __( 'This order does not exist.', 'rueda' ) ),
			);
		}
		return array(
			'status' => 200,
			'body'   => WorkOrderDocument::html( WorkOrder::of( $order ), admin_url( 'admin.php?page=rueda-orders&order=' . $order->id() ) ),
		);
	}
}
