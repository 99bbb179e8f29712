<?php
/**
 * Extension blocks that place themselves in an inner block area.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks;

/**
 * A block registered with an inner block area as `parent` and a `lock` attribute whose
 * default forbids removal (`"lock": { "type": "object", "default": { "remove": true } }`,
 * as WooCommerce Blocks' forced blocks) renders in that area on every page, even where
 * the saved page does not contain it yet: activating an extension is enough. It goes after
 * the area's blocks, before the terms and the place-order or proceed-to-checkout button. Shop owners
 * still move it in the editor; where they did, the saved one renders instead. Rueda's own
 * locked blocks are part of its saved templates and are not forced this way.
 *
 * @since 0.2.0
 */
final class ForcedInnerBlocks {

	/** Blocks whose inner blocks shop owners and extensions may add to (the runtime's list). */
	public const AREAS = array(
		'rueda/cart',
		'rueda/filled-cart',
		'rueda/cart-items',
		'rueda/cart-totals',
		'rueda/cart-order-summary',
		'rueda/cart-express-payment',
		'rueda/empty-cart',
		'rueda/checkout',
		'rueda/checkout-fields',
		'rueda/checkout-totals',
		'rueda/mini-cart',
		'rueda/cart-drawer',
	);

	/** Blocks that close an area: forced blocks go before them. */
	private const CLOSING = array( 'rueda/checkout-terms', 'rueda/checkout-actions', 'rueda/proceed-to-checkout' );

	/**
	 * Hooks the parsed blocks of the areas.
	 *
	 * @since 0.2.0
	 */
	public function register(): void {
		add_filter( 'render_block_data', array( $this, 'add_missing' ) );
	}

	/**
	 * Adds the forced blocks an area lacks, after its saved inner blocks.
	 *
	 * @since 0.2.0
	 *
	 * @param array<string,mixed> $parsed_block A parsed block.
	 * @return array<string,mixed>
	 */
	public function add_missing( array $parsed_block ): array {
		$area = $parsed_block['blockName'] ?? null;
		if ( ! in_array( $area, self::AREAS, true ) ) {
			return $parsed_block;
		}
		$present = array_column( (array) ( $parsed_block['innerBlocks'] ?? array() ), 'blockName' );
		foreach ( self::forced_for( (string) $area ) as $name ) {
			if ( ! in_array( $name, $present, true ) ) {
				$parsed_block = self::insert( $parsed_block, $name );
			}
		}
		return $parsed_block;
	}

	/**
	 * Inserts an empty block before the area's closing blocks (terms, place order, proceed
	 * to checkout), or last.
	 *
	 * @param array<string,mixed> $parsed_block The area.
	 * @param string              $name         The block to insert.
	 * @return array<string,mixed>
	 */
	private static function insert( array $parsed_block, string $name ): array {
		$inner = (array) ( $parsed_block['innerBlocks'] ?? array() );
		$at    = count( $inner );
		foreach ( $inner as $index => $block ) {
			if ( in_array( $block['blockName'] ?? '', self::CLOSING, true ) ) {
				$at = $index;
				break;
			}
		}
		array_splice(
			$inner,
			$at,
			0,
			array(
				array(
					'blockName'    => $name,
					'attrs'        => array(),
					'innerBlocks'  => array(),
					'innerHTML'    => '',
					'innerContent' => array(),
				),
			)
		);
		// innerContent holds a null where each inner block goes: add one before the at-th.
		$content = (array) ( $parsed_block['innerContent'] ?? array() );
		$seen    = 0;
		$slot    = count( $content );
		foreach ( $content as $index => $part ) {
			if ( null === $part && $seen++ === $at ) {
				$slot = $index;
				break;
			}
		}
		array_splice( $content, $slot, 0, array( null ) );
		$parsed_block['innerBlocks']  = $inner;
		$parsed_block['innerContent'] = $content;
		return $parsed_block;
	}

	/**
	 * Names of the extensions' blocks forced into an area.
	 *
	 * @since 0.2.0
	 *
	 * @param string $area An inner block area.
	 * @return list<string>
	 */
	public static function forced_for( string $area ): array {
		$names = array();
		foreach ( \WP_Block_Type_Registry::get_instance()->get_all_registered() as $type ) {
			$lock         = $type->attributes['lock']['default'] ?? array();
			$is_extension = ! str_starts_with( $type->name, 'rueda/' );
			if ( $is_extension && in_array( $area, (array) $type->parent, true ) && is_array( $lock ) && ! empty( $lock['remove'] ) ) {
				$names[] = $type->name;
			}
		}
		return $names;
	}
}
