<?php
/**
 * The rueda/cart block and its inner blocks, rendered on the server.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Blocks;

use Rueda\Blocks\Preload;
use Rueda\Blocks\RuntimeScript;
use Rueda\Domain\Cart\CartSession;
use Rueda\Domain\Taxes\TaxSettings;
use Rueda\Settings\PageLinks;
use Rueda\StoreApi\Utilities\StoreNonce;

/**
 * The cart page's server HTML: wrappers the frontend mounts on, the preloaded cart and the
 * placeholders it decides.
 */
final class CartBlockTest extends BlockTestCase {

	/**
	 * The blocks of the demo cart page and the block each sits in.
	 */
	private const TREE = array(
		'rueda/cart'                           => null,
		'rueda/filled-cart'                    => 'rueda/cart',
		'rueda/cart-items'                     => 'rueda/filled-cart',
		'rueda/cart-line-items'                => 'rueda/cart-items',
		'rueda/cart-cross-sells'               => 'rueda/cart-items',
		'rueda/cart-totals'                    => 'rueda/filled-cart',
		'rueda/cart-order-summary'             => 'rueda/cart-totals',
		'rueda/cart-order-summary-subtotal'    => 'rueda/cart-order-summary',
		'rueda/cart-order-summary-fees'        => 'rueda/cart-order-summary',
		'rueda/cart-order-summary-coupon-form' => 'rueda/cart-order-summary',
		'rueda/cart-order-summary-discount'    => 'rueda/cart-order-summary',
		'rueda/cart-order-summary-shipping'    => 'rueda/cart-order-summary',
		'rueda/cart-order-summary-taxes'       => 'rueda/cart-order-summary',
		'rueda/cart-express-payment'           => 'rueda/cart-totals',
		'rueda/proceed-to-checkout'            => 'rueda/cart-totals',
		'rueda/empty-cart'                     => 'rueda/cart',
	);

	/**
	 * Block name => the block it sits in, from rendered HTML.
	 *
	 * @param string $html Rendered HTML.
	 * @return array<string,string|null>
	 */
	private function tree( string $html ): array {
		return array_column( $this->block_elements( $html ), 'parent', 'name' );
	}

	private function placeholder_rows( string $html ): int {
		return substr_count( $this->block_html( $html, 'rueda/cart-line-items' ), '<td colspan="3">' );
	}

	public function test_renders_the_wrapper_and_every_inner_blocks_wrapper_in_place(): void {
		$html = do_blocks( $this->cart_page() );
		$cart = $this->block_attributes( $html, 'rueda/cart' );

		$this->assertSame( self::TREE, $this->tree( $html ) );
		$this->assertSame( array_keys( self::TREE ), $this->block_names( $html ), 'each block once, in document order' );
		$this->assertSame( 'rueda/cart', $cart['data-block-name'] );
		$this->assertEqualsCanonicalizing( array( 'alignwide', 'wp-block-rueda-cart' ), explode( ' ', (string) $cart['class'] ) );
		$this->assertStringContainsString( 'Revisa los productos de tu carrito', $html, 'the rest of the page renders too' );
	}

	public function test_enqueues_the_view_script_the_runtime_and_the_styles(): void {
		$view_script = \WP_Block_Type_Registry::get_instance()->get_registered( 'rueda/cart' )->view_script_handles[0];
		$this->assertFalse( wp_script_is( $view_script, 'enqueued' ) );

		do_blocks( $this->cart_page() );

		$this->assertTrue( wp_script_is( $view_script, 'enqueued' ) );
		$this->assertTrue( wp_script_is( RuntimeScript::HANDLE, 'enqueued' ), 'as a dependency of the view script' );
		$this->assertTrue( wp_style_is( 'rueda-cart-style', 'enqueued' ) );
		$this->assertTrue( wp_style_is( RuntimeScript::STYLE_HANDLE, 'enqueued' ) );
	}

