<?php
/**
 * The ecovalor's note beside a tyre's price on its page and on the cards.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Blocks;

use Rueda\Domain\Ecovalor\EcovalorSettings;
use Rueda\Settings\CurrencySettings;

/**
 * One quiet line that says what the cart adds per tyre; none for services or with the
 * ecovalor off.
 */
final class EcovalorNoteTest extends BlockTestCase {

	protected function tear_down(): void {
		$GLOBALS['post'] = null;
		wp_reset_postdata();
		parent::tear_down();
	}

	/**
	 * The product page of a product.
	 *
	 * @param string $sku SKU.
	 */
	private function page( string $sku ): string {
		$GLOBALS['post'] = get_post( $this->sku( $sku ) );
		setup_postdata( $GLOBALS['post'] );
		return do_blocks( '<!-- wp:rueda/product /-->' );
	}

	/**
	 * The page's note for an amount.
	 *
	 * @param int $amount Minor units.
	 */
	private static function note( int $amount ): string {
		/* translators: 1: the end-of-life tyre fee per tyre, e.g. 1,57 €, 2: the management system, e.g. SIGNUS. */
		return '<p class="rueda-product__ecovalor">' . esc_html( sprintf( __( '+ %1$s ecovalor (%2$s) per tyre', 'rueda' ), CurrencySettings::currency()->format( $amount ), 'SIGNUS' ) ) . '</p>';
	}

	public function test_a_tyres_page_tells_the_ecovalor_per_tyre_under_its_price(): void {
		$html = $this->page( 'MIC-PILOTSPO-2055516' );

		$this->assertStringContainsString( self::note( 157 ), $html );
		$this->assertLessThan( strpos( $html, 'rueda-product__sets' ), strpos( $html, 'rueda-product__ecovalor' ), 'before the prices of 2 and 4' );
		$this->assertStringContainsString( self::note( 254 ), $this->page( 'HAN-VENTUSPR-2355519' ), 'an SUV tyre pays more' );
	}

	public function test_no_note_for_services_or_with_the_ecovalor_off(): void {
		$this->assertStringNotContainsString( 'rueda-product__ecovalor', $this->page( 'SRV-ACEITE' ) );

		update_option( EcovalorSettings::OPTION, array( 'enabled' => false ) );

		$this->assertStringNotContainsString( 'rueda-product__ecovalor', $this->page( 'MIC-PILOTSPO-2055516' ) );
	}

	public function test_the_shops_cards_carry_the_note(): void {
		/* translators: %s: the end-of-life tyre fee per tyre, e.g. 1,57 €. */
		$note = '<span class="rueda-product-card__ecovalor">' . sprintf( __( '+ ecovalor %s', 'rueda' ), CurrencySettings::currency()->format( 157 ) ) . '</span>';

		$html = do_blocks( '<!-- wp:rueda/product-grid /-->' );

		$this->assertStringContainsString( $note, $html );
	}
}
