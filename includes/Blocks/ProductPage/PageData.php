<?php
/**
 * Everything the product page shows, loaded in a few batches.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks\ProductPage;

use Rueda\Domain\Catalog\PostTypes;
use Rueda\Domain\Catalog\Product;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Tyres\Tyre;
use Rueda\Domain\Workshop\FittingOffers;
use Rueda\StoreApi\Schemas\ImageSchema;
use Rueda\StoreApi\Schemas\ProductSchema;

/**
 * The product, its published variations and its suggested services (but those its fitting
 * at the workshop includes), each also as the Store API shapes it (the buy box and the services list start from those), with their images'
 * posts and meta cached up front: one batch for the product, one for its variations and
 * services together, one for every image.
 *
 * @since 0.1.0
 */
final class PageData {

	/**
	 * Creates the data.
	 *
	 * @param Product                   $product         The product.
	 * @param array<string,mixed>       $item            Its Store API item.
	 * @param Tyre|null                 $tyre            The tyre it is, if any.
	 * @param Product[]                 $variations      Its published variations, in order.
	 * @param list<array<string,mixed>> $variation_items Their Store API items.
	 * @param Product[]                 $services        Its suggested services (cross-sells).
	 * @param list<array<string,mixed>> $service_items   Their Store API items.
	 */
	public function __construct(
		public readonly Product $product,
		public readonly array $item,
		public readonly ?Tyre $tyre,
		public readonly array $variations,
		public readonly array $variation_items,
		public readonly array $services,
		public readonly array $service_items
	) {}

	/**
	 * The data of a product post, or null when the post is no product the visitor may see.
	 *
	 * @since 0.1.0
	 *
	 * @param int                    $post_id  Post id.
	 * @param ProductRepository|null $products Products.
	 * @param ProductSchema|null     $schema   The Store API product shape.
	 */
	public static function load( int $post_id, ?ProductRepository $products = null, ?ProductSchema $schema = null ): ?self {
		$post = $post_id > 0 ? get_post( $post_id ) : null;
		if ( ! $post instanceof \WP_Post || PostTypes::PRODUCT !== $post->post_type || ! self::can_see( $post ) ) {
			return null;
		}
		$products ??= new ProductRepository();
		$schema   ??= new ProductSchema();
		$product    = $products->get( $post_id );
		if ( ! $product ) {
			return null;
		}

		$variation_ids = 'variable' === $product->type() ? $products->variation_ids( $post_id ) : array();
		// The services its fitting includes are offered with the buy box's fitting choice.
		$offer       = ( new FittingOffers() )->for_product( $product );
		$fitted_ids  = $offer ? $offer->band->service_ids() : array();
		$service_ids = array_values( array_diff( $product->cross_sell_ids(), array( $post_id ), $fitted_ids ) );
		$related     = $products->get_many( array_merge( $variation_ids, $service_ids ) );
		$variations  = array_values( array_intersect_key( $related, array_flip( $variation_ids ) ) );
		$services    = array();
		foreach ( $service_ids as $id ) {
			$service = $related[ $id ] ?? null;
			if ( $service && PostTypes::PRODUCT === $service->post()->post_type && 'publish' === $service->post()->post_status && 'hidden' !== $service->catalog_visibility() ) {
				$services[] = $service;
			}
		}

		// The images of all of them, posts and meta, in one query.
		ImageSchema::prime( array_merge( array( $product ), $variations, $services ) );

		return new self(
			$product,
			$schema->get_item( $product ),
			Tyre::of( $product ),
			$variations,
			array_map( array( $schema, 'get_item' ), $variations ),
			$services,
			array_map( array( $schema, 'get_item' ), $services )
		);
	}

	/**
	 * Whether the current visitor may see a product: a published one, or one they may read
	 * (a preview).
	 *
	 * @param \WP_Post $post Product post.
	 */
	private static function can_see( \WP_Post $post ): bool {
		if ( post_password_required( $post ) ) {
			return false;
		}
		return 'publish' === $post->post_status || current_user_can( 'read_post', $post->ID );
	}
}
