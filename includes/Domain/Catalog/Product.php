<?php
/**
 * A catalogue product: a tyre, a service, or a variation of one.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Catalog;

use Rueda\Domain\Shipping\StockOrigins;

/**
 * A read model of one product, built from its post and its products-table row. Prices are
 * integers in minor units as entered (tax-inclusive in the demo shop).
 *
 * @since 0.1.0
 */
final class Product {

	public const STOCK_STATUSES = array( 'instock', 'outofstock', 'onbackorder' );
	public const VISIBILITIES   = array( 'visible', 'hidden', 'search' );

	/**
	 * Builds the product from its parts.
	 *
	 * @param \WP_Post            $post  The product (or variation) post.
	 * @param array<string,mixed> $row   Its products-table row.
	 * @param array<string,mixed> $meta  specs, gallery, cross_sells, variation_attributes.
	 */
	public function __construct(
		private \WP_Post $post,
		private array $row,
		private array $meta
	) {}

	/**
	 * The products-table row as stored (for editing).
	 *
	 * @return array<string,mixed>
	 */
	public function row(): array {
		return $this->row;
	}

	/** Product id. */
	public function id(): int {
		return $this->post->ID;
	}

	/** Parent product id for variations, else 0. */
	public function parent_id(): int {
		return (int) $this->row['parent_id'];
	}

	/** The type: simple, variable or variation. */
	public function type(): string {
		return (string) $this->row['type'];
	}

	/** The kind: tyre or service. */
	public function kind(): string {
		return (string) $this->row['kind'];
	}

	/** The product's post. */
	public function post(): \WP_Post {
		return $this->post;
	}

	/** Display name; variations append their attribute values. */
	public function name(): string {
		return $this->post->post_title;
	}

	/** Public URL (a variation links to its parent). */
	public function permalink(): string {
		return (string) get_permalink( $this->parent_id() ? $this->parent_id() : $this->post );
	}

	/** SKU. */
	public function sku(): string {
		return (string) $this->row['sku'];
	}

	/** Active price in minor units (a scheduled sale's, read on the shop's day). */
	public function price(): int {
		if ( $this->has_schedule() ) {
			return $this->is_on_sale() ? (int) $this->row['sale_price'] : $this->regular_price();
		}
		return (int) $this->row['price'];
	}

	/** Regular price in minor units. */
	public function regular_price(): int {
		return (int) $this->row['regular_price'];
	}

	/** Sale price in minor units, or null. */
	public function sale_price(): ?int {
		return $this->row['sale_price'];
	}

	/** Whether the sale price applies, today when the sale has start or end dates. */
	public function is_on_sale(): bool {
		return ProductData::sale_applies( $this->row['sale_price'], $this->regular_price(), $this->row['sale_from'] ?? null, $this->row['sale_to'] ?? null, ProductData::today() );
	}

	/** Whether the sale has a first or last day. */
	private function has_schedule(): bool {
		return ! empty( $this->row['sale_from'] ) || ! empty( $this->row['sale_to'] );
	}

	/** Stock status: instock, outofstock or onbackorder. */
	public function stock_status(): string {
		return (string) $this->row['stock_status'];
	}

	/** Whether stock is counted for this product. */
	public function manages_stock(): bool {
		return (bool) $this->row['manage_stock'];
	}

	/** Units in stock when counted, else null. */
	public function stock_quantity(): ?int {
		return $this->manages_stock() ? $this->row['stock_quantity'] : null;
	}

	/** Whether orders may exceed the stock. */
	public function backorders_allowed(): bool {
		return 'no' !== $this->row['backorders'];
	}

	/** Whether shoppers are told an item is on backorder. */
	public function show_backorder_badge(): bool {
		return $this->backorders_allowed() && $this->manages_stock() && (int) $this->row['stock_quantity'] <= 0;
	}

	/** Whether the product can be bought now (in stock or on backorder). */
	public function is_in_stock(): bool {
		return 'outofstock' !== $this->stock_status();
	}

	/** Whether the product can be added to a cart at all. */
	public function is_purchasable(): bool {
		return 'publish' === get_post_status( $this->parent_id() ? $this->parent_id() : $this->post->ID ) && 'variable' !== $this->type() && $this->price() >= 0;
	}

	/** Units left when at or below the low-stock threshold, else null. */
	public function low_stock_remaining(): ?int {
		$quantity  = $this->stock_quantity();
		$threshold = $this->row['low_stock_threshold'];
		if ( null === $quantity || null === $threshold || $this->backorders_allowed() ) {
			return null;
		}
		return $quantity <= $threshold ? max( 0, $quantity ) : null;
	}

