<?php
/**
 * The conditional inserts behind stock holds, coupon uses and bookings.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Storage;

use Rueda\Domain\ShopException;
use Rueda\Storage\ConditionalInsert;
use Rueda\Tests\TestCase;

/**
 * Yes writes one row, no writes none, and a statement the database never answers is
 * "busy", not "no".
 */
final class ConditionalInsertTest extends TestCase {

	public function test_it_writes_the_row_only_when_the_condition_holds(): void {
		$post = wp_insert_post(
			array(
				'post_title'  => 'Condición',
				'post_status' => 'publish',
			)
		);

		$this->assertTrue( ConditionalInsert::run( $this->insert( 'rueda_yes', $post, 1 ) ) );
		$this->assertFalse( ConditionalInsert::run( $this->insert( 'rueda_no', $post, 0 ) ) );

		$this->assertSame( 'x', get_post_meta( $post, 'rueda_yes', true ) );
		$this->assertSame( '', get_post_meta( $post, 'rueda_no', true ) );
	}

	public function test_a_statement_that_always_fails_is_refused_as_busy(): void {
		global $wpdb;
		$before = $wpdb->num_queries;
		try {
			ConditionalInsert::run( 'INSERT INTO rueda_no_such_table (a) SELECT 1' );
			$this->fail( 'A failing statement must not read as "no room".' );
		} catch ( ShopException $busy ) {
			$this->assertSame( array( 'rueda_busy', 503 ), array( $busy->error_code, $busy->status ) );
		}
		$this->assertSame( 10, $wpdb->num_queries - $before, 'tried again before giving up' );
	}

	/**
	 * A conditional insert of a meta row.
	 *
	 * @param string $key       Meta key.
	 * @param int    $post      Post id.
	 * @param int    $condition 1 or 0.
	 */
	private function insert( string $key, int $post, int $condition ): string {
		global $wpdb;
		return $wpdb->prepare( 'INSERT INTO %i (post_id, meta_key, meta_value) SELECT p.ID, %s, %s FROM %i p WHERE p.ID = %d AND 1 = %d', $wpdb->postmeta, $key, 'x', $wpdb->posts, $post, $condition );
	}
}
