<?php
/**
 * Loads and saves catalogue products.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Catalog;

use Rueda\Storage\PostsWithMeta;
use Rueda\Storage\ProductTable;

/**
 * The only way products are read or written: posts, table rows, terms and meta together.
 *
 * @since 0.1.0
 */
final class ProductRepository {

	/** Meta of a product's specs (tyre model, EU label classes...). */
	public const SPECS_META = '_rueda_specs';

	private const META_KEYS = array(
		'specs'                => self::SPECS_META,
		'gallery'              => '_rueda_gallery',
		'cross_sells'          => '_rueda_cross_sells',
		'variation_attributes' => '_rueda_variation_attributes',
	);

	/**
	 * Meta of a variable product summing up its variations ({id, price, attributes}), kept
	 * on save, so listings and carts show it without loading every variation.
	 */
	public const VARIATIONS_META = '_rueda_variations';

	/**
	 * Creates the repository.
	 *
	 * @param ProductTable $table Row storage.
	 */
	public function __construct( private ProductTable $table = new ProductTable() ) {}

	/**
	 * One product, or null when it does not exist.
	 *
	 * @since 0.1.0
	 *
	 * @param int $id Product id.
	 */
	public function get( int $id ): ?Product {
		return $this->get_many( array( $id ) )[ $id ] ?? null;
	}

	/**
	 * Loads the image posts and their meta of several products in one query, before their
	 * pictures are read one by one (which would query each image apart).
	 *
	 * @since 0.5.0
	 *
	 * @param array<int,Product> $products Products.
	 */
	public static function prime_images( array $products ): void {
		$ids = array();
		foreach ( $products as $product ) {
			array_push( $ids, ...$product->image_ids() );
		}
		PostsWithMeta::prime( $ids );
	}

	/**
	 * Products by id (missing ones left out), keyed by id, in the order asked.
	 *
	 * @since 0.1.0
	 *
	 * @param int[] $ids        Product ids.
	 * @param bool  $with_terms Whether to load their categories and attribute terms in the
	 *                          same batch (listings show them; the cart's totals do not, and
	 *                          get_the_terms() still loads them one by one if asked).
	 * @return array<int,Product>
	 */
	public function get_many( array $ids, bool $with_terms = true ): array {
		$rows     = $this->table->get_rows_caching_posts( $ids );
		$products = array();
		if ( $rows ) {
			update_postmeta_cache( array_keys( $rows ) );
			if ( $with_terms ) {
				update_object_term_cache( array_keys( $rows ), array( PostTypes::PRODUCT, PostTypes::VARIATION ) );
			}
		}
		foreach ( $ids as $id ) {
			$post = isset( $rows[ $id ] ) ? get_post( $id ) : null;
			if ( ! $post || ! in_array( $post->post_type, array( PostTypes::PRODUCT, PostTypes::VARIATION ), true ) ) {
				continue;
			}
			$meta = array();
			foreach ( self::META_KEYS as $key => $meta_key ) {
				$meta[ $key ] = get_post_meta( $id, $meta_key, true );
			}
			$products[ $id ] = new Product( $post, $rows[ $id ], $meta );
		}
		return $products;
	}

	/**
	 * Products and the products they suggest (cross-sells) in one batch, without terms: the
	 * meta of the products, which names the suggestions, is read first, then the rows of
	 * both. The suggestions loaded are the first $limit named that are not among the ids.
	 * Keyed by id (missing ones left out), the products first.
	 *
	 * @since 0.2.0
	 *
	 * @param int[] $ids   Product ids.
	 * @param int   $limit Most suggestions to load.
	 * @return array<int,Product>
	 */
	public function get_many_with_cross_sells( array $ids, int $limit ): array {
		$ids = array_values( array_unique( array_map( 'intval', $ids ) ) );
		update_postmeta_cache( $ids );
		$suggested = array();
		foreach ( $ids as $id ) {
			array_push( $suggested, ...array_map( 'intval', (array) get_post_meta( $id, self::META_KEYS['cross_sells'], true ) ) );
		}
		$suggested = array_slice( array_values( array_diff( array_unique( $suggested ), $ids ) ), 0, max( 0, $limit ) );
		return $this->get_many( array_merge( $ids, $suggested ), false );
	}

