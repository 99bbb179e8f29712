<?php
/**
 * The wrapper and placeholder markup of the blocks.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Blocks;

use Rueda\Blocks\BlockMarkup;

/**
 * BlockMarkup::wrapper() and BlockMarkup::skeleton().
 */
final class BlockMarkupTest extends BlockTestCase {

	/**
	 * Renders a wrapper as the block's render.php would, while the block is being rendered.
	 *
	 * @param array<string,mixed> $data       data-* attributes.
	 * @param array<string,mixed> $attributes Other attributes.
	 * @param array<string,mixed> $attrs      The block's attributes.
	 * @param string              $content    Inner HTML.
	 */
	private function wrapper( array $data = array(), array $attributes = array(), array $attrs = array(), string $content = '<p>x</p>' ): string {
		$parsed = array(
			'blockName'    => 'rueda/cart-items',
			'attrs'        => $attrs,
			'innerBlocks'  => array(),
			'innerHTML'    => '',
			'innerContent' => array(),
		);

		$previous = \WP_Block_Supports::$block_to_render;

		\WP_Block_Supports::$block_to_render = $parsed;
		try {
			return BlockMarkup::wrapper( new \WP_Block( $parsed ), $content, $data, $attributes );
		} finally {
			\WP_Block_Supports::$block_to_render = $previous;
		}
	}

	public function test_wraps_the_content_in_a_div_named_after_the_block(): void {
		$html = $this->wrapper();

		$this->assertSame( '<div class="wp-block-rueda-cart-items" data-block-name="rueda/cart-items"><p>x</p></div>', $html );
	}

	public function test_data_attributes_are_text_booleans_and_json(): void {
		$attributes = $this->block_attributes(
			$this->wrapper(
				array(
					'on'       => true,
					'off'      => false,
					'per-page' => 12,
					'price'    => 1.5,
					'label'    => 'Neumáticos',
					'list'     => array( 'a', 'b' ),
					'map'      => array( 'ES' => 'España' ),
					'empty'    => array(),
				)
			),
			'rueda/cart-items'
		);

		$this->assertSame( 'true', $attributes['data-on'] );
		$this->assertSame( 'false', $attributes['data-off'] );
		$this->assertSame( '12', $attributes['data-per-page'] );
		$this->assertSame( '1.5', $attributes['data-price'] );
		$this->assertSame( 'Neumáticos', $attributes['data-label'] );
		$this->assertSame( '["a","b"]', $attributes['data-list'] );
		$this->assertSame( '{"ES":"España"}', $attributes['data-map'], 'unicode kept as is' );
		$this->assertSame( '[]', $attributes['data-empty'] );
	}

	public function test_values_cannot_break_out_of_their_attribute(): void {
		$evil = '"><script>alert(1)</script><img src=x onerror=alert(2) data-x=\'';
		$html = $this->wrapper(
			array(
				'text' => $evil,
				'json' => array(
					'name'  => $evil,
					'quote' => "O'Neil & \"Sons\" <b>",
				),
			)
		);

		$processor = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $processor->next_tag() );
		$this->assertSame( 'DIV', $processor->get_tag() );
		$this->assertSame( $evil, $processor->get_attribute( 'data-text' ), 'the value comes back intact' );
		$this->assertSame(
			array(
				'name'  => $evil,
				'quote' => "O'Neil & \"Sons\" <b>",
			),
			json_decode( (string) $processor->get_attribute( 'data-json' ), true )
		);
		$this->assertNull( $processor->get_attribute( 'onerror' ) );
		$this->assertTrue( $processor->next_tag() );
		$this->assertSame( 'P', $processor->get_tag(), 'the next tag is the content’s, no injected one' );
		$this->assertFalse( $processor->next_tag() );
	}

	public function test_adds_other_attributes_and_block_supports(): void {
		$attributes = $this->block_attributes(
			$this->wrapper( array( 'x' => 1 ), array( 'hidden' => 'hidden' ), array( 'align' => 'wide' ) ),
			'rueda/cart-items'
		);

		$this->assertSame( 'hidden', $attributes['hidden'] );
		$this->assertSame( '1', $attributes['data-x'] );
		$this->assertSame( 'wp-block-rueda-cart-items', $attributes['class'], 'cart-items supports no alignment' );
	}

	public function test_the_skeleton_is_a_hidden_placeholder_of_at_least_one_line(): void {
		$three = BlockMarkup::skeleton( 3 );

		$this->assertSame( '<div class="rueda-skeleton" data-rueda-placeholder aria-hidden="true"><span class="rueda-skeleton__line"></span><span class="rueda-skeleton__line"></span><span class="rueda-skeleton__line"></span></div>', $three );
		$this->assertSame( 1, substr_count( BlockMarkup::skeleton( 0 ), 'rueda-skeleton__line' ) );
		$this->assertSame( 1, substr_count( BlockMarkup::skeleton( -4 ), 'rueda-skeleton__line' ) );
	}
}