	public function test_preloads_the_empty_cart_and_shows_the_empty_cart_message(): void {
		$html = do_blocks( $this->cart_page() );
		$all  = Preload::all();

		$this->assertSame( array( Preload::CART_PATH ), array_keys( $all ) );
		$this->assertEquals( $this->cart(), $all[ Preload::CART_PATH ]['body'], 'the body GET /cart answers' );
		$this->assertSame( array(), $this->preloaded_cart()['items'] );
		$this->assertSame( 0, $this->preloaded_cart()['items_count'] );
		$this->assertSame( 'hidden', $this->block_attributes( $html, 'rueda/filled-cart' )['hidden'] ?? null );
		$this->assertArrayNotHasKey( 'hidden', $this->block_attributes( $html, 'rueda/empty-cart' ) );
		$this->assertStringContainsString( '¡Tu carrito está vacío!', $this->block_html( $html, 'rueda/empty-cart' ) );
		$this->assertStringContainsString( 'href="' . esc_url( PageLinks::get_url( 'shop' ) ) . '"', $this->block_html( $html, 'rueda/empty-cart' ) );
		$this->assertSame( 1, $this->placeholder_rows( $html ), 'one placeholder row at least' );
		$this->assertArrayNotHasKey( CartSession::COOKIE, $_COOKIE, 'viewing the page creates no cart' );
	}

	public function test_preloads_the_shoppers_cart_and_shows_the_filled_cart(): void {
		$this->add( 'MIC-PILOTSPO-2055516', 2 );
		$this->add( 'SRV-MONTAJE' );
		$this->assertArrayHasKey( CartSession::COOKIE, $_COOKIE, 'the guest cart is remembered in the cookie' );

		$html = do_blocks( $this->cart_page() );
		$cart = $this->preloaded_cart();

		$this->assertSame( 3, $cart['items_count'] );
		$this->assertSame( array( 'MIC-PILOTSPO-2055516', 'SRV-MONTAJE' ), array_column( $cart['items'], 'sku' ) );
		$this->assertSame( $this->cart()['totals'], $cart['totals'] );
		$this->assertArrayNotHasKey( 'hidden', $this->block_attributes( $html, 'rueda/filled-cart' ) );
		$this->assertSame( 'hidden', $this->block_attributes( $html, 'rueda/empty-cart' )['hidden'] ?? null );
		$this->assertSame( 2, $this->placeholder_rows( $html ), 'a placeholder row per line' );
		$this->assertStringContainsString( '<tr class="rueda-cart-items__placeholder is-tyre"><td colspan="3">', $html, 'a tyre line is taller (its EU label)' );
		$this->assertStringContainsString( '<tr class="rueda-cart-items__placeholder"><td colspan="3">', $html );
		$this->assertStringContainsString( 'rueda-skeleton', $this->block_html( $html, 'rueda/cart-cross-sells' ), 'tyres suggest services' );
	}

	public function test_another_shoppers_cart_is_not_preloaded(): void {
		$this->add( 'SRV-MONTAJE' );
		unset( $_COOKIE[ CartSession::COOKIE ] );

		do_blocks( $this->cart_page() );

		$this->assertSame( 0, $this->preloaded_cart()['items_count'] );
	}

	public function test_preloads_a_customers_own_cart_with_headers_for_the_client(): void {
		$customer = $this->create_user( 'customer' );
		wp_set_current_user( $customer );
		$this->add( 'SRV-PREITV' );

		do_blocks( $this->cart_page() );
		$entry   = Preload::all()[ Preload::CART_PATH ];
		$headers = (array) $entry['headers'];

		$this->assertSame( array( 'Revisión pre-ITV' ), array_column( $entry['body']['items'], 'name' ) );
		$this->assertIsObject( $entry['headers'] );
		$this->assertSame( (string) $customer, $headers['User-ID'] );
		$this->assertTrue( StoreNonce::verify( $headers['Nonce'] ) );
		$this->assertSame( $this->rest( 'GET', Preload::CART_PATH )->get_headers()['Cart-Hash'], $headers['Cart-Hash'] );
		$this->assertArrayNotHasKey( 'Cart-Token', $headers, 'the browser keeps its cart in the cookie' );
		$this->assertArrayNotHasKey( 'Cache-Control', $headers );
	}

