<?php
/**
 * The rueda/site-menu block and the demo menu it shows.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Blocks;

use RuedaDemo\MenuSeeder;
use RuedaDemo\DemoShop;
use Rueda\Tests\TestCase;

/**
 * Server render: a wp_navigation's nested submenus, ARIA, the current page, the classic
 * menu fallback and escaping; and the demo seeder.
 */
final class SiteMenuBlockTest extends TestCase {

	/**
	 * The request URI before the test.
	 *
	 * @var string|null
	 */
	private ?string $request_uri = null;

	protected function set_up(): void {
		parent::set_up();
		$this->request_uri = $_SERVER['REQUEST_URI'] ?? null; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- restored as it was.
	}

	protected function tear_down(): void {
		$_SERVER['REQUEST_URI'] = $this->request_uri;
		unset( $GLOBALS['wp_query']->queried_object, $GLOBALS['wp_query']->queried_object_id );
		parent::tear_down();
	}

	private function navigation( string $content, string $title = 'Menú de prueba' ): int {
		return (int) wp_insert_post(
			wp_slash(
				array(
					'post_type'    => 'wp_navigation',
					'post_status'  => 'publish',
					'post_title'   => $title,
					'post_content' => $content,
				)
			)
		);
	}

	private static function link( string $label, string $url ): string {
		return get_comment_delimited_block_content(
			'core/navigation-link',
			array(
				'label' => $label,
				'url'   => $url,
				'kind'  => 'custom',
			),
			''
		);
	}

	private static function submenu( string $label, string $inner, string $url = '' ): string {
		return get_comment_delimited_block_content(
			'core/navigation-submenu',
			array_filter(
				array(
					'label' => $label,
					'url'   => $url,
				)
			),
			$inner
		);
	}

	private function render( array $attributes ): string {
		return do_blocks( get_comment_delimited_block_content( 'rueda/site-menu', $attributes, '' ) );
	}

	private function nested_menu(): int {
		return $this->navigation(
			self::link( 'Inicio', '/' )
			. self::submenu(
				'Tienda',
				self::submenu( 'Neumáticos', self::link( 'Invierno', '/tienda/?temporada=invierno' ) ),
				'/tienda/'
			)
			. self::submenu( 'Servicios', self::link( 'Montaje', '/producto/montaje/' ) )
			. self::link( 'Sobre nosotros', '/sobre-nosotros/' )
		);
	}

	/**
	 * Every tag of the HTML with its attributes, in order.
	 *
	 * @return list<array{tag:string,attributes:array<string,string|true>,text:string}>
	 */
	private function tags( string $html ): array {
		$tags      = array();
		$processor = new \WP_HTML_Tag_Processor( $html );
		while ( $processor->next_tag() ) {
			$attributes = array();
			foreach ( (array) $processor->get_attribute_names_with_prefix( '' ) as $name ) {
				$attributes[ $name ] = $processor->get_attribute( $name );
			}
			$tags[] = array(
				'tag'        => $processor->get_tag(),
				'attributes' => $attributes,
			);
		}
		return $tags;
	}

	private function find( string $html, string $tag, string $attribute, string $value ): array {
		foreach ( $this->tags( $html ) as $found ) {
			if ( $found['tag'] === $tag && ( $found['attributes'][ $attribute ] ?? null ) === $value ) {
				return $found['attributes'];
			}
		}
		$this->fail( "No <$tag $attribute=\"$value\"> in $html" );
	}

	public function test_renders_a_navigation_with_nested_submenus_and_their_aria(): void {
		$html = $this->render(
			array(
				'ref'        => $this->nested_menu(),
				'openMode'   => 'click',
				'breakpoint' => 'tablet',
			)
		);

		$nav = $this->tags( $html )[0];
		$this->assertSame( 'NAV', $nav['tag'] );
		$this->assertSame( 'Menú de prueba', $nav['attributes']['aria-label'] );
		$this->assertSame( 'rueda/site-menu', $nav['attributes']['data-block-name'] );
		$this->assertSame( 'click', $nav['attributes']['data-open-mode'] );
		$this->assertSame( '1024', $nav['attributes']['data-breakpoint'] );
		$this->assertSame( '300', $nav['attributes']['data-timeout'] );

		$toggle = $this->find( $html, 'BUTTON', 'class', 'rueda-site-menu__toggle' );
		$this->assertSame( 'false', $toggle['aria-expanded'] );
		$this->assertStringContainsString( '<span class="rueda-site-menu__toggle-label">Men', $html );
		$this->find( $html, 'UL', 'id', $toggle['aria-controls'] );

		// Tienda: its link and a button named after it; Neumáticos and Servicios: buttons.
		$this->find( $html, 'A', 'href', '/tienda/' );
		$tienda = $this->find( $html, 'BUTTON', 'class', 'rueda-site-menu__expand' );
		$this->assertSame( 'false', $tienda['aria-expanded'] );
		$this->assertMatchesRegularExpression( '/Tienda/', $tienda['aria-label'] );
		$buttons = array_values(
			array_filter(
				$this->tags( $html ),
				static fn( array $tag ): bool => isset( $tag['attributes']['aria-controls'] ) && 'rueda-site-menu__toggle' !== $tag['attributes']['class']
			)
		);
		$this->assertCount( 3, $buttons );
		foreach ( $buttons as $button ) {
			$submenu = $this->find( $html, 'UL', 'id', $button['attributes']['aria-controls'] );
			$this->assertSame( 'rueda-site-menu__submenu', $submenu['class'] );
		}
		// Neumáticos is inside Tienda's submenu, Invierno inside Neumáticos'.
		$this->assertMatchesRegularExpression(
			'#<ul class="rueda-site-menu__submenu" id="[^"]+"><li class="rueda-site-menu__item has-submenu"><button [^>]+>Neumáticos<svg.*</svg></button><ul class="rueda-site-menu__submenu" id="[^"]+"><li class="rueda-site-menu__item"><a class="rueda-site-menu__link" href="/tienda/\?temporada=invierno">Invierno</a></li></ul></li></ul>#',
			$html
		);
	}

