<?php
/**
 * The cart and the checkout are wide unless the shop owner chose otherwise, so their two
 * columns fit: blocks saved without an alignment (older posts, new blocks) render wide.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Blocks;

/**
 * The align attribute's default of rueda/cart and rueda/checkout.
 */
final class WideByDefaultTest extends BlockTestCase {

	/**
	 * The class list of a block's wrapper.
	 *
	 * @param string $markup Saved block markup.
	 * @param string $name   Block name.
	 * @return list<string>
	 */
	private function classes( string $markup, string $name ): array {
		return explode( ' ', (string) ( $this->block_attributes( do_blocks( $markup ), $name )['class'] ?? '' ) );
	}

	public function test_a_cart_saved_without_an_alignment_renders_wide(): void {
		$this->assertContains( 'alignwide', $this->classes( '<!-- wp:rueda/cart /-->', 'rueda/cart' ) );
	}

	public function test_a_checkout_saved_without_an_alignment_renders_wide(): void {
		$this->assertContains( 'alignwide', $this->classes( '<!-- wp:rueda/checkout /-->', 'rueda/checkout' ) );
	}

	public function test_a_chosen_alignment_is_kept(): void {
		$classes = $this->classes( '<!-- wp:rueda/cart {"align":"full"} /-->', 'rueda/cart' );

		$this->assertContains( 'alignfull', $classes );
		$this->assertNotContains( 'alignwide', $classes );
	}
}
