<?php
/**
 * Term objects of the Store API: product categories and attribute values.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Schemas;

/**
 * Formats a term as {id, name, slug, description, parent, count}: an attribute's value
 * (GET /products/attributes/{id}/terms) as it is, a product category (GET
 * /products/categories) with its `image` (null when it has none) and the `link` to its page.
 *
 * @since 0.5.0
 */
final class TermSchema {

	/**
	 * Creates the schema.
	 *
	 * @param ImageSchema $images Image objects.
	 */
	public function __construct( private ImageSchema $images = new ImageSchema() ) {}

	/**
	 * The response objects of terms.
	 *
	 * @since 0.5.0
	 *
	 * @param \WP_Term[] $terms Terms.
	 * @return list<array<string,mixed>>
	 */
	public function get_items( array $terms ): array {
		return array_map( array( $this, 'get_item' ), array_values( $terms ) );
	}

	/**
	 * The response object of one term.
	 *
	 * @since 0.5.0
	 *
	 * @param \WP_Term $term Term.
	 * @return array<string,mixed>
	 */
	public function get_item( \WP_Term $term ): array {
		return array(
			'id'          => $term->term_id,
			'name'        => $term->name,
			'slug'        => $term->slug,
			'description' => $term->description,
			'parent'      => $term->parent,
			'count'       => $term->count,
		);
	}

	/**
	 * The response objects of product categories.
	 *
	 * @since 0.5.0
	 *
	 * @param \WP_Term[] $terms Categories.
	 * @return list<array<string,mixed>>
	 */
	public function get_categories( array $terms ): array {
		return array_map( array( $this, 'get_category' ), array_values( $terms ) );
	}

	/**
	 * The response object of one product category.
	 *
	 * @since 0.5.0
	 *
	 * @param \WP_Term $term Category.
	 * @return array<string,mixed>
	 */
	public function get_category( \WP_Term $term ): array {
		return $this->get_item( $term ) + array(
			'image' => $this->images->get_items( array( (int) get_term_meta( $term->term_id, 'thumbnail_id', true ) ) )[0] ?? null,
			'link'  => (string) get_term_link( $term ),
		);
	}
}
