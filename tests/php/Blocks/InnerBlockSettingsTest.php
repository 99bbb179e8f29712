<?php
/**
 * The settings a shop owner gives the inner blocks reach the live page: in the server HTML
 * and as data-* attributes for the frontend.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Blocks;

/**
 * Texts and toggles of the cart's, the checkout's and the drawer's inner blocks.
 */
final class InnerBlockSettingsTest extends BlockTestCase {

	public function test_the_proceed_to_checkout_button_has_the_shop_owners_text(): void {
		$html = do_blocks( '<!-- wp:rueda/proceed-to-checkout {"buttonLabel":"Pagar \u0026amp; montar"} /-->' );

		$this->assertStringContainsString( '>Pagar &amp; montar</a>', $html );
		$this->assertSame( 'Pagar & montar', $this->block_attributes( $html, 'rueda/proceed-to-checkout' )['data-button-label'] );
	}

	public function test_without_a_text_the_default_one_shows(): void {
		$html = do_blocks( '<!-- wp:rueda/proceed-to-checkout /-->' );

		$this->assertStringContainsString( '>Finalizar compra</a>', $html );
	}

	public function test_the_cart_totals_heading_is_the_shop_owners(): void {
		$html = do_blocks( '<!-- wp:rueda/cart-order-summary {"heading":"Tu pedido"} --><!-- /wp:rueda/cart-order-summary -->' );

		$this->assertStringContainsString( '>Tu pedido</h2>', $html );
	}

	public function test_the_checkout_can_hide_the_return_to_cart_link(): void {
		$html = do_blocks( '<!-- wp:rueda/checkout-actions {"showReturnToCart":false} /-->' );

		$this->assertStringNotContainsString( 'Volver al carrito', $html );
		$this->assertSame( 'false', $this->block_attributes( $html, 'rueda/checkout-actions' )['data-show-return-to-cart'] );
	}

	public function test_the_cross_sells_pass_their_count_and_columns(): void {
		$attributes = $this->block_attributes( do_blocks( '<!-- wp:rueda/cart-cross-sells {"columns":2,"count":4} /-->' ), 'rueda/cart-cross-sells' );

		$this->assertSame( '2', $attributes['data-columns'] );
		$this->assertSame( '4', $attributes['data-count'] );
	}

	public function test_a_checkout_step_has_the_shop_owners_title_description_and_number(): void {
		$html = do_blocks( '<!-- wp:rueda/checkout-contact-information {"title":"Tus \u003cstrong\u003edatos\u003c/strong\u003e","description":"Para avisarte \u0026amp; más","showStepNumber":true} /-->' );

		$this->assertStringContainsString( '<h2 class="rueda-checkout-step__title">Tus datos</h2>', $html );
		$this->assertStringContainsString( '<p class="rueda-checkout-step__description">Para avisarte &amp; más</p>', $html );
		$this->assertStringContainsString( 'rueda-checkout-step--with-step-number', $html );
		$attributes = $this->block_attributes( $html, 'rueda/checkout-contact-information' );
		$this->assertSame( 'Tus <strong>datos</strong>', $attributes['data-title'] );
		$this->assertSame( 'Para avisarte & más', $attributes['data-description'] );
		$this->assertSame( 'true', $attributes['data-show-step-number'] );
	}

	public function test_a_checkout_step_without_texts_shows_its_own(): void {
		$html = do_blocks( '<!-- wp:rueda/checkout-contact-information /-->' );

		$this->assertStringContainsString( '>Información de contacto</h2>', $html );
		$this->assertStringContainsString( '<p class="rueda-checkout-step__description">', $html );
		$this->assertStringNotContainsString( 'rueda-checkout-step--with-step-number', $html );
		$attributes = $this->block_attributes( $html, 'rueda/checkout-contact-information' );
		$this->assertSame( '', $attributes['data-title'] );
		$this->assertSame( 'false', $attributes['data-show-step-number'] );
	}

	public function test_the_pickup_step_passes_its_texts_without_a_placeholder(): void {
		$attributes = $this->block_attributes( do_blocks( '<!-- wp:rueda/checkout-pickup-options {"title":"Recoge en el taller"} /-->' ), 'rueda/checkout-pickup-options' );

		$this->assertSame( 'Recoge en el taller', $attributes['data-title'] );
	}
}
