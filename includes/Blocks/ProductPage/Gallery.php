<?php
/**
 * The product page's images.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks\ProductPage;

/**
 * The product's images, the featured one first and shown at once (high fetch priority,
 * not lazy); several images sit side by side in a row that scrolls and snaps (a swipe on a
 * phone), with thumbnails as buttons that bring one into view (gallery.ts, a few lines
 * without dependencies). Without images, a neutral placeholder of the same shape.
 *
 * @since 0.1.0
 */
final class Gallery {

	/** The `sizes` of the main image: half the wide layout on desktop, the screen on phones. */
	private const SIZES = '(min-width: 782px) min(640px, 50vw), 100vw';

	/**
	 * The gallery.
	 *
	 * @since 0.1.0
	 *
	 * @param int[]  $image_ids Attachment ids, the featured one first.
	 * @param string $name      Product name (alt text fallback).
	 * @param string $id_base   Unique prefix for element ids.
	 */
	public function html( array $image_ids, string $name, string $id_base ): string {
		$slides = array();
		foreach ( $image_ids as $image_id ) {
			$first = ! $slides;
			$alt   = trim( (string) get_post_meta( $image_id, '_wp_attachment_image_alt', true ) );
			$img   = wp_get_attachment_image(
				$image_id,
				'large',
				false,
				array(
					'alt'           => '' !== $alt ? $alt : $name,
					'class'         => 'rueda-gallery__image',
					'sizes'         => self::SIZES,
					'loading'       => $first ? false : 'lazy',
					'fetchpriority' => $first ? 'high' : 'low',
					'decoding'      => 'async',
				)
			);
			if ( '' !== $img ) {
				$slides[ $image_id ] = $img;
			}
		}

		if ( ! $slides ) {
			return '<div class="rueda-gallery"><div class="rueda-gallery__stage"><div class="rueda-gallery__placeholder" aria-hidden="true">'
				. '<svg viewBox="0 0 64 64" width="96" height="96" focusable="false"><circle cx="32" cy="32" r="27" fill="none" stroke="currentColor" stroke-width="6"/><circle cx="32" cy="32" r="11" fill="none" stroke="currentColor" stroke-width="4"/></svg>'
				. '</div></div></div>';
		}

		$count  = count( $slides );
		$stage  = '';
		$thumbs = '';
		$number = 0;
		foreach ( $slides as $image_id => $img ) {
			++$number;
			$slide_id = $id_base . '-image-' . $number;
			$stage   .= sprintf( '<figure class="rueda-gallery__slide" id="%1$s">%2$s</figure>', esc_attr( $slide_id ), $img );
			if ( $count > 1 ) {
				$thumbs .= sprintf(
					'<li><button type="button" class="rueda-gallery__thumb" aria-controls="%1$s" aria-pressed="%2$s" aria-label="%3$s">%4$s</button></li>',
					esc_attr( $slide_id ),
					1 === $number ? 'true' : 'false',
					/* translators: 1: image number, 2: number of images. */
					esc_attr( sprintf( __( 'Show image %1$d of %2$d', 'rueda' ), $number, $count ) ),
					wp_get_attachment_image(
						$image_id,
						'thumbnail',
						false,
						array(
							'alt'     => '',
							'loading' => 'lazy',
							'class'   => 'rueda-gallery__thumb-image',
						)
					)
				);
			}
		}

		if ( 1 === $count ) {
			return '<div class="rueda-gallery"><div class="rueda-gallery__stage">' . $stage . '</div></div>';
		}
		// Several images scroll sideways (swipe on phones); the thumbnails scroll to one.
		return sprintf(
			'<div class="rueda-gallery" data-rueda-gallery><div class="rueda-gallery__stage is-scrollable" tabindex="0" role="region" aria-label="%1$s">%2$s</div><ul class="rueda-gallery__thumbs">%3$s</ul></div>',
			esc_attr__( 'Product images', 'rueda' ),
			$stage,
			$thumbs
		);
	}
}
