<?php
/**
 * The rueda/checkout block and its inner blocks, rendered on the server.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Blocks;

use Rueda\Blocks\CheckoutData;
use Rueda\Blocks\Preload;
use Rueda\Blocks\RuntimeScript;
use Rueda\Blocks\ShopSettings;
use Rueda\Domain\Payments\DeclaresIcons;
use Rueda\Settings\LegalSettings;
use Rueda\Settings\PageLinks;
use Rueda\Tests\Payments\Fixtures\ApprovingGateway;

/**
 * The checkout page's server HTML: registration of every checkout block, the wrappers the
 * frontend mounts on, the preloaded cart, the default layout and escaping.
 */
final class CheckoutBlockTest extends BlockTestCase {

	/**
	 * The blocks of the demo checkout page and the block each sits in.
	 */
	private const TREE = array(
		'rueda/checkout'                     => null,
		'rueda/checkout-fields'              => 'rueda/checkout',
		'rueda/checkout-express-payment'     => 'rueda/checkout-fields',
		'rueda/checkout-contact-information' => 'rueda/checkout-fields',
		'rueda/checkout-shipping-method'     => 'rueda/checkout-fields',
		'rueda/checkout-pickup-options'      => 'rueda/checkout-fields',
		'rueda/checkout-shipping-address'    => 'rueda/checkout-fields',
		'rueda/checkout-billing-address'     => 'rueda/checkout-fields',
		'rueda/checkout-shipping-methods'    => 'rueda/checkout-fields',
		'rueda/checkout-payment'             => 'rueda/checkout-fields',
		'rueda/checkout-order-note'          => 'rueda/checkout-fields',
		'rueda/checkout-terms'               => 'rueda/checkout-fields',
		'rueda/checkout-actions'             => 'rueda/checkout-fields',
		'rueda/checkout-totals'              => 'rueda/checkout',
		'rueda/checkout-order-summary'       => 'rueda/checkout-totals',
	);

	/**
	 * Blocks shop owners cannot remove: the checkout does not work without them (pickup
	 * is only chosen with the delivery toggle).
	 */
	private const LOCKED = array(
		'rueda/checkout-fields',
		'rueda/checkout-totals',
		'rueda/checkout-contact-information',
		'rueda/checkout-shipping-method',
		'rueda/checkout-payment',
		'rueda/checkout-actions',
	);

	/**
	 * Forgets that an earlier page asked for the checkout settings, as a new request would.
	 */
	protected function tear_down(): void {
		( new \ReflectionProperty( CheckoutData::class, 'wanted' ) )->setValue( null, false );
		( new \ReflectionProperty( CheckoutData::class, 'wants_legal' ) )->setValue( null, false );
		parent::tear_down();
	}

	/**
	 * The demo checkout page's markup: a checkout with every inner block.
	 */
	private function checkout_page(): string {
		return (string) file_get_contents( RUEDA_DEMO_DIR . '/pages/finalizar-compra.html' );
	}

	/**
	 * Block name => the block it sits in, from rendered HTML.
	 *
	 * @param string $html Rendered HTML.
	 * @return array<string,string|null>
	 */
	private function tree( string $html ): array {
		return array_column( $this->block_elements( $html ), 'parent', 'name' );
	}

	public function test_every_checkout_block_is_registered_with_its_parent_and_lock(): void {
		$registry = \WP_Block_Type_Registry::get_instance();

		foreach ( self::TREE as $name => $parent ) {
			$block = $registry->get_registered( $name );
			$this->assertInstanceOf( \WP_Block_Type::class, $block, $name );
			$this->assertSame( $parent ? array( $parent ) : null, $block->parent, $name );
			$this->assertFalse( $block->supports['multiple'] ?? true, "{$name}: once per page" );
			$lock = $block->attributes['lock']['default'] ?? array();
			$this->assertSame( in_array( $name, self::LOCKED, true ), ! empty( $lock['remove'] ), "{$name}: lock" );
		}
		$this->assertFalse( $registry->get_registered( 'rueda/checkout-terms' )->attributes['checkbox']['default'] );
	}

	public function test_renders_the_wrapper_and_every_inner_blocks_wrapper_in_place(): void {
		$this->add( 'MIC-PILOTSPO-2055516', 2 );

		$html     = do_blocks( $this->checkout_page() );
		$checkout = $this->block_attributes( $html, 'rueda/checkout' );

		$this->assertSame( self::TREE, $this->tree( $html ) );
		$this->assertSame( array_keys( self::TREE ), $this->block_names( $html ), 'each block once, in document order' );
		$this->assertEqualsCanonicalizing( array( 'alignwide', 'wp-block-rueda-checkout' ), explode( ' ', (string) $checkout['class'] ) );
		$this->assertSame( 'true', $this->block_attributes( $html, 'rueda/checkout-terms' )['data-checkbox'], 'the terms checkbox is required by default' );
		$this->assertStringContainsString( 'elige envío o recogida en el taller', $html, 'the paragraph before the checkout renders too' );
	}

