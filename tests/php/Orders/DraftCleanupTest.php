<?php
/**
 * The daily cleanup of stale draft orders.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Orders;

use Rueda\Domain\Cart\CartLifecycle;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Storage\OrderStore;
use Rueda\Storage\Schema;
use Rueda\Tests\TestCase;

/**
 * However many drafts were left behind, one run deletes them all.
 */
final class DraftCleanupTest extends TestCase {

	private function stale_drafts(): int {
		global $wpdb;
		return (int) $wpdb->get_var(
			$wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE status = %s AND updated_at < %s', Schema::table( Schema::ORDERS ), OrderStatus::DRAFT, gmdate( 'Y-m-d H:i:s', time() - DAY_IN_SECONDS ) )
		);
	}

	public function test_the_daily_cleanup_deletes_every_stale_draft(): void {
		$store = new OrderStore();
		$old   = gmdate( 'Y-m-d H:i:s', time() - 2 * DAY_IN_SECONDS );
		for ( $i = 0; $i < 1205; $i++ ) {
			$store->create( array( 'updated_at' => $old ) );
		}
		$fresh = $store->create( array() );
		$paid  = $store->create(
			array(
				'status'     => OrderStatus::PROCESSING,
				'updated_at' => $old,
			)
		);

		do_action( CartLifecycle::CLEANUP_HOOK );

		$this->assertSame( 0, $this->stale_drafts() );
		$this->assertNotNull( $store->get( $fresh ) );
		$this->assertNotNull( $store->get( $paid ) );
	}
}