	/**
	 * Quantity limits for a cart line: the configured ones, narrowed by stock (unless
	 * backorders are allowed) and by "sold individually".
	 *
	 * @return array{minimum:int,maximum:int,multiple_of:int,editable:bool}
	 */
	public function quantity_limits(): array {
		$maximum = (int) $this->row['max_quantity'];
		if ( $this->manages_stock() && ! $this->backorders_allowed() ) {
			$maximum = min( $maximum, max( 0, (int) $this->row['stock_quantity'] ) );
		}
		if ( $this->row['sold_individually'] ) {
			$maximum = min( $maximum, 1 );
		}
		return array(
			'minimum'     => (int) $this->row['min_quantity'],
			'maximum'     => $maximum,
			'multiple_of' => max( 1, (int) $this->row['multiple_of'] ),
			'editable'    => (bool) $this->row['quantity_editable'] && ! $this->row['sold_individually'],
		);
	}

	/** Whether at most one unit may be in a cart. */
	public function is_sold_individually(): bool {
		return (bool) $this->row['sold_individually'];
	}

	/** Whether shipping is needed (services are done at the workshop). */
	public function needs_shipping(): bool {
		return (bool) $this->row['needs_shipping'];
	}

	/** Catalogue visibility: visible, hidden or search. */
	public function catalog_visibility(): string {
		return (string) $this->row['catalog_visibility'];
	}

	/** The short description (excerpt). */
	public function short_description(): string {
		return (string) $this->post->post_excerpt;
	}

	/** The long description. */
	public function description(): string {
		return (string) $this->post->post_content;
	}

	/**
	 * Image attachment ids: the featured image first, then the gallery.
	 *
	 * @return int[]
	 */
	public function image_ids(): array {
		$featured = (int) get_post_thumbnail_id( $this->post );
		$gallery  = array_map( 'intval', (array) ( $this->meta['gallery'] ?? array() ) );
		if ( ! $featured && $this->parent_id() ) {
			$featured = (int) get_post_thumbnail_id( $this->parent_id() );
		}
		return array_values( array_unique( array_filter( array_merge( array( $featured ), $gallery ) ) ) );
	}

	/**
	 * Tyre specifications (EU label, run-flat, XL...), empty for services.
	 *
	 * @return array<string,mixed>
	 */
	public function specs(): array {
		return (array) ( $this->meta['specs'] ?? array() );
	}

	/**
	 * For a variation: attribute slug => value slug.
	 *
	 * @return array<string,string>
	 */
	public function variation_attributes(): array {
		return (array) ( $this->meta['variation_attributes'] ?? array() );
	}

	/**
	 * For a variation: its choices as the wire writes them, [{attribute, value}] by name.
	 *
	 * @return list<array{attribute:string,value:string}>
	 */
	public function variation_pairs(): array {
		$pairs = array();
		foreach ( $this->variation_attributes() as $slug => $value ) {
			$attribute = Attributes::find( $slug );
			$term      = $attribute ? get_term_by( 'slug', $value, $attribute['taxonomy'] ) : null;
			$pairs[]   = array(
				'attribute' => $attribute ? $attribute['name'] : $slug,
				'value'     => $term ? $term->name : $value,
			);
		}
		return $pairs;
	}

	/**
	 * Ids of products suggested in the cart next to this one.
	 *
	 * @return int[]
	 */
	public function cross_sell_ids(): array {
		return array_map( 'intval', (array) ( $this->meta['cross_sells'] ?? array() ) );
	}

	/**
	 * The stock location this product ships from (cart packages are split by it).
	 */
	public function stock_origin(): string {
		// A product saved before origins were chosen ships from the workshop's stock.
		return StockOrigins::resolve( (string) $this->row['stock_origin'] );
	}

	/** Weight in grams. */
	public function weight_grams(): int {
		return (int) $this->row['weight_grams'];
	}

	/** Units sold, for "popularity" ordering. */
	public function total_sales(): int {
		return (int) $this->row['total_sales'];
	}

	/** Average review rating, 0 to 5. */
	public function average_rating(): float {
		return (float) $this->row['average_rating'];
	}

	/** Tax class ('' is the standard rate). */
	public function tax_class(): string {
		return (string) $this->row['tax_class'];
	}
}