	public function test_takes_the_phone_layout_before_the_first_paint_at_its_breakpoint(): void {
		$html = $this->render(
			array(
				'ref'        => $this->nested_menu(),
				'breakpoint' => 'tablet',
			)
		);

		$this->assertMatchesRegularExpression( '#</nav><script>\s*matchMedia\("\(max-width: 1024px\)"\)\.matches&&document\.currentScript\.previousElementSibling\.classList\.add\("is-mobile"\);\s*</script>$#', trim( $html ) );
	}

	public function test_marks_the_current_page_with_aria_current(): void {
		$_SERVER['REQUEST_URI'] = '/sobre-nosotros/';
		$html                   = $this->render( array( 'ref' => $this->nested_menu() ) );

		$this->assertSame( 'page', $this->find( $html, 'A', 'href', '/sobre-nosotros/' )['aria-current'] );
		$this->assertSame( 1, substr_count( $html, 'aria-current' ) );

		$_SERVER['REQUEST_URI'] = '/tienda/?temporada=invierno';
		$html                   = $this->render( array( 'ref' => $this->nested_menu() ) );
		$this->assertSame( 'page', $this->find( $html, 'A', 'href', '/tienda/?temporada=invierno' )['aria-current'] );
		$this->assertArrayNotHasKey( 'aria-current', $this->find( $html, 'A', 'href', '/tienda/' ) );
	}

	public function test_marks_a_link_to_the_queried_page(): void {
		$page                                   = get_page_by_path( 'carrito' );
		$_SERVER['REQUEST_URI']                 = '/?page_id=' . $page->ID . '&x=1';
		$GLOBALS['wp_query']->queried_object    = $page;
		$GLOBALS['wp_query']->queried_object_id = $page->ID;
		$menu                                   = $this->navigation(
			get_comment_delimited_block_content(
				'core/navigation-link',
				array(
					'label' => 'Carrito',
					'id'    => $page->ID,
					'url'   => '/old-url/',
					'kind'  => 'post-type',
					'type'  => 'page',
				),
				''
			)
		);
		$_SERVER['REQUEST_URI']                 = '/carrito/';

		$html = $this->render( array( 'ref' => $menu ) );

		// A page link follows the page's permalink, and is current on that page.
		$link = $this->find( $html, 'A', 'class', 'rueda-site-menu__link' );
		$this->assertSame( wp_make_link_relative( get_permalink( $page ) ), wp_make_link_relative( $link['href'] ) );
		$this->assertSame( 'page', $link['aria-current'] );
	}

	public function test_falls_back_to_the_first_classic_menu(): void {
		$menu   = wp_create_nav_menu( 'Aaa clásico' );
		$parent = wp_update_nav_menu_item(
			$menu,
			0,
			array(
				'menu-item-title'  => 'Servicios',
				'menu-item-url'    => 'https://example.test/servicios/',
				'menu-item-status' => 'publish',
			)
		);
		wp_update_nav_menu_item(
			$menu,
			0,
			array(
				'menu-item-title'     => 'Pre-ITV',
				'menu-item-url'       => 'https://example.test/pre-itv/',
				'menu-item-parent-id' => $parent,
				'menu-item-status'    => 'publish',
			)
		);

		// No navigation under this id.
		$html = $this->render( array( 'ref' => PHP_INT_MAX >> 8 ) );

		$this->assertSame( 'Aaa clásico', $this->tags( $html )[0]['attributes']['aria-label'] );
		$this->find( $html, 'A', 'href', 'https://example.test/servicios/' );
		$this->assertMatchesRegularExpression(
			'#<ul class="rueda-site-menu__submenu" id="[^"]+"><li class="rueda-site-menu__item"><a class="rueda-site-menu__link" href="https://example.test/pre-itv/">Pre-ITV</a></li></ul>#',
			$html
		);
	}

