<?php
/**
 * Store page links.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Unit;

use Rueda\Settings\PageLinks;
use Rueda\Tests\TestCase;

/**
 * Store page links read by the blocks.
 */
final class PageLinksTest extends TestCase {

	public function test_links_a_store_page_to_a_published_page(): void {
		$page = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'Condiciones',
				'post_status' => 'publish',
			)
		);

		PageLinks::set_page_id( 'terms', $page );

		$this->assertSame( $page, PageLinks::get_page_id( 'terms' ) );
		$this->assertSame( get_permalink( $page ), PageLinks::get_url( 'terms' ) );
	}

	public function test_my_account_falls_back_to_the_login_url(): void {
		update_option( PageLinks::OPTION, array() );

		$this->assertSame( wp_login_url(), PageLinks::get_url( 'myaccount' ) );
		$this->assertSame( '', PageLinks::get_url( 'cart' ) );
	}

	public function test_ignores_pages_that_are_no_longer_published(): void {
		$page = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'Borrador',
				'post_status' => 'draft',
			)
		);
		PageLinks::set_page_id( 'cart', $page );

		$this->assertSame( 0, PageLinks::get_page_id( 'cart' ) );
	}

	public function test_refuses_unknown_store_pages(): void {
		$this->expectException( \InvalidArgumentException::class );

		PageLinks::set_page_id( 'blog', 1 );
	}
}