	/**
	 * The id of the product with a SKU, or 0.
	 *
	 * @since 0.1.0
	 *
	 * @param string $sku SKU.
	 */
	public function find_id_by_sku( string $sku ): int {
		return $this->table->find_id_by_sku( $sku );
	}

	/**
	 * Ids of a variable product's variations.
	 *
	 * @since 0.1.0
	 *
	 * @param int $parent_id Variable product id.
	 * @return int[]
	 */
	public function variation_ids( int $parent_id ): array {
		return array_map(
			'intval',
			get_posts(
				array(
					'post_type'   => PostTypes::VARIATION,
					'post_parent' => $parent_id,
					'post_status' => 'publish',
					'orderby'     => 'menu_order',
					'order'       => 'ASC',
					'numberposts' => -1,
					'fields'      => 'ids',
				)
			)
		);
	}

	/**
	 * Creates or updates a product from plain data; returns its id.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $data See ProductData::normalize() for the keys.
	 * @throws \InvalidArgumentException When the data is invalid.
	 */
	public function save( array $data ): int {
		$data     = ProductData::normalize( $data );
		$is_child = 'variation' === $data['type'];
		$existing = $data['id'] ? get_post( $data['id'] ) : null;
		// An update keeps the post's author and dates (wp_insert_post() would reset them).
		$kept    = $existing ? array(
			'post_author'   => $existing->post_author,
			'post_date'     => $existing->post_date,
			'post_date_gmt' => $existing->post_date_gmt,
		) : array();
		$post_id = wp_insert_post(
			wp_slash(
				$kept + array(
					'ID'           => $data['id'],
					'post_type'    => $is_child ? PostTypes::VARIATION : PostTypes::PRODUCT,
					'post_parent'  => $data['parent_id'],
					'post_status'  => $data['status'],
					'post_title'   => $data['name'],
					'post_name'    => $data['slug'],
					'post_excerpt' => $data['short_description'],
					'post_content' => $data['description'],
					'menu_order'   => $data['menu_order'],
				)
			),
			true
		);
		if ( is_wp_error( $post_id ) ) {
			throw new \InvalidArgumentException( esc_html( $post_id->get_error_message() ) );
		}

		// The EU label classes go in columns too: listings sort by them.
		$this->table->put( array( 'product_id' => $post_id ) + ProductData::row( $data ) + LabelClasses::columns( $data['specs'] ) );

		if ( $data['image_id'] ) {
			set_post_thumbnail( $post_id, $data['image_id'] );
		} else {
			delete_post_thumbnail( $post_id );
		}
		if ( ! $is_child ) {
			$categories = 'tyre' === $data['kind'] ? TyreCategories::of_tyre( $data['categories'], self::season( $data ) ) : $data['categories'];
			wp_set_object_terms( $post_id, $categories, PostTypes::CATEGORY );
		}
		foreach ( Attributes::all() as $slug => $attribute ) {
			wp_set_object_terms( $post_id, $data['attributes'][ $slug ] ?? array(), $attribute['taxonomy'] );
		}
		foreach ( self::META_KEYS as $key => $meta_key ) {
			update_post_meta( $post_id, $meta_key, $data[ $key ] );
		}
		clean_post_cache( $post_id );
		if ( $is_child ) {
			$this->sync_variations( (int) $data['parent_id'] );
		}
		return $post_id;
	}

	/**
	 * The season slug of a product's data, null when it has none.
	 *
	 * @param array<string,mixed> $data Normalized data.
	 */
	private static function season( array $data ): ?string {
		$terms = (array) ( $data['attributes']['season'] ?? array() );
		return $terms ? sanitize_title( (string) reset( $terms ) ) : null;
	}

	/**
	 * Stores today's price (the shop's day) of every product with a scheduled sale, the
	 * column listings filter and sort by; answers how many changed.
	 *
	 * @since 0.7.0
	 */
	public function refresh_scheduled_prices(): int {
		return $this->table->refresh_scheduled_prices( ProductData::today() );
	}