	public function test_escapes_labels_and_urls(): void {
		$menu = $this->navigation(
			self::link( '<img src=x onerror=alert(1)>Ofertas & "más"', '/ofertas/?a=1&b="2"' )
			. self::link( 'Malo', 'javascript:alert(1)' )
			. self::submenu( 'Sub<script>alert(1)</script>" onmouseover="x', self::link( 'Uno', '/uno/' ), '/sub/' ),
			'Menú "principal" <b>'
		);

		$html = $this->render( array( 'ref' => $menu ) );

		$this->assertStringNotContainsString( '<img', $html );
		$this->assertSame( 1, substr_count( $html, '<script' ), 'only the layout script after the menu' );
		$this->assertStringNotContainsString( 'alert(1)</script>', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertStringNotContainsString( 'Malo', $html, 'a link without a safe URL is left out' );
		$this->assertStringNotContainsString( '" onmouseover', $html );
		$this->assertStringContainsString( '>Ofertas &amp; &quot;más&quot;</a>', $html );
		$this->assertSame( '/ofertas/?a=1&b=2', html_entity_decode( $this->find( $html, 'A', 'class', 'rueda-site-menu__link' )['href'] ) );
		$this->assertSame( 'Menú "principal" <b>', $this->tags( $html )[0]['attributes']['aria-label'] );
	}

	public function test_the_demo_menu_has_the_shop_and_services_submenus_in_the_header(): void {
		$menu = get_page_by_path( MenuSeeder::MENU_SLUG, OBJECT, 'wp_navigation' );
		$html = $this->render( array( 'ref' => $menu->ID ) );

		foreach ( array( 'Inicio', 'Tienda', 'Servicios', 'Neumáticos', 'Sobre nosotros', 'Carrito', 'Mi cuenta' ) as $label ) {
			$this->assertStringContainsString( '>' . $label . '<', $html, $label );
		}
		foreach ( array( 'verano', 'invierno', 'todo-tiempo' ) as $season ) {
			$this->find( $html, 'A', 'href', '/tienda/?temporada=' . $season );
		}
		$services = new \Rueda\Domain\Catalog\ProductRepository();
		foreach ( array( 'SRV-MONTAJE', 'SRV-EQUILIBRADO', 'SRV-ALINEACION', 'SRV-PREITV' ) as $sku ) {
			$this->find( $html, 'A', 'href', get_permalink( $services->find_id_by_sku( $sku ) ) );
		}
		$header = get_block_template( 'twentytwentyfive//header', 'wp_template_part' );
		$this->assertStringContainsString( '<!-- wp:rueda/site-menu {"ref":' . $menu->ID, $header->content );
		$this->assertStringNotContainsString( '<!-- wp:navigation ', $header->content );
	}

	public function test_seeding_updates_the_old_flat_menu_and_header_but_not_edited_ones(): void {
		global $wpdb;
		$menu   = get_page_by_path( MenuSeeder::MENU_SLUG, OBJECT, 'wp_navigation' );
		$header = get_post( get_block_template( 'twentytwentyfive//header', 'wp_template_part' )->wp_id );
		$flat   = self::link( 'Inicio', '/' ) . self::link( 'Tienda', '/tienda/' );
		$old    = '<!-- wp:group --><div class="wp-block-group"><!-- wp:navigation {"ref":' . $menu->ID . '} /--></div><!-- /wp:group -->';
		foreach ( array(
			$menu->ID   => $flat,
			$header->ID => $old,
		) as $id => $content ) {
			// As an earlier version seeded them: never edited since.
			$wpdb->update(
				$wpdb->posts,
				array(
					'post_content'      => $content,
					'post_modified_gmt' => '2024-01-01 00:00:00',
					'post_date_gmt'     => '2024-01-01 00:00:00',
				),
				array( 'ID' => $id )
			); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			clean_post_cache( $id );
		}

		( new DemoShop() )->seed();
		( new DemoShop() )->seed();

		$this->assertTrue( has_block( 'core/navigation-submenu', get_post( $menu->ID )->post_content ) );
		$this->assertStringContainsString( 'wp:rueda/site-menu', get_post( $header->ID )->post_content );
		$this->assertSame( $menu->ID, get_page_by_path( MenuSeeder::MENU_SLUG, OBJECT, 'wp_navigation' )->ID );
		$this->assertCount(
			1,
			get_posts(
				array(
					'post_type'   => 'wp_navigation',
					'name'        => MenuSeeder::MENU_SLUG,
					'post_status' => 'any',
				)
			)
		);

		// The owner's own flat menu stays.
		wp_update_post(
			array(
				'ID'           => $menu->ID,
				'post_content' => $flat,
			)
		);
		$wpdb->update( $wpdb->posts, array( 'post_modified_gmt' => '2025-01-01 00:00:00' ), array( 'ID' => $menu->ID ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		clean_post_cache( $menu->ID );
		( new DemoShop() )->seed();
		$this->assertSame( $flat, get_post( $menu->ID )->post_content );
	}
}
