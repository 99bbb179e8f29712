<?php
/**
 * The admin page links route.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Admin;

use Rueda\Admin\Capabilities;
use Rueda\Settings\PageLinks;
use Rueda\Tests\TestCase;

/**
 * Store page links: who may change them, what is accepted, and what the shop then links.
 */
final class PageLinksRouteTest extends TestCase {

	private const PATH = '/rueda/v1/settings/pages';

	public function test_only_people_who_manage_the_shop_reach_the_links(): void {
		$this->assertSame( 401, $this->rest( 'GET', self::PATH )->get_status() );
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$this->assertSame( 403, $this->rest( 'POST', self::PATH, array( 'cart' => 0 ) )->get_status() );
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
		$this->assertSame( PageLinks::KEYS, array_keys( $this->rest( 'GET', self::PATH )->get_data() ) );
	}

	public function test_a_published_page_becomes_the_link_the_blocks_read(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$page = self::factory_page( 'Mi garaje', 'publish' );

		$saved = $this->rest( 'POST', self::PATH, array( 'myaccount' => $page ) )->get_data();

		$this->assertSame( $page, $saved['myaccount'] );
		$this->assertSame( get_permalink( $page ), PageLinks::get_url( 'myaccount' ) );
		$this->rest( 'POST', self::PATH, array( 'myaccount' => 0 ) );
		$this->assertSame( wp_login_url(), PageLinks::get_url( 'myaccount' ), 'unset: the login page' );
	}

	/**
	 * Drafts, posts, unknown ids and bad types are refused by field.
	 */
	public function test_only_published_pages_are_accepted(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$before = PageLinks::get_page_id( 'terms' );
		$draft  = self::factory_page( 'Borrador', 'draft' );
		$post   = (int) wp_insert_post(
			array(
				'post_title'  => 'Entrada',
				'post_status' => 'publish',
			)
		);

		foreach ( array( $draft, $post, 999999, -1, 'terms', array( 1 ) ) as $value ) {
			$response = $this->rest( 'POST', self::PATH, array( 'terms' => $value ) );
			$this->assertSame( 400, $response->get_status(), wp_json_encode( $value ) );
			$this->assertArrayHasKey( 'terms', $response->get_data()['data']['params'] );
		}
		$this->assertSame( $before, PageLinks::get_page_id( 'terms' ) );
	}

	/**
	 * Creates a page.
	 *
	 * @param string $title  Title.
	 * @param string $status Status.
	 */
	private static function factory_page( string $title, string $status ): int {
		return (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => $title,
				'post_status' => $status,
			)
		);
	}
}