	public function test_enqueues_the_view_script_the_runtime_and_the_styles(): void {
		$view_script = \WP_Block_Type_Registry::get_instance()->get_registered( 'rueda/checkout' )->view_script_handles[0];
		$this->assertFalse( wp_script_is( $view_script, 'enqueued' ) );

		do_blocks( $this->checkout_page() );

		$this->assertTrue( wp_script_is( $view_script, 'enqueued' ) );
		$this->assertTrue( wp_script_is( RuntimeScript::HANDLE, 'enqueued' ), 'as a dependency of the view script' );
		$this->assertTrue( wp_style_is( 'rueda-checkout-style', 'enqueued' ) );
		$this->assertTrue( wp_style_is( RuntimeScript::STYLE_HANDLE, 'enqueued' ) );
	}

	public function test_preloads_the_shoppers_cart_and_shows_the_steps(): void {
		$this->add( 'MIC-PILOTSPO-2055516', 2 );

		$html = do_blocks( $this->checkout_page() );
		$cart = $this->preloaded_cart();

		$this->assertSame( array( Preload::CART_PATH ), array_keys( Preload::all() ) );
		$this->assertSame( 2, $cart['items_count'] );
		$this->assertEquals( $this->cart(), $cart, 'the body GET /cart answers' );
		foreach ( array( 'rueda/checkout-fields', 'rueda/checkout-totals' ) as $column ) {
			$this->assertArrayNotHasKey( 'hidden', $this->block_attributes( $html, $column ), $column );
		}
		$this->assertStringNotContainsString( 'rueda-checkout-empty', $this->block_html( $html, 'rueda/checkout' ) );
		$this->assertStringContainsString( esc_html__( 'Contact information', 'rueda' ), $this->block_html( $html, 'rueda/checkout-contact-information' ) );
		$this->assertStringContainsString( esc_html__( 'Shipping address', 'rueda' ), $this->block_html( $html, 'rueda/checkout-shipping-address' ), 'tyres ship' );
		$this->assertStringNotContainsString( 'rueda-skeleton', $this->block_html( $html, 'rueda/checkout-billing-address' ), 'billing starts as the shipping address' );
		$this->assertStringContainsString( 'rueda-skeleton', $this->block_html( $html, 'rueda/checkout-payment' ), 'the order needs payment' );
	}

	public function test_the_page_carries_the_checkout_settings(): void {
		$this->assertArrayNotHasKey( 'checkout', ( new ShopSettings() )->get(), 'not on other pages' );

		do_blocks( $this->checkout_page() );
		$settings = ( new ShopSettings() )->get();

		$this->assertArrayHasKey( 'checkout', $settings );
		$this->assertArrayHasKey( 'rueda_sandbox_card', (array) $settings['checkout']['paymentMethods'] );
	}

	public function test_gateways_declare_their_icons_in_the_checkout_settings(): void {
		$sepa = new class( 'rueda_test_icons', 'SEPA' ) extends ApprovingGateway implements DeclaresIcons {
			public function icons(): array {
				// A careless gateway: a number among the ids, and an id the checkout does not know.
				return array( 'sepa', 7, 'not-a-brand' );
			}
		};
		$this->filter(
			'rueda_payment_gateways',
			static fn( array $gateways ) => array_merge( $gateways, array( $sepa ) )
		);
		do_blocks( $this->checkout_page() );
		$methods = (array) ( new ShopSettings() )->get()['checkout']['paymentMethods'];

		$this->assertSame( array( 'visa', 'mastercard' ), $methods['rueda_sandbox_card']['icons'], 'its test cards\' brands' );
		$this->assertSame( array(), $methods['rueda_bank_transfer']['icons'], 'a gateway without icons' );
		$this->assertSame( array( 'sepa', 'not-a-brand' ), $methods['rueda_test_icons']['icons'], 'strings as declared: the client drops unknown ids' );
		$this->assertContains( 'sepa', DeclaresIcons::IDS );
		$this->assertCount( 20, DeclaresIcons::IDS, 'the spec\'s and Bizum' );
		$this->assertContains( 'bizum', DeclaresIcons::IDS );
	}

	public function test_an_empty_cart_shows_the_message_and_hides_the_columns(): void {
		$html = do_blocks( $this->checkout_page() );

		$this->assertSame( array(), $this->preloaded_cart()['items'] );
		$this->assertStringContainsString( '¡Tu carrito está vacío!', $this->block_html( $html, 'rueda/checkout' ) );
		$this->assertStringContainsString( 'href="' . esc_url( PageLinks::get_url( 'shop' ) ) . '">Volver a la tienda</a>', $this->block_html( $html, 'rueda/checkout' ) );
		foreach ( array( 'rueda/checkout-fields', 'rueda/checkout-totals' ) as $column ) {
			$this->assertSame( 'hidden', $this->block_attributes( $html, $column )['hidden'] ?? null, $column );
		}
	}