	public function test_the_cart_is_requested_once_per_page(): void {
		$requests = 0;
		$this->filter(
			'rest_request_before_callbacks',
			static function ( $response, $handler, \WP_REST_Request $request ) use ( &$requests ) {
				$requests += Preload::CART_PATH === $request->get_route() ? 1 : 0;
				return $response;
			},
			10,
			3
		);

		do_blocks( $this->cart_page() . '<!-- wp:rueda/mini-cart /-->' );

		$this->assertSame( 1, $requests, 'every block reads the same preloaded cart' );
	}

	public function test_express_methods_of_the_cart_get_a_placeholder_each_and_the_divider(): void {
		$this->add( 'MIC-PILOTSPO-2055516' );
		$this->assertContains( 'rueda_sandbox_express', $this->cart()['payment_methods'], 'the sandbox wallet is on' );

		$html    = do_blocks( $this->cart_page() );
		$express = $this->block_html( $html, 'rueda/cart-express-payment' );
		$this->assertSame( 1, substr_count( $express, 'rueda-express-checkout__placeholder"' ) );
		$this->assertStringContainsString( '<span>' . esc_html__( 'Or', 'rueda' ) . '</span>', $express );
		$this->assertSame( '1', $this->block_attributes( $html, 'rueda/cart-express-payment' )['data-placeholders'] ?? null );

		self::reset_preload();
		$this->filter(
			'rueda_payment_gateways',
			static fn( array $gateways ) => array_filter(
				$gateways,
				static fn( $gateway ) => ! in_array( 'express', $gateway->supports(), true )
			)
		);
		$html    = do_blocks( $this->cart_page() );
		$without = $this->block_html( $html, 'rueda/cart-express-payment' );
		$this->assertStringNotContainsString( 'rueda-express', $without, 'no placeholder, no divider' );
		$this->assertSame( '0', $this->block_attributes( $html, 'rueda/cart-express-payment' )['data-placeholders'] ?? null );
	}

	public function test_coupons_and_fees_get_placeholders_only_when_the_cart_has_them(): void {
		$empty = do_blocks( $this->cart_page() );
		self::reset_preload();
		$this->filter(
			'rueda_cart_fees',
			static fn( array $fees ) => array_merge(
				$fees,
				array(
					array(
						'id'     => 'eco-tasa',
						'name'   => 'Ecotasa',
						'amount' => 242,
					),
				)
			)
		);
		$this->add( 'MIC-PILOTSPO-2055516' );
		$this->write( 'apply-coupon', array( 'code' => 'bienvenida10' ) );

		$full = do_blocks( $this->cart_page() );

		foreach ( array( 'rueda/cart-order-summary-fees', 'rueda/cart-order-summary-discount' ) as $name ) {
			$this->assertStringNotContainsString( 'rueda-skeleton', $this->block_html( $empty, $name ), $name );
			$this->assertStringContainsString( 'rueda-skeleton', $this->block_html( $full, $name ), $name );
		}
		$this->assertStringNotContainsString( 'rueda-skeleton', $this->block_html( $empty, 'rueda/cart-cross-sells' ) );
	}

