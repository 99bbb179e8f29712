<?php
/**
 * The default inner blocks of the cart, the checkout and the mini cart.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks;

/**
 * A cart, checkout or mini cart saved without inner blocks (`<!-- wp:rueda/cart /-->`) renders
 * these, the same trees the editor's templates insert (src/blocks/cart/template.ts,
 * src/blocks/checkout/template.ts and src/blocks/mini-cart/template.ts).
 *
 * @since 0.1.0
 */
final class DefaultContent {

	/**
	 * The cart's inner blocks.
	 *
	 * @since 0.1.0
	 *
	 * @return list<array<string,mixed>> Parsed blocks.
	 */
	public static function cart(): array {
		$order_summary = self::blocks(
			array(
				'rueda/cart-order-summary-subtotal',
				'rueda/cart-order-summary-fees',
				'rueda/cart-order-summary-coupon-form',
				'rueda/cart-order-summary-discount',
				'rueda/cart-order-summary-shipping',
				'rueda/cart-order-summary-taxes',
			)
		);
		$items         = self::block( 'rueda/cart-items', self::blocks( array( 'rueda/cart-line-items', 'rueda/cart-cross-sells' ) ) );
		$totals        = self::block(
			'rueda/cart-totals',
			array(
				self::block( 'rueda/cart-order-summary', $order_summary ),
				self::block( 'rueda/cart-express-payment' ),
				self::block( 'rueda/proceed-to-checkout' ),
			)
		);
		return array(
			self::block( 'rueda/filled-cart', array( $items, $totals ) ),
			self::block( 'rueda/empty-cart' ),
		);
	}

	/**
	 * The checkout's inner blocks: the steps in the main column, the order summary beside it.
	 *
	 * @since 0.1.0
	 *
	 * @return list<array<string,mixed>> Parsed blocks.
	 */
	public static function checkout(): array {
		$fields = self::blocks(
			array(
				'rueda/checkout-express-payment',
				'rueda/checkout-contact-information',
				'rueda/checkout-shipping-method',
				'rueda/checkout-pickup-options',
				'rueda/checkout-shipping-address',
				'rueda/checkout-billing-address',
				'rueda/checkout-shipping-methods',
				'rueda/checkout-payment',
				'rueda/checkout-order-note',
				'rueda/checkout-terms',
				'rueda/checkout-actions',
			)
		);
		return array(
			self::block( 'rueda/checkout-fields', $fields ),
			self::block( 'rueda/checkout-totals', self::blocks( array( 'rueda/checkout-order-summary' ) ) ),
		);
	}

	/**
	 * The mini cart's inner blocks: the drawer and its contents.
	 *
	 * @since 0.1.0
	 *
	 * @return list<array<string,mixed>> Parsed blocks.
	 */
	public static function mini_cart(): array {
		return array(
			self::block( 'rueda/cart-drawer', self::blocks( array( 'rueda/cart-drawer-items', 'rueda/cart-drawer-footer' ) ) ),
		);
	}

	/**
	 * Renders parsed blocks.
	 *
	 * @since 0.1.0
	 *
	 * @param array<int,array<string,mixed>> $blocks Parsed blocks.
	 */
	public static function render( array $blocks ): string {
		return implode( '', array_map( 'render_block', $blocks ) );
	}

	/**
	 * Blocks without inner blocks.
	 *
	 * @param string[] $names Block names.
	 * @return list<array<string,mixed>>
	 */
	private static function blocks( array $names ): array {
		return array_map( array( self::class, 'block' ), $names );
	}

	/**
	 * A parsed block, as parse_blocks() returns it.
	 *
	 * @param string                         $name         Block name.
	 * @param array<int,array<string,mixed>> $inner_blocks Inner blocks.
	 * @return array<string,mixed>
	 */
	private static function block( string $name, array $inner_blocks = array() ): array {
		return array(
			'blockName'    => $name,
			'attrs'        => array(),
			'innerBlocks'  => $inner_blocks,
			'innerHTML'    => '',
			// Null marks where each inner block goes.
			'innerContent' => array_fill( 0, count( $inner_blocks ), null ),
		);
	}
}
