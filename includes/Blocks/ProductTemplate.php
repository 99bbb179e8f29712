<?php
/**
 * The block template of single product pages.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks;

use Rueda\Domain\Catalog\PostTypes;

/**
 * Registers "Product page" (`single-rueda_product`) with the template registry: the
 * theme's header, a <main> holding rueda/product, the theme's footer. The Site Editor
 * lists it under Templates, where the owner may change it; a theme's own
 * `templates/single-rueda_product.html` takes its place.
 *
 * @since 0.1.0
 */
final class ProductTemplate {

	public const NAME = 'rueda//single-' . PostTypes::PRODUCT;

	public const SLUG = 'single-' . PostTypes::PRODUCT;

	/**
	 * Hooks registration.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_template' ) );
	}

	/**
	 * Registers the template (WordPress 6.7 and later).
	 *
	 * @since 0.1.0
	 */
	public function register_template(): void {
		if ( ! function_exists( 'register_block_template' ) || \WP_Block_Templates_Registry::get_instance()->is_registered( self::NAME ) ) {
			return;
		}
		register_block_template(
			self::NAME,
			array(
				'title'       => __( 'Product page', 'rueda' ),
				'description' => __( 'Shows a single product of the shop: images, price, EU tyre label, delivery, add to cart, services and specifications.', 'rueda' ),
				'post_types'  => array( PostTypes::PRODUCT ),
				'content'     => self::content(),
			)
		);
	}

	/**
	 * The template's blocks: the theme's header and footer parts (the demo shop's have the
	 * site menu and the mini cart) around the product.
	 *
	 * @since 0.1.0
	 */
	public static function content(): string {
		return '<!-- wp:template-part {"slug":"header"} /-->' . "\n\n"
			. '<!-- wp:group {"tagName":"main","style":{"spacing":{"margin":{"top":"var:preset|spacing|50"},"padding":{"bottom":"var:preset|spacing|60"}}},"layout":{"type":"constrained"}} -->' . "\n"
			. '<main class="wp-block-group" style="margin-top:var(--wp--preset--spacing--50);padding-bottom:var(--wp--preset--spacing--60)">'
			. '<!-- wp:rueda/product {"align":"wide"} /-->'
			. '</main>' . "\n"
			. '<!-- /wp:group -->' . "\n\n"
			. '<!-- wp:template-part {"slug":"footer"} /-->';
	}
}