	/**
	 * A stored product as the plain data save() takes, so an edit can change some fields
	 * and save the rest as they are; null when there is no such product.
	 *
	 * @since 0.1.0
	 *
	 * @param int $id Product id.
	 * @return array<string,mixed>|null
	 */
	public function get_data( int $id ): ?array {
		$product = $this->get( $id );
		return $product ? $this->data_of( $product ) : null;
	}

	/**
	 * A loaded product as the plain data save() takes (lists load many at once with
	 * get_many(), which also primes the terms and meta read here).
	 *
	 * @since 0.1.0
	 *
	 * @param Product $product Product.
	 * @return array<string,mixed>
	 */
	public function data_of( Product $product ): array {
		$id         = $product->id();
		$row        = $product->row();
		$post       = $product->post();
		$attributes = array();
		foreach ( Attributes::all() as $slug => $attribute ) {
			$terms = get_the_terms( $id, $attribute['taxonomy'] );
			if ( is_array( $terms ) && $terms ) {
				$attributes[ $slug ] = wp_list_pluck( $terms, 'name' );
			}
		}
		$categories = get_the_terms( $id, PostTypes::CATEGORY );
		$data       = array(
			'id'                => $id,
			'status'            => $post->post_status,
			'name'              => $post->post_title,
			'slug'              => $post->post_name,
			'short_description' => $post->post_excerpt,
			'description'       => $post->post_content,
			'menu_order'        => (int) $post->menu_order,
			'image_id'          => (int) get_post_thumbnail_id( $post ),
			'categories'        => is_array( $categories ) ? array_map( 'intval', wp_list_pluck( $categories, 'term_id' ) ) : array(),
			'attributes'        => $attributes,
		);
		foreach ( self::META_KEYS as $key => $meta_key ) {
			$value        = get_post_meta( $id, $meta_key, true );
			$data[ $key ] = is_array( $value ) ? $value : array();
		}
		unset( $row['product_id'], $row['price'] );
		return $data + $row;
	}

	/**
	 * Moves a product to the trash, or deletes it with its row when forced.
	 *
	 * @since 0.1.0
	 *
	 * @param int  $id    Product id.
	 * @param bool $force Whether to delete for good.
	 */
	public function delete( int $id, bool $force = false ): bool {
		if ( ! $force ) {
			return (bool) wp_trash_post( $id );
		}
		$deleted = (bool) wp_delete_post( $id, true );
		if ( $deleted ) {
			$this->table->delete( $id );
		}
		return $deleted;
	}

	/**
	 * The variations of a variable product, in order: from the summary kept on the parent,
	 * or loaded (and summed up again) when there is none yet.
	 *
	 * @since 0.1.0
	 *
	 * @param int $parent_id Variable product id.
	 * @return list<array{id:int,price:int,attributes:list<array{attribute:string,value:string}>}>
	 */
	public function variations_summary( int $parent_id ): array {
		$summary = get_post_meta( $parent_id, self::VARIATIONS_META, true );
		return is_array( $summary ) ? $summary : $this->sync_variations( $parent_id );
	}

	/**
	 * Sums up a variable product's variations on it; it lists, filters and sorts by the
	 * cheapest one.
	 *
	 * @param int $parent_id Variable product id.
	 * @return list<array{id:int,price:int,attributes:list<array{attribute:string,value:string}>}>
	 */
	private function sync_variations( int $parent_id ): array {
		$summary = array_values(
			array_map(
				static fn( Product $variation ) => array(
					'id'         => $variation->id(),
					'price'      => $variation->price(),
					'attributes' => $variation->variation_pairs(),
				),
				$this->get_many( $this->variation_ids( $parent_id ) )
			)
		);
		update_post_meta( $parent_id, self::VARIATIONS_META, $summary );
		$parent = $this->table->get_rows( array( $parent_id ) )[ $parent_id ] ?? null;
		if ( $parent && $summary ) {
			$cheapest                = min( array_column( $summary, 'price' ) );
			$parent['price']         = $cheapest;
			$parent['regular_price'] = $cheapest;
			$this->table->put( $parent );
		}
		return $summary;
	}
}
