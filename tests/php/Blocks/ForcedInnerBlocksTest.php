<?php
/**
 * Extension blocks forced into inner block areas.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Blocks;

use Rueda\Blocks\ForcedInnerBlocks;

/**
 * A block registered for an area with `lock.default.remove` renders in it without being saved
 * in the page; once saved (moved by the shop owner), only the saved one renders.
 */
final class ForcedInnerBlocksTest extends BlockTestCase {

	private const FORCED = 'acme/storage-offer';

	private const OPTIONAL = 'acme/storage-note';

	protected function set_up(): void {
		parent::set_up();
		$render = static fn( string $name ) => static fn(): string => '<p class="' . esc_attr( str_replace( '/', '-', $name ) ) . '">' . esc_html( $name ) . '</p>';
		register_block_type(
			self::FORCED,
			array(
				'parent'          => array( 'rueda/cart-totals' ),
				'attributes'      => array(
					'lock' => array(
						'type'    => 'object',
						'default' => array(
							'remove' => true,
							'move'   => false,
						),
					),
				),
				'render_callback' => $render( self::FORCED ),
			)
		);
		register_block_type(
			self::OPTIONAL,
			array(
				'parent'          => array( 'rueda/cart-totals' ),
				'render_callback' => $render( self::OPTIONAL ),
			)
		);
	}

	protected function tear_down(): void {
		unregister_block_type( self::FORCED );
		unregister_block_type( self::OPTIONAL );
		parent::tear_down();
	}

	public function test_lists_the_blocks_forced_into_an_area(): void {
		$this->assertSame( array( self::FORCED ), ForcedInnerBlocks::forced_for( 'rueda/cart-totals' ) );
		$this->assertSame( array(), ForcedInnerBlocks::forced_for( 'rueda/checkout-fields' ) );
	}

	public function test_a_forced_block_renders_in_its_area_without_being_saved(): void {
		$html = do_blocks( '<!-- wp:rueda/cart-totals --><!-- wp:paragraph --><p>Nota del taller</p><!-- /wp:paragraph --><!-- /wp:rueda/cart-totals -->' );

		$this->assertSame( 1, substr_count( $html, 'class="acme-storage-offer"' ) );
		$this->assertLessThan( strpos( $html, 'acme-storage-offer' ), strpos( $html, 'Nota del taller' ), 'after the saved blocks' );
		$this->assertStringNotContainsString( 'acme-storage-note', $html, 'blocks without the lock are placed by the shop owner' );
	}

	public function test_a_saved_forced_block_renders_once_where_it_was_put(): void {
		$html = do_blocks( '<!-- wp:rueda/cart-totals --><!-- wp:acme/storage-offer /--><!-- wp:paragraph --><p>Nota del taller</p><!-- /wp:paragraph --><!-- /wp:rueda/cart-totals -->' );

		$this->assertSame( 1, substr_count( $html, 'class="acme-storage-offer"' ) );
		$this->assertLessThan( strpos( $html, 'Nota del taller' ), strpos( $html, 'acme-storage-offer' ) );
	}

	public function test_a_forced_block_goes_before_the_closing_buttons(): void {
		register_block_type(
			'acme/plate',
			array(
				'parent'          => array( 'rueda/cart-totals' ),
				'attributes'      => array(
					'lock' => array(
						'type'    => 'object',
						'default' => array( 'remove' => true ),
					),
				),
				'render_callback' => static fn(): string => '<p class="acme-plate">plate</p>',
			)
		);
		$html = do_blocks( '<!-- wp:rueda/cart-totals --><!-- wp:paragraph --><p>Nota</p><!-- /wp:paragraph --><!-- wp:rueda/proceed-to-checkout /--><!-- /wp:rueda/cart-totals -->' );
		unregister_block_type( 'acme/plate' );

		$positions = array_map( static fn( string $needle ) => strpos( $html, $needle ), array( 'Nota', 'acme-storage-offer', 'acme-plate', 'rueda/proceed-to-checkout' ) );
		$sorted    = $positions;
		sort( $sorted );
		$this->assertNotContains( false, $positions );
		$this->assertSame( $sorted, $positions );
	}

	public function test_other_blocks_are_left_alone(): void {
		$html = do_blocks( '<!-- wp:group --><div class="wp-block-group"><!-- wp:paragraph --><p>Hola</p><!-- /wp:paragraph --></div><!-- /wp:group -->' );

		$this->assertStringNotContainsString( 'acme-storage-offer', $html );
	}
}