	public function test_tax_rows_get_a_placeholder_only_when_prices_are_shown_without_tax(): void {
		$with_tax = do_blocks( $this->cart_page() );
		update_option( TaxSettings::OPTION, array( 'display_cart_prices_including_tax' => false ) + TaxSettings::get() );
		$without_tax = do_blocks( $this->cart_page() );
		update_option( TaxSettings::OPTION, array( 'enabled' => false ) + TaxSettings::get() );
		$no_taxes = do_blocks( $this->cart_page() );

		$this->assertStringNotContainsString( 'rueda-skeleton', $this->block_html( $with_tax, 'rueda/cart-order-summary-taxes' ) );
		$this->assertStringContainsString( 'rueda-skeleton', $this->block_html( $without_tax, 'rueda/cart-order-summary-taxes' ) );
		$this->assertStringNotContainsString( 'rueda-skeleton', $this->block_html( $no_taxes, 'rueda/cart-order-summary-taxes' ) );
	}

	public function test_the_shipping_calculator_gets_the_countries_and_provinces(): void {
		$shipping  = $this->block_attributes( do_blocks( $this->cart_page() ), 'rueda/cart-order-summary-shipping' );
		$countries = json_decode( (string) $shipping['data-countries'], true );
		$states    = json_decode( (string) $shipping['data-states'], true );

		$this->assertSame( 'España', $countries['ES'] );
		$this->assertSame( 'Côte d’Ivoire', $countries['CI'], 'names survive the attribute' );
		$this->assertSame( 'Madrid', $states['ES']['M'] );
		$this->assertSame( 'Araba/Álava', $states['ES']['VI'] );
		$this->assertArrayNotHasKey( 'FR', $states, 'only countries that use provinces' );
		$this->assertLessThan( array_search( 'AO', array_keys( $countries ), true ), array_search( 'DE', array_keys( $countries ), true ), 'Alemania before Angola: by name, not by code' );
		$order = array_flip( array_keys( $countries ) );
		$this->assertLessThan( $order['BT'], $order['BE'], 'Bélgica before Bután: accents do not push names back' );
		$this->assertLessThan( $order['MM'], $order['MX'], 'México before Myanmar' );
	}

	public function test_the_shipping_calculator_offers_only_the_countries_the_shop_ships_to(): void {
		update_option( \Rueda\Settings\CheckoutSettings::OPTION, array( 'shipping_countries' => array( 'PT', 'ES' ) ) );

		$shipping = $this->block_attributes( do_blocks( $this->cart_page() ), 'rueda/cart-order-summary-shipping' );

		$this->assertSame( array( 'ES', 'PT' ), array_keys( json_decode( (string) $shipping['data-countries'], true ) ) );
	}

	public function test_the_checkout_and_shop_links_work_before_the_frontend_loads(): void {
		$checkout = PageLinks::get_url( 'checkout' );
		$linked   = do_blocks( $this->cart_page() );
		update_option( PageLinks::OPTION, array() );
		$unlinked = do_blocks( $this->cart_page() );

		$this->assertNotSame( '', $checkout, 'the demo links a checkout page' );
		$this->assertStringContainsString( 'href="' . esc_url( $checkout ) . '">Finalizar compra</a>', $this->block_html( $linked, 'rueda/proceed-to-checkout' ) );
		$this->assertStringNotContainsString( '<a', $this->block_html( $unlinked, 'rueda/proceed-to-checkout' ) );
		$this->assertStringNotContainsString( '<a', $this->block_html( $unlinked, 'rueda/empty-cart' ), 'no shop page, no link back' );
	}

	public function test_a_cart_saved_without_inner_blocks_renders_the_default_ones(): void {
		$page = $this->tree( do_blocks( $this->cart_page() ) );

		foreach ( array( '<!-- wp:rueda/cart /-->', "<!-- wp:rueda/cart -->\n\n<!-- /wp:rueda/cart -->" ) as $markup ) {
			$this->assertSame( $page, $this->tree( do_blocks( $markup ) ), $markup );
		}
	}

	public function test_a_cart_with_inner_blocks_renders_only_those(): void {
		$html = do_blocks( '<!-- wp:rueda/cart --><!-- wp:rueda/empty-cart /--><!-- /wp:rueda/cart -->' );

		$this->assertSame( array( 'rueda/cart', 'rueda/empty-cart' ), $this->block_names( $html ) );
	}
}
