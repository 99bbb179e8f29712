<?php
/**
 * The EU tyre label as the server writes it.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Blocks;

use Rueda\Blocks\EuLabelMarkup;
use Rueda\Domain\Tyres\EuLabel;
use Rueda\Tests\TestCase;

/**
 * EuLabelMarkup::render(): the compact label, the full label it opens, and the same markup
 * as the React component (src/shared/tyres/eu-label.tsx).
 */
final class EuLabelMarkupTest extends TestCase {

	/**
	 * The source strings: the site speaks Spanish.
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
	 * A label: B, A, 71 dB B, EPREL sheet 412345 unless told otherwise.
	 *
	 * @param array<string,mixed> $overrides Constructor arguments by name.
	 */
	private function label( array $overrides = array() ): EuLabel {
		$arguments = array_merge(
			array(
				'fuel_class'     => 'B',
				'wet_grip_class' => 'A',
				'noise_db'       => 71,
				'noise_class'    => 'B',
				'snow'           => false,
				'ice'            => false,
				'eprel_id'       => '412345',
			),
			$overrides
		);
		return new EuLabel( ...$arguments );
	}

	/**
	 * The rendered label as a DOM.
	 *
	 * @param string $html Markup.
	 */
	private function xpath( string $html ): \DOMXPath {
		$document = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$document->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>' );
		libxml_use_internal_errors( $previous );
		return new \DOMXPath( $document );
	}

	/**
	 * A node's text.
	 *
	 * @param \DOMNode $node Node.
	 */
	private static function text( \DOMNode $node ): string {
		return $node->textContent; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's name.
	}

	public function test_the_compact_label_is_a_button_named_by_the_whole_label(): void {
		$html  = EuLabelMarkup::render( $this->label(), 'Michelin Primacy 4', 'rueda-eu-label-7' );
		$xpath = $this->xpath( $html );

		$toggle = $xpath->query( '//button[@class="rueda-eu-label__toggle"]' )->item( 0 );
		$this->assertInstanceOf( \DOMElement::class, $toggle );
		$this->assertSame( 'button', $toggle->getAttribute( 'type' ) );
		$this->assertSame( 'rueda-eu-label-7', $toggle->getAttribute( 'popovertarget' ) );
		$this->assertSame(
			'EU tyre label: fuel efficiency B, wet grip A, external rolling noise 71 dB, class B. Show the full label',
			$toggle->getAttribute( 'aria-label' )
		);
		$this->assertSame( 1, $xpath->query( '//button//span[contains(@class,"rueda-eu-label__tab--b")]' )->length );
		$this->assertSame( 1, $xpath->query( '//button//span[contains(@class,"rueda-eu-label__tab--a")]' )->length );
		$this->assertSame( '71 dB', $xpath->query( '//span[@class="rueda-eu-label__db"]' )->item( 0 )->getAttribute( 'data-value' ) );
		$this->assertSame( 'B', $xpath->query( '//span[@class="rueda-eu-label__noise-class"]' )->item( 0 )->getAttribute( 'data-value' ) );
		$this->assertSame( '', trim( self::text( $toggle ) ), 'no text beside its name' );
	}

	public function test_the_full_label_is_a_popover_dialog_with_both_scales_marked(): void {
		$xpath = $this->xpath( EuLabelMarkup::render( $this->label(), 'Michelin Primacy 4', 'rueda-eu-label-7' ) );

		$full = $xpath->query( '//div[@id="rueda-eu-label-7"]' )->item( 0 );
		$this->assertInstanceOf( \DOMElement::class, $full );
		$this->assertSame( 'auto', $full->getAttribute( 'popover' ) );
		$this->assertSame( 'dialog', $full->getAttribute( 'role' ) );
		$this->assertSame( 'rueda-eu-label__full', $full->getAttribute( 'class' ) );
		$this->assertSame( 'EU tyre label of Michelin Primacy 4', $full->getAttribute( 'aria-label' ) );

		$markers = array();
		foreach ( $xpath->query( '//span[@class="rueda-eu-label__marker"]' ) as $marker ) {
			$markers[] = self::text( $marker );
		}
		$this->assertSame( array( 'B', 'A' ), $markers );
		$this->assertStringContainsString( 'Fuel efficiency class B, on a scale from A (best) to E', self::text( $full ) );
		$this->assertStringContainsString( 'Regulation (EU) 2020/740', self::text( $full ) );

		$close = $xpath->query( '//button[@class="rueda-eu-label__close"]' )->item( 0 );
		$this->assertSame( 'rueda-eu-label-7', $close->getAttribute( 'popovertarget' ) );
		$this->assertSame( 'hide', $close->getAttribute( 'popovertargetaction' ) );
		$this->assertSame( 'Close the label', $close->getAttribute( 'aria-label' ) );
	}

