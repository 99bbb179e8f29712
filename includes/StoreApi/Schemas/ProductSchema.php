<?php
/**
 * The product shape of the Store API.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Schemas;

use Rueda\Domain\Catalog\Attributes;
use Rueda\Domain\Catalog\PostTypes;
use Rueda\Domain\Catalog\Product;
use Rueda\Domain\Catalog\ProductRepository;

/**
 * Formats a product for GET /products and /products/{id}.
 *
 * @since 0.1.0
 */
final class ProductSchema {

	/**
	 * Creates the schema.
	 *
	 * @param PriceSchema       $prices   Money fields.
	 * @param ImageSchema       $images   Image objects.
	 * @param ProductRepository $products Products (for variations).
	 */
	public function __construct(
		private PriceSchema $prices = new PriceSchema(),
		private ImageSchema $images = new ImageSchema(),
		private ProductRepository $products = new ProductRepository()
	) {}

	/**
	 * The response object of one product.
	 *
	 * @since 0.1.0
	 *
	 * @param Product $product Product.
	 * @return array<string,mixed>
	 */
	public function get_item( Product $product ): array {
		$limits     = $product->quantity_limits();
		$variations = 'variable' === $product->type() ? $this->products->variations_summary( $product->id() ) : array();
		$range      = null;
		if ( $variations ) {
			$amounts = array_column( $variations, 'price' );
			$range   = array( min( $amounts ), max( $amounts ) );
		}
		$item = array(
			'id'                  => $product->id(),
			'name'                => $product->name(),
			'slug'                => $product->post()->post_name,
			'parent'              => $product->parent_id(),
			'type'                => $product->type(),
			'kind'                => $product->kind(),
			'variation'           => $this->variation_label( $product ),
			'permalink'           => $product->permalink(),
			'sku'                 => $product->sku(),
			'short_description'   => wpautop( wp_kses_post( $product->short_description() ) ),
			'description'         => wp_kses_post( $product->description() ),
			'on_sale'             => $product->is_on_sale(),
			'prices'              => $this->prices->prices( $range ? $range[0] : $product->price(), $product->regular_price(), $product->sale_price(), $range ),
			'average_rating'      => number_format( $product->average_rating(), 2, '.', '' ),
			'review_count'        => (int) $product->post()->comment_count,
			'images'              => $this->images->get_items( $product->image_ids() ),
			'categories'          => $this->categories( $product ),
			'attributes'          => $this->attributes( $product ),
			'variations'          => array_map(
				static fn( array $variation ) => array(
					'id'         => $variation['id'],
					'attributes' => $variation['attributes'],
				),
				$variations
			),
			'specs'               => $product->specs(),
			'needs_shipping'      => $product->needs_shipping(),
			'catalog_visibility'  => $product->catalog_visibility(),
			'has_options'         => 'variable' === $product->type(),
			'is_purchasable'      => $product->is_purchasable(),
			'is_in_stock'         => $product->is_in_stock(),
			'is_on_backorder'     => 'onbackorder' === $product->stock_status(),
			'low_stock_remaining' => $product->low_stock_remaining(),
			'stock_availability'  => $this->availability( $product ),
			'sold_individually'   => $product->is_sold_individually(),
			'add_to_cart'         => array(
				'text'        => 'variable' === $product->type() ? __( 'Select options', 'rueda' ) : __( 'Add to cart', 'rueda' ),
				'description' => sprintf(
					/* translators: %s: product name. */
					__( 'Add to cart: “%s”', 'rueda' ),
					$product->name()
				),
				'url'         => 'variable' === $product->type() ? $product->permalink() : add_query_arg( 'add-to-cart', $product->id(), $product->permalink() ),
				'minimum'     => $limits['minimum'],
				'maximum'     => $limits['maximum'],
				'multiple_of' => $limits['multiple_of'],
			),
			'extensions'          => new \stdClass(),
		);

		/**
		 * Filters a product's Store API response.
		 *
		 * @since 0.1.0
		 *
		 * @param array<string,mixed> $item    Response object.
		 * @param Product             $product Product.
		 */
		return apply_filters( 'rueda_store_api_product', $item, $product );
	}

	/**
	 * "Value, value" for a variation; '' otherwise.
	 *
	 * @param Product $product Product.
	 */
	private function variation_label( Product $product ): string {
		return implode( ', ', array_column( $product->variation_pairs(), 'value' ) );
	}

	/**
	 * Stock text and class, as shoppers see them.
	 *
	 * @param Product $product Product.
	 * @return array{text:string,class:string}
	 */
	private function availability( Product $product ): array {
		if ( ! $product->is_in_stock() ) {
			return array(
				'text'  => __( 'Out of stock', 'rueda' ),
				'class' => 'out-of-stock',
			);
		}
		if ( 'onbackorder' === $product->stock_status() ) {
			return array(
				'text'  => __( 'Available on backorder', 'rueda' ),
				'class' => 'available-on-backorder',
			);
		}
		$remaining = $product->low_stock_remaining();
		return array(
			'text'  => null === $remaining ? '' : sprintf(
				/* translators: %d: units left in stock. */
				_n( 'Only %d left in stock', 'Only %d left in stock', $remaining, 'rueda' ),
				$remaining
			),
			'class' => 'in-stock',
		);
	}

	/**
	 * Categories as {id, name, slug, link}.
	 *
	 * @param Product $product Product.
	 * @return list<array<string,mixed>>
	 */
	private function categories( Product $product ): array {
		$terms = get_the_terms( ( $product->parent_id() ? $product->parent_id() : $product->id() ), PostTypes::CATEGORY );
		return array_map(
			static fn( \WP_Term $term ) => array(
				'id'   => $term->term_id,
				'name' => $term->name,
				'slug' => $term->slug,
				'link' => (string) get_term_link( $term ),
			),
			is_array( $terms ) ? array_values( $terms ) : array()
		);
	}

	/**
	 * Attributes with their terms, as {id, name, taxonomy, has_variations, terms}.
	 *
	 * @param Product $product Product.
	 * @return list<array<string,mixed>>
	 */
	private function attributes( Product $product ): array {
		$attributes = array();
		foreach ( Attributes::all() as $attribute ) {
			$terms = get_the_terms( $product->id(), $attribute['taxonomy'] );
			if ( ! is_array( $terms ) || ! $terms ) {
				continue;
			}
			$attributes[] = array(
				'id'             => $attribute['id'],
				'name'           => $attribute['name'],
				'taxonomy'       => $attribute['taxonomy'],
				'has_variations' => 'variable' === $product->type(),
				'terms'          => array_map(
					static fn( \WP_Term $term ) => array(
						'id'   => $term->term_id,
						'name' => $term->name,
						'slug' => $term->slug,
					),
					array_values( $terms )
				),
			);
		}
		return $attributes;
	}
}