	public function test_express_methods_of_the_cart_get_a_placeholder_each(): void {
		$this->add( 'MIC-PILOTSPO-2055516' );
		$methods = $this->cart()['payment_methods'];
		$this->assertContains( 'rueda_sandbox_express', $methods, 'the sandbox wallet is on' );

		$with    = $this->block_html( do_blocks( $this->checkout_page() ), 'rueda/checkout-express-payment' );
		$without = $this->filter_express_out();

		$this->assertSame( 1, substr_count( $with, 'rueda-express-checkout__placeholder' ) );
		$this->assertStringContainsString( esc_html__( 'Express Checkout', 'rueda' ), $with );
		$this->assertStringNotContainsString( 'rueda-express-checkout', $without );
	}

	/**
	 * The express block's HTML when no express gateway is available.
	 */
	private function filter_express_out(): string {
		self::reset_preload();
		$this->filter(
			'rueda_payment_gateways',
			static fn( array $gateways ) => array_filter(
				$gateways,
				static fn( $gateway ) => ! in_array( 'express', $gateway->supports(), true )
			)
		);
		return $this->block_html( do_blocks( $this->checkout_page() ), 'rueda/checkout-express-payment' );
	}

	public function test_the_terms_link_the_terms_and_privacy_pages_and_may_ask_for_a_checkbox(): void {
		update_option( LegalSettings::OPTION, array( 'terms_required' => false ) );
		$html  = do_blocks( '<!-- wp:rueda/checkout-terms {"checkbox":true} /-->' );
		$terms = $this->block_attributes( $html, 'rueda/checkout-terms' );

		$this->assertSame( 'true', $terms['data-checkbox'] );
		$this->assertStringContainsString( 'href="' . esc_url( PageLinks::get_url( 'terms' ) ) . '"', $html );
		$this->assertStringContainsString( 'href="' . esc_url( PageLinks::get_url( 'privacy' ) ) . '"', $html );
	}

	public function test_the_shops_legal_settings_ask_for_the_terms_checkbox_unless_turned_off(): void {
		$this->assertSame( 'true', $this->block_attributes( do_blocks( '<!-- wp:rueda/checkout-terms /-->' ), 'rueda/checkout-terms' )['data-checkbox'], 'by default' );

		update_option( LegalSettings::OPTION, array( 'terms_required' => false ) );
		$html = do_blocks( '<!-- wp:rueda/checkout-terms /-->' );

		$this->assertSame( 'false', $this->block_attributes( $html, 'rueda/checkout-terms' )['data-checkbox'] );
		/* translators: 1: link to the terms and conditions, 2: link to the privacy policy. */
		$this->assertStringContainsString( explode( '%1$s', esc_html__( 'By proceeding with your purchase you agree to our %1$s and %2$s', 'rueda' ) )[0], $html, 'a sentence instead' );
	}

	public function test_links_texts_and_attributes_are_escaped(): void {
		$this->add( 'MIC-PILOTSPO-2055516' );
		update_option( LegalSettings::OPTION, array( 'order_button_text' => 'Pagar <img src=x onerror=alert(1)> & ya' ) );
		$this->filter( 'page_link', static fn( string $url ) => $url . '?a="><script>alert(1)</script>' );

		$html = do_blocks( '<!-- wp:rueda/checkout {"className":"x\" onclick=\"alert(1)"} /-->' );

		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringNotContainsString( '" onclick="', $html );
		$this->assertStringContainsString( '>Pagar &amp; ya</button>', $this->block_html( $html, 'rueda/checkout-actions' ), 'the shop owner\'s button text, as text' );
		$this->assertStringContainsString( esc_html__( 'Return to Cart', 'rueda' ), $this->block_html( $html, 'rueda/checkout-actions' ) );
		$this->assertStringContainsString( 'href="' . esc_url( PageLinks::get_url( 'cart' ) ) . '"', $html );
	}

	public function test_a_checkout_saved_without_inner_blocks_renders_the_default_ones(): void {
		$this->add( 'MIC-PILOTSPO-2055516' );
		$page = $this->tree( do_blocks( $this->checkout_page() ) );

		foreach ( array( '<!-- wp:rueda/checkout /-->', "<!-- wp:rueda/checkout -->\n\n<!-- /wp:rueda/checkout -->" ) as $markup ) {
			$this->assertSame( $page, $this->tree( do_blocks( $markup ) ), $markup );
		}
	}

	public function test_a_checkout_with_inner_blocks_renders_only_those(): void {
		$html = do_blocks( '<!-- wp:rueda/checkout --><!-- wp:rueda/checkout-fields --><!-- wp:rueda/checkout-actions /--><!-- /wp:rueda/checkout-fields --><!-- /wp:rueda/checkout -->' );

		$this->assertSame( array( 'rueda/checkout', 'rueda/checkout-fields', 'rueda/checkout-actions' ), $this->block_names( $html ) );
	}
}

