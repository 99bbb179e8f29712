<?php
/**
 * Registers the catalogue's post types and taxonomies.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Catalog;

/**
 * Products are posts (title, descriptions, images, permalinks, revisions) whose commercial
 * data lives in the products table; variations are child posts; categories and attribute
 * values are taxonomies.
 *
 * @since 0.1.0
 */
final class PostTypes {

	public const PRODUCT   = 'rueda_product';
	public const VARIATION = 'rueda_variation';
	public const CATEGORY  = 'rueda_product_cat';

	/**
	 * A variation published, unpublished or deleted by other means than the repository
	 * (the editor, trash, WP-CLI) makes its parent's summary stale: drop it to be rebuilt.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $first  New status (transition_post_status) or post id (deleted_post).
	 * @param mixed $second Old status, or the deleted post.
	 * @param mixed $post   The post (transition_post_status only).
	 */
	public function forget_variations_summary( mixed $first, mixed $second = null, mixed $post = null ): void {
		$variation = $post instanceof \WP_Post ? $post : $second;
		if ( $variation instanceof \WP_Post && self::VARIATION === $variation->post_type && $variation->post_parent ) {
			delete_post_meta( $variation->post_parent, ProductRepository::VARIATIONS_META );
		}
	}

	/**
	 * Registers post types and taxonomies.
	 *
	 * @since 0.1.0
	 */
	public function register_types(): void {
		register_post_type(
			self::PRODUCT,
			array(
				'labels'       => array(
					'name'          => __( 'Products', 'rueda' ),
					'singular_name' => __( 'Product', 'rueda' ),
				),
				'public'       => true,
				'show_ui'      => false,
				'show_in_rest' => false,
				'has_archive'  => false,
				'rewrite'      => array(
					'slug'       => _x( 'product', 'permalink slug', 'rueda' ),
					'with_front' => false,
				),
				'supports'     => array( 'title', 'editor', 'excerpt', 'thumbnail', 'revisions' ),
				'map_meta_cap' => true,
			)
		);
		register_post_type(
			self::VARIATION,
			array(
				'label'        => __( 'Variations', 'rueda' ),
				'public'       => false,
				'hierarchical' => false,
				'supports'     => false,
				'rewrite'      => false,
			)
		);
		register_taxonomy(
			self::CATEGORY,
			self::PRODUCT,
			array(
				'labels'       => array(
					'name'          => __( 'Product categories', 'rueda' ),
					'singular_name' => __( 'Product category', 'rueda' ),
				),
				'hierarchical' => true,
				'public'       => true,
				'show_ui'      => false,
				'rewrite'      => array( 'slug' => _x( 'product-category', 'permalink slug', 'rueda' ) ),
			)
		);
		foreach ( Attributes::all() as $attribute ) {
			register_taxonomy(
				$attribute['taxonomy'],
				array( self::PRODUCT, self::VARIATION ),
				array(
					'label'        => $attribute['name'],
					'hierarchical' => false,
					'public'       => false,
					'show_ui'      => false,
					'rewrite'      => false,
				)
			);
		}
	}
}
