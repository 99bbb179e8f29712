<?php
/**
 * The demo shop seeded on the test site (the same seeder `npm start` runs).
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Demo;

use RuedaDemo\MenuSeeder;
use RuedaDemo\PagesSeeder;
use RuedaDemo\DemoShop;
use Rueda\Settings\PageLinks;
use Rueda\Tests\TestCase;

/**
 * Demo shop seeding.
 */
final class DemoShopTest extends TestCase {

	private function count_pages(): int {
		return count(
			get_posts(
				array(
					'post_type'   => 'page',
					'post_status' => 'any',
					'numberposts' => -1,
					'fields'      => 'ids',
				)
			)
		);
	}

	public function test_about_us_is_page_4338_with_the_workshop_story(): void {
		$about = get_post( PagesSeeder::ABOUT_US_ID );

		$this->assertSame( 'page', $about->post_type );
		$this->assertSame( 'Sobre nosotros', $about->post_title );
		$this->assertSame( 'publish', $about->post_status );
		$this->assertStringContainsString( 'Nuestros servicios', $about->post_content );
		$this->assertStringContainsString( '<!-- wp:rueda/workshop-info /-->', $about->post_content );
	}

	public function test_seeds_every_store_page_and_links_it(): void {
		foreach ( array( 'inicio', 'tienda', 'carrito', 'finalizar-compra', 'mi-cuenta', 'privacidad', 'terminos' ) as $slug ) {
			$this->assertInstanceOf( \WP_Post::class, get_page_by_path( $slug ), $slug );
		}
		$this->assertSame( get_page_by_path( 'carrito' )->ID, PageLinks::get_page_id( 'cart' ) );
		$this->assertSame( get_page_by_path( 'inicio' )->ID, (int) get_option( 'page_on_front' ) );
		$this->assertSame( get_page_by_path( 'privacidad' )->ID, (int) get_option( 'wp_page_for_privacy_policy' ) );
		$this->assertStringContainsString( 'href="/tienda/"', get_page_by_path( 'inicio' )->post_content );
	}

	public function test_menu_lists_the_pages_and_the_header_shows_it(): void {
		$menu = get_page_by_path( MenuSeeder::MENU_SLUG, OBJECT, 'wp_navigation' );
		$html = do_blocks( '<!-- wp:navigation {"ref":' . $menu->ID . '} /-->' );

		foreach ( array( 'Inicio', 'Tienda', 'Sobre nosotros', 'Carrito', 'Mi cuenta' ) as $label ) {
			$this->assertStringContainsString( '>' . $label . '</span>', $html );
		}
		$header = get_block_template( 'twentytwentyfive//header', 'wp_template_part' );
		$this->assertStringContainsString( '"ref":' . $menu->ID, $header->content );
	}

	public function test_seeding_again_adds_nothing_and_keeps_edits(): void {
		wp_update_post(
			array(
				'ID'         => PagesSeeder::ABOUT_US_ID,
				'post_title' => 'Quiénes somos',
			)
		);
		$pages = $this->count_pages();

		( new DemoShop() )->seed();

		$this->assertSame( $pages, $this->count_pages() );
		$this->assertSame( 'Quiénes somos', get_the_title( PagesSeeder::ABOUT_US_ID ) );
	}

	public function test_seeding_restores_a_deleted_page(): void {
		wp_delete_post( get_page_by_path( 'terminos' )->ID, true );

		( new DemoShop() )->seed();

		$this->assertInstanceOf( \WP_Post::class, get_page_by_path( 'terminos' ) );
	}

	public function test_extensions_can_add_seeders(): void {
		$seeder = new class() implements \RuedaDemo\Seeder {
			public int $runs = 0;

			public function seed(): void {
				++$this->runs;
			}
		};
		$add    = static fn( array $seeders ): array => array_merge( $seeders, array( $seeder ) );
		add_filter( 'rueda_demo_seeders', $add );

		( new DemoShop() )->seed();
		remove_filter( 'rueda_demo_seeders', $add );

		$this->assertSame( 1, $seeder->runs );
	}
}
