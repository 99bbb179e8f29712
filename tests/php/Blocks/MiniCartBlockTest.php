<?php
/**
 * The rueda/mini-cart block and its drawer, rendered on the server.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Blocks;

use Rueda\Blocks\Preload;
use Rueda\Blocks\RuntimeScript;
use Rueda\Settings\CurrencySettings;
use Rueda\Settings\PageLinks;

/**
 * The mini cart works as a link to the cart page before its frontend loads, and carries the
 * drawer's server HTML.
 */
final class MiniCartBlockTest extends BlockTestCase {

	/**
	 * The link's attributes and HTML.
	 *
	 * @param string $html Rendered HTML.
	 * @return array{0:array<string,string|true>,1:string}
	 */
	private function link( string $html ): array {
		$processor = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $processor->next_tag( array( 'class_name' => 'rueda-mini-cart__button' ) ) );
		$attributes = array();
		foreach ( (array) $processor->get_attribute_names_with_prefix( '' ) as $name ) {
			$attributes[ $name ] = $processor->get_attribute( $name );
		}
		$this->assertSame( 1, preg_match( '#<a class="rueda-mini-cart__button".*?</a>#s', $html, $match ) );
		return array( $attributes, $match[0] );
	}

	public function test_an_empty_mini_cart_links_to_the_cart_page_and_carries_the_default_drawer(): void {
		$html                 = do_blocks( '<!-- wp:rueda/mini-cart /-->' );
		[ $link, $link_html ] = $this->link( $html );
		$zero                 = CurrencySettings::currency()->format( 0 );

		$this->assertSame(
			array(
				'rueda/mini-cart'          => null,
				'rueda/cart-drawer'        => 'rueda/mini-cart',
				'rueda/cart-drawer-items'  => 'rueda/cart-drawer',
				'rueda/cart-drawer-footer' => 'rueda/cart-drawer',
			),
			array_column( $this->block_elements( $html ), 'parent', 'name' )
		);
		$this->assertSame( 'true', $this->block_attributes( $html, 'rueda/mini-cart' )['data-show-total'] );
		$this->assertSame( 'hidden', $this->block_attributes( $html, 'rueda/cart-drawer' )['hidden'] ?? null, 'closed until the shopper opens it' );
		$this->assertSame( PageLinks::get_url( 'cart' ), $link['href'] );
		$this->assertTrue( $link['data-rueda-placeholder'] );
		$this->assertSame( "Carrito: 0 artículos, {$zero}", $link['aria-label'] );
		$this->assertStringNotContainsString( 'rueda-mini-cart__badge', $link_html );
		$this->assertStringContainsString( '<span class="rueda-mini-cart__amount" aria-hidden="true">' . esc_html( $zero ) . '</span>', $link_html );
	}

	public function test_shows_the_preloaded_count_and_the_goods_subtotal(): void {
		// Under the 300 € of free shipping, so that the estimate charges the standard rate
		// (with two tyres and a fitting the free rate would now be preselected, at 0 €).
		$this->add( 'MIC-PILOTSPO-2055516' );
		$this->add( 'SRV-MONTAJE', 2 );
		$totals = $this->cart()['totals'];
		// The goods with IVA, as the drawer's Subtotal: the cart's total also holds the
		// delivery estimated before an address, which the header must not count.
		$total = CurrencySettings::currency()->format( (int) $totals['total_items'] + (int) $totals['total_items_tax'] );
		$this->assertNotSame( $totals['total_price'], (string) ( (int) $totals['total_items'] + (int) $totals['total_items_tax'] ) );

		$html                 = do_blocks( '<!-- wp:rueda/mini-cart /-->' );
		[ $link, $link_html ] = $this->link( $html );

		$this->assertSame( 3, $this->preloaded_cart()['items_count'] );
		$this->assertSame( "Carrito: 3 artículos, {$total}", $link['aria-label'] );
		$this->assertStringContainsString( '<span class="rueda-mini-cart__badge" data-count="3" aria-hidden="true"></span>', $link_html );
		$this->assertStringContainsString( '>' . esc_html( $total ) . '</span>', $link_html );
	}

	public function test_one_item_is_singular(): void {
		$this->add( 'SRV-MONTAJE' );

		[ $link ] = $this->link( do_blocks( '<!-- wp:rueda/mini-cart /-->' ) );

		$this->assertStringStartsWith( 'Carrito: 1 artículo, ', (string) $link['aria-label'] );
	}

	public function test_the_total_can_be_hidden(): void {
		$html = do_blocks( '<!-- wp:rueda/mini-cart {"showTotal":false} /-->' );

		$this->assertSame( 'false', $this->block_attributes( $html, 'rueda/mini-cart' )['data-show-total'] );
		$this->assertStringNotContainsString( 'rueda-mini-cart__amount', $this->link( $html )[1] );
	}

	public function test_a_saved_drawer_replaces_the_default_one(): void {
		$html = do_blocks( '<!-- wp:rueda/mini-cart --><!-- wp:rueda/cart-drawer --><!-- wp:rueda/cart-drawer-items /--><!-- /wp:rueda/cart-drawer --><!-- /wp:rueda/mini-cart -->' );

		$this->assertSame( array( 'rueda/mini-cart', 'rueda/cart-drawer', 'rueda/cart-drawer-items' ), $this->block_names( $html ) );
	}

	public function test_enqueues_its_frontend_and_preloads_the_cart(): void {
		do_blocks( '<!-- wp:rueda/mini-cart /-->' );

		$this->assertTrue( wp_script_is( 'rueda-mini-cart-view-script', 'enqueued' ) );
		$this->assertTrue( wp_script_is( RuntimeScript::HANDLE, 'enqueued' ) );
		$this->assertSame( array( Preload::CART_PATH ), array_keys( Preload::all() ) );
	}
}
