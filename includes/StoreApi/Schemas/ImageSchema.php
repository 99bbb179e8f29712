<?php
/**
 * Image objects of the Store API.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Schemas;

use Rueda\Domain\Catalog\ProductRepository;

/**
 * Formats an attachment as {id, src, thumbnail, srcset, sizes, name, alt}.
 *
 * @since 0.1.0
 */
final class ImageSchema {

	/**
	 * Loads the image posts and their meta of several products in one query, before their
	 * items are built one by one (which would query each image apart).
	 *
	 * @since 0.2.0
	 *
	 * @param array<int,\Rueda\Domain\Catalog\Product> $products Products.
	 */
	public static function prime( array $products ): void {
		ProductRepository::prime_images( $products );
	}

	/**
	 * Formats attachments, skipping ids that are not images.
	 *
	 * @since 0.1.0
	 *
	 * @param int[] $ids Attachment ids.
	 * @return list<array<string,mixed>>
	 */
	public function get_items( array $ids ): array {
		$images = array();
		foreach ( $ids as $id ) {
			$full = wp_get_attachment_image_src( $id, 'full' );
			if ( ! $full ) {
				continue;
			}
			$thumbnail = wp_get_attachment_image_src( $id, 'medium' );
			$images[]  = array(
				'id'        => $id,
				'src'       => (string) $full[0],
				'thumbnail' => (string) ( $thumbnail ? $thumbnail[0] : $full[0] ),
				'srcset'    => (string) wp_get_attachment_image_srcset( $id, 'full' ),
				'sizes'     => (string) wp_get_attachment_image_sizes( $id, 'full' ),
				'name'      => get_the_title( $id ),
				'alt'       => (string) get_post_meta( $id, '_wp_attachment_image_alt', true ),
			);
		}
		return $images;
	}
}