	public function test_snow_and_ice_pictograms_only_when_the_tyre_has_them(): void {
		$plain = EuLabelMarkup::render( $this->label(), 'Primacy', 'a' );
		$this->assertStringNotContainsString( 'rueda-eu-label__icon--snow', $plain );
		$this->assertStringNotContainsString( 'rueda-eu-label__icon--ice', $plain );
		$this->assertStringNotContainsString( 'snow grip', $plain );

		$winter = EuLabelMarkup::render( $this->label( array( 'snow' => true ) ), 'Alpin', 'b' );
		$this->assertSame( 2, substr_count( $winter, 'rueda-eu-label__icon--snow' ), 'in the compact and the full label' );
		$this->assertStringNotContainsString( 'rueda-eu-label__icon--ice', $winter );
		$this->assertStringContainsString( 'class B, snow grip (3PMSF). Show the full label', $winter );
		$this->assertStringContainsString( 'Snow grip (3PMSF)', $winter );

		$nordic = EuLabelMarkup::render(
			$this->label(
				array(
					'snow' => true,
					'ice'  => true,
				)
			),
			'Hakka',
			'c'
		);
		$this->assertStringContainsString( 'snow grip (3PMSF), ice grip. Show the full label', $nordic );
		$this->assertSame( 2, substr_count( $nordic, 'rueda-eu-label__icon--ice' ) );
	}

	public function test_the_eprel_link_only_with_a_registration_number(): void {
		$xpath = $this->xpath( EuLabelMarkup::render( $this->label(), 'Primacy', 'a' ) );
		$link  = $xpath->query( '//p[@class="rueda-eu-label__eprel"]/a' )->item( 0 );
		$this->assertInstanceOf( \DOMElement::class, $link );
		$this->assertSame( 'https://eprel.ec.europa.eu/screen/product/tyres/412345', $link->getAttribute( 'href' ) );
		$this->assertSame( '_blank', $link->getAttribute( 'target' ) );
		$this->assertSame( 'noopener noreferrer', $link->getAttribute( 'rel' ) );
		$this->assertSame( 'Product information sheet (EPREL) (opens in a new tab)', self::text( $link ) );

		$none = EuLabelMarkup::render( $this->label( array( 'eprel_id' => '' ) ), 'Primacy', 'a' );
		$this->assertStringNotContainsString( 'rueda-eu-label__eprel', $none );
		$this->assertStringNotContainsString( 'eprel.ec.europa.eu', $none );
	}

	public function test_a_stored_eprel_number_that_is_no_number_links_nothing(): void {
		$label = EuLabel::from_specs(
			array(
				'fuel_class'     => 'B',
				'wet_grip_class' => 'A',
				'noise_class'    => 'B',
				'noise_db'       => 71,
				'eprel_id'       => '1"><script>alert(1)</script>',
			)
		);

		$html = EuLabelMarkup::render( $label, 'Primacy', 'a' );

		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( 'rueda-eu-label__eprel', $html );
	}

	public function test_the_product_name_and_the_id_are_escaped(): void {
		$html = EuLabelMarkup::render( $this->label(), '<img src=x onerror=alert(1)> "Primacy" & Co', 'x" onclick="alert(1)' );

		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringNotContainsString( '" onclick="', $html );
		$this->assertStringContainsString( '&lt;img src=x onerror=alert(1)&gt; &quot;Primacy&quot; &amp; Co</p>', $html );

		$xpath = $this->xpath( $html );
		$this->assertSame( 0, $xpath->query( '//img' )->length );
		$this->assertSame( 0, $xpath->query( '//*[@onclick]' )->length );
		$this->assertSame(
			'EU tyre label of <img src=x onerror=alert(1)> "Primacy" & Co',
			$xpath->query( '//div[@role="dialog"]' )->item( 0 )->getAttribute( 'aria-label' )
		);
	}

	public function test_entities_of_a_post_title_are_not_escaped_twice(): void {
		$html = EuLabelMarkup::render( $this->label(), 'Neumáticos P&amp;Co &#8211; Primacy', 'a' );

		$this->assertStringContainsString( '<p class="rueda-eu-label__product">Neumáticos P&amp;Co – Primacy</p>', $html );
		$this->assertStringNotContainsString( '&amp;amp;', $html );
	}

	/**
	 * The React component writes the same markup: both match these files (see
	 * src/shared/tyres/test/eu-label.test.tsx).
	 *
	 * @dataProvider shared_markup
	 *
	 * @param string              $file      Markup file.
	 * @param array<string,mixed> $overrides Label.
	 */
	public function test_the_markup_is_the_react_components( string $file, array $overrides ): void {
		$this->assertSame(
			rtrim( (string) file_get_contents( RUEDA_DIR . '/src/shared/tyres/test/' . $file ) ),
			EuLabelMarkup::render( $this->label( $overrides ), 'Michelin Primacy 4', 'rueda-eu-label-7' )
		);
	}

	/**
	 * The labels of the shared markup files.
	 *
	 * @return array<string,array{string,array<string,mixed>}>
	 */
	public static function shared_markup(): array {
		return array(
			'summer tyre with EPREL sheet'  => array( 'eu-label.html', array() ),
			'winter tyre with snow and ice' => array(
				'eu-label-snow-ice.html',
				array(
					'fuel_class'     => 'E',
					'wet_grip_class' => 'C',
					'noise_db'       => 68,
					'noise_class'    => 'A',
					'snow'           => true,
					'ice'            => true,
					'eprel_id'       => '',
				),
			),
		);
	}
}
