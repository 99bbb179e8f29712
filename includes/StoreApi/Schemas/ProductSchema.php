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
use Rueda\Domain\Tyres\TyreIndexes;
use Rueda\StoreApi\EndpointData;

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
	 * @param TyreSchema        $tyres    The tyre object.
	 */
	public function __construct(
		private PriceSchema $prices = new PriceSchema(),
		private ImageSchema $images = new ImageSchema(),
		private ProductRepository $products = new ProductRepository(),
		private TyreSchema $tyres = new TyreSchema()
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
		$limits      = $product->quantity_limits();
		$is_variable = 'variable' === $product->type();
		$summary     = $is_variable ? $this->products->variations_summary( $product->id() ) : array();
		$range       = null;
		if ( $summary ) {
			$amounts = array_column( $summary, 'price' );
			$range   = array( min( $amounts ), max( $amounts ) );
		}
		$terms      = $this->attribute_terms( $product );
		$variations = $this->variations( $summary, $terms );
		$item       = array(
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
			'price_html'          => $this->price_html( $product, $range ),
			'average_rating'      => number_format( $product->average_rating(), 2, '.', '' ),
			'review_count'        => (int) $product->post()->comment_count,
			'images'              => $this->images->get_items( $product->image_ids() ),
			'categories'          => $this->term_list( $product, PostTypes::CATEGORY ),
			// Rueda has no product tags.
			'tags'                => array(),
			// Tyre brands are the values of the brand attribute.
			'brands'              => $this->term_list( $product, (string) ( Attributes::find( 'brand' )['taxonomy'] ?? '' ) ),
			'attributes'          => $this->attributes( $product, $terms, $variations['taxonomies'] ),
			'variations'          => $variations['items'],
			// Rueda has no grouped products.
			'grouped_products'    => array(),
			'specs'               => $this->specs( $product, $terms ),
			'tyre'                => $this->tyres->get_item( $product ),
			'needs_shipping'      => $product->needs_shipping(),
			'catalog_visibility'  => $product->catalog_visibility(),
			'has_options'         => $is_variable,
			'is_purchasable'      => $product->is_purchasable(),
			'is_in_stock'         => $product->is_in_stock(),
			'is_on_backorder'     => 'onbackorder' === $product->stock_status(),
			'low_stock_remaining' => $product->low_stock_remaining(),
			'stock_availability'  => $this->availability( $product ),
			'sold_individually'   => $product->is_sold_individually(),
			'add_to_cart'         => array(
				'text'        => $is_variable ? __( 'Select options', 'rueda' ) : __( 'Add to cart', 'rueda' ),
				'description' => sprintf(
					$is_variable
						/* translators: %s: product name. */
						? __( 'Select options for “%s”', 'rueda' )
						/* translators: %s: product name. */
						: __( 'Add to cart: “%s”', 'rueda' ),
					$product->name()
				),
				'url'         => $is_variable ? $product->permalink() : add_query_arg( 'add-to-cart', $product->id(), $product->permalink() ),
				// The button of the product's own page, where a variable product's options are chosen.
				'single_text' => __( 'Add to cart', 'rueda' ),
				'minimum'     => $limits['minimum'],
				'maximum'     => $limits['maximum'],
				'multiple_of' => $limits['multiple_of'],
			),
			'extensions'          => EndpointData::response( EndpointData::PRODUCT, $product ),
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
	 * The price as HTML: a variable product's range (nothing before it has variations),
	 * a sale's struck-through regular price, or the amount.
	 *
	 * @param Product                 $product Product.
	 * @param array{0:int,1:int}|null $range   Min and max of a variable product.
	 */
	private function price_html( Product $product, ?array $range ): string {
		if ( 'variable' === $product->type() ) {
			return $range ? $this->prices->price_html( $range[0], null, $range ) : '';
		}
		return $this->prices->price_html( $product->price(), $product->is_on_sale() ? $product->regular_price() : null );
	}

	/**
	 * Terms of a taxonomy as {id, name, slug, link}; a variation shows its parent's. The
	 * link is '' where the taxonomy has no public pages.
	 *
	 * @param Product $product  Product.
	 * @param string  $taxonomy Taxonomy ('' for none).
	 * @return list<array<string,mixed>>
	 */
	private function term_list( Product $product, string $taxonomy ): array {
		$terms    = '' === $taxonomy ? array() : get_the_terms( ( $product->parent_id() ? $product->parent_id() : $product->id() ), $taxonomy );
		$viewable = '' !== $taxonomy && is_taxonomy_viewable( $taxonomy );
		$list     = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$link   = $viewable ? get_term_link( $term ) : '';
			$list[] = array(
				'id'   => $term->term_id,
				'name' => $term->name,
				'slug' => $term->slug,
				'link' => is_string( $link ) ? $link : '',
			);
		}
		return $list;
	}

	/**
	 * The product's attributes that have terms, each with them.
	 *
	 * @param Product $product Product.
	 * @return list<array{attribute:array<string,mixed>,terms:list<\WP_Term>}>
	 */
	private function attribute_terms( Product $product ): array {
		$found = array();
		foreach ( Attributes::all() as $attribute ) {
			$terms = get_the_terms( $product->id(), $attribute['taxonomy'] );
			if ( is_array( $terms ) && $terms ) {
				$found[] = array(
					'attribute' => $attribute,
					'terms'     => array_values( $terms ),
				);
			}
		}
		return $found;
	}

	/**
	 * The tyre's specs (model, EU label classes...) with what its load index and speed
	 * rating mean: `load_index_kg` and `speed_rating_kmh`. An object even when empty.
	 *
	 * @param Product                   $product Product.
	 * @param list<array<string,mixed>> $terms   Its attribute terms (see attribute_terms()).
	 * @return array<string,mixed>|\stdClass
	 */
	private function specs( Product $product, array $terms ): array|\stdClass {
		$specs = $product->specs();
		foreach ( $terms as $found ) {
			$value = (string) $found['terms'][0]->name;
			if ( 'load-index' === $found['attribute']['slug'] && null !== TyreIndexes::load_kg( (int) $value ) ) {
				$specs['load_index_kg'] = TyreIndexes::load_kg( (int) $value );
			} elseif ( 'speed-rating' === $found['attribute']['slug'] && null !== TyreIndexes::speed_kmh( $value ) ) {
				$specs['speed_rating_kmh'] = TyreIndexes::speed_kmh( $value );
			}
		}
		return $specs ? $specs : new \stdClass();
	}

	/**
	 * Attributes with their terms, as {id, name, taxonomy, has_variations, terms}.
	 *
	 * @param Product                   $product    Product.
	 * @param list<array<string,mixed>> $terms      Its attribute terms (see attribute_terms()).
	 * @param array<string,true>        $taxonomies Those its variations differ by.
	 * @return list<array<string,mixed>>
	 */
	private function attributes( Product $product, array $terms, array $taxonomies ): array {
		return array_map(
			static fn( array $found ) => array(
				'id'             => $found['attribute']['id'],
				'name'           => $found['attribute']['name'],
				'taxonomy'       => $found['attribute']['taxonomy'],
				'has_variations' => 'variable' === $product->type() && isset( $taxonomies[ $found['attribute']['taxonomy'] ] ),
				'terms'          => array_map(
					static fn( \WP_Term $term ) => array(
						'id'   => $term->term_id,
						'name' => $term->name,
						'slug' => $term->slug,
					),
					$found['terms']
				),
			),
			$terms
		);
	}

	/**
	 * A variable product's variations from their summary, as {id, attributes: [{attribute,
	 * name, value}]} with the attribute's name and the term's slug (as `attributes` lists
	 * them and add-item takes them); and the taxonomies they differ by.
	 *
	 * @param list<array<string,mixed>> $summary Variations summary.
	 * @param list<array<string,mixed>> $terms   The parent's attribute terms (see attribute_terms()).
	 * @return array{items:list<array<string,mixed>>,taxonomies:array<string,true>}
	 */
	private function variations( array $summary, array $terms ): array {
		// Summary pairs name a term by attribute name and term name (or slug, if it had no term).
		$lookup = array();
		foreach ( $terms as $found ) {
			foreach ( $found['terms'] as $term ) {
				$lookup[ $found['attribute']['name'] . "\0" . $term->name ] = array( $found['attribute'], $term );
				$lookup[ "\0" . $term->name ]                             ??= array( $found['attribute'], $term );
				$lookup[ "\0" . $term->slug ]                             ??= array( $found['attribute'], $term );
			}
		}
		$items      = array();
		$taxonomies = array();
		foreach ( $summary as $variation ) {
			$pairs = array();
			foreach ( $variation['attributes'] as $pair ) {
				[ $attribute, $term ] = $lookup[ $pair['attribute'] . "\0" . $pair['value'] ] ?? $lookup[ "\0" . $pair['value'] ] ?? array( null, null );
				if ( $attribute ) {
					$taxonomies[ $attribute['taxonomy'] ] = true;
				}
				$pairs[] = array(
					'attribute' => $attribute ? $attribute['name'] : $pair['attribute'],
					'name'      => $attribute ? $attribute['name'] : $pair['attribute'],
					'value'     => $term ? $term->slug : $pair['value'],
				);
			}
			$items[] = array(
				'id'         => $variation['id'],
				'attributes' => $pairs,
			);
		}
		return array(
			'items'      => $items,
			'taxonomies' => $taxonomies,
		);
	}
}
