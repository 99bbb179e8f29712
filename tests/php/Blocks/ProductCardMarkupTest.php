<?php
/**
 * The product cards the server writes for the first page of a listing.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Blocks;

use Rueda\Blocks\ProductCardMarkup;
use Rueda\Tests\TestCase;

/**
 * ProductCardMarkup::render() writes what the React card (src/shared/products/product-card.tsx)
 * renders for the same Store API products, so the script's cards replace the server's
 * without moving anything.
 */
final class ProductCardMarkupTest extends TestCase {

	/**
	 * The source strings, as the script's tests have them.
	 */
	protected function set_up(): void {
		parent::set_up();
		switch_to_locale( 'en_US' );
	}

	/**
	 * Back to the site's language.
	 */
	protected function tear_down(): void {
		restore_previous_locale();
		parent::tear_down();
	}

	/**
	 * The shared products: tyres (on sale, XL, run flat, out of stock) and services.
	 *
	 * @return list<array<string,mixed>>
	 */
	private static function products(): array {
		return json_decode( (string) file_get_contents( RUEDA_DIR . '/src/shared/products/test/card-products.json' ), true );
	}

	public function test_the_markup_is_the_react_cards(): void {
		$html = '';
		foreach ( self::products() as $product ) {
			$html .= ProductCardMarkup::render( $product, 'rueda-eu-label-' . $product['id'] ) . "\n";
		}

		$this->assertSame( (string) file_get_contents( RUEDA_DIR . '/src/shared/products/test/product-cards.html' ), $html );
	}

	public function test_a_card_in_the_first_screen_loads_its_image_at_once(): void {
		$product = self::products()[0];

		$this->assertStringContainsString( 'width="300" height="300" fetchpriority="high" decoding="async">', ProductCardMarkup::render( $product, 'l', true ) );
		$this->assertStringContainsString( 'loading="lazy"', ProductCardMarkup::render( $product, 'l' ) );
	}

	public function test_escapes_what_the_catalogue_holds(): void {
		$product                       = self::products()[0];
		$product['name']               = 'Marca <script>alert(1)</script> &amp; "Modelo"';
		$product['tyre']['model']      = '<img src=x onerror=alert(1)>';
		$product['permalink']          = 'https://taller.example/p/?a=1&b="x"';
		$product['stock_availability'] = array(
			'text'  => '<b>Últimas</b>',
			'class' => 'in-stock" onclick="x',
		);

		$html = ProductCardMarkup::render( $product, 'l' );

		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '<img src=x', $html );
		$this->assertStringNotContainsString( '<b>', $html );
		$this->assertStringNotContainsString( '" onclick', $html );
		$this->assertStringContainsString( 'href="https://taller.example/p/?a=1&amp;b=&quot;x&quot;"', $html );
		$this->assertStringContainsString( 'Marca &lt;script&gt;alert(1)&lt;/script&gt; &amp; "Modelo"', $html );
	}
}
