<?php
/**
 * Small posts read with their meta in one query.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Storage;

use Rueda\Domain\Coupons\CouponRepository;
use Rueda\Storage\PostsWithMeta;
use Rueda\Tests\TestCase;

/**
 * What PostsWithMeta caches must read back exactly as WordPress's own loading would, with
 * no query of its own afterwards.
 *
 * @group object-cache
 */
final class PostsWithMetaTest extends TestCase {

	public function test_prime_loads_posts_and_all_their_meta_in_one_query(): void {
		$photo = $this->attachment( 'Banda de rodadura' );
		add_post_meta( $photo, '_wp_attachment_image_alt', 'Dibujo de la banda' );
		add_post_meta( $photo, '_rueda_note', 'primera' );
		add_post_meta( $photo, '_rueda_note', 'segunda' );
		$bare = $this->attachment( 'Sin metadatos' );
		// What WordPress's own loading reads, to compare with.
		wp_cache_flush();
		$expected = array(
			$photo => array( get_post( $photo )->to_array(), get_post_meta( $photo ) ),
			$bare  => array( get_post( $bare )->to_array(), get_post_meta( $bare ) ),
		);
		wp_cache_flush();

		$this->assertSame( 1, $this->queries( static fn() => PostsWithMeta::prime( array( $photo, $bare, $photo, 0 ) ) ) );

		[ $queries, $read ] = $this->counted(
			static function () use ( $photo, $bare ) {
				$read = array();
				foreach ( array( $photo, $bare ) as $id ) {
					$read[ $id ] = array( get_post( $id )->to_array(), get_post_meta( $id ) );
				}
				return $read;
			}
		);
		$this->assertSame( 0, $queries );
		$this->assertSame( $expected, $read );
		$this->assertSame( array( 'primera', 'segunda' ), get_post_meta( $photo, '_rueda_note' ) );
		$this->assertSame( 'Dibujo de la banda', get_post_meta( $photo, '_wp_attachment_image_alt', true ) );
	}

	public function test_prime_runs_no_query_for_posts_already_cached(): void {
		$photo = $this->attachment( 'Banda de rodadura' );
		wp_cache_flush();
		PostsWithMeta::prime( array( $photo ) );

		$this->assertSame( 0, $this->queries( static fn() => PostsWithMeta::prime( array( $photo ) ) ) );
	}

	public function test_a_title_finds_the_latest_published_post_of_its_type_with_its_meta(): void {
		$older = $this->coupon_post( 'rebajas', '2026-01-01 10:00:00' );
		$newer = $this->coupon_post( 'rebajas', '2026-02-01 10:00:00' );
		add_post_meta( $newer, '_rueda_coupon', array( 'amount' => 10 ) );
		$this->coupon_post( 'rebajas', '2026-03-01 10:00:00', 'draft' );
		wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'rebajas',
				'post_date'   => '2026-04-01 10:00:00',
			)
		);
		wp_cache_flush();

		[ $queries, $found ] = $this->counted( static fn() => PostsWithMeta::find_published_by_title( CouponRepository::POST_TYPE, 'rebajas' ) );

		$this->assertSame( 1, $queries );
		$this->assertSame( $newer, $found->ID );
		$this->assertNotSame( $older, $found->ID );
		$this->assertSame( 0, $this->queries( static fn() => get_post_meta( $newer, '_rueda_coupon', true ) ) );
		$this->assertSame( array( 'amount' => 10 ), get_post_meta( $newer, '_rueda_coupon', true ) );
		$this->assertNull( PostsWithMeta::find_published_by_title( CouponRepository::POST_TYPE, 'otra' ) );
	}

	public function test_which_post_has_a_title_is_remembered_until_posts_change(): void {
		$id = $this->coupon_post( 'rebajas', '2026-01-01 10:00:00' );
		wp_cache_flush();
		PostsWithMeta::find_published_by_title( CouponRepository::POST_TYPE, 'rebajas' );

		$this->assertSame( 0, $this->queries( static fn() => PostsWithMeta::find_published_by_title( CouponRepository::POST_TYPE, 'rebajas' ) ) );

		wp_update_post(
			array(
				'ID'         => $id,
				'post_title' => 'verano',
			)
		);
		$this->assertNull( PostsWithMeta::find_published_by_title( CouponRepository::POST_TYPE, 'rebajas' ) );
		$this->assertSame( $id, PostsWithMeta::find_published_by_title( CouponRepository::POST_TYPE, 'verano' )->ID );

		$this->assertNull( PostsWithMeta::find_published_by_title( CouponRepository::POST_TYPE, 'nuevo' ) );
		$new = $this->coupon_post( 'nuevo', '2026-01-02 10:00:00' );
		$this->assertSame( $new, PostsWithMeta::find_published_by_title( CouponRepository::POST_TYPE, 'nuevo' )->ID );

		wp_trash_post( $new );
		$this->assertNull( PostsWithMeta::find_published_by_title( CouponRepository::POST_TYPE, 'nuevo' ) );
	}

	/**
	 * Creates an image attachment.
	 *
	 * @param string $title Title.
	 */
	private function attachment( string $title ): int {
		return wp_insert_attachment(
			array(
				'post_title'     => $title,
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			)
		);
	}

	/**
	 * Creates a post of the coupons' type.
	 *
	 * @param string $title  Title.
	 * @param string $date   Local date.
	 * @param string $status Status.
	 */
	private function coupon_post( string $title, string $date, string $status = 'publish' ): int {
		return wp_insert_post(
			array(
				'post_type'   => CouponRepository::POST_TYPE,
				'post_status' => $status,
				'post_title'  => $title,
				'post_date'   => $date,
			)
		);
	}

	/**
	 * Database queries a piece of work runs.
	 *
	 * @param callable $work The work.
	 */
	private function queries( callable $work ): int {
		return $this->counted( $work )[0];
	}

	/**
	 * Database queries a piece of work runs, and what it returns.
	 *
	 * @param callable $work The work.
	 * @return array{0:int,1:mixed}
	 */
	private function counted( callable $work ): array {
		global $wpdb;
		$before = $wpdb->num_queries;
		$result = $work();
		return array( $wpdb->num_queries - $before, $result );
	}
}
