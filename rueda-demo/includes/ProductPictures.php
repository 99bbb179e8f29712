<?php
/**
 * Pictures of the demo catalogue, drawn at seed time and stored in the media library.
 *
 * @package RuedaDemo
 */

declare( strict_types=1 );

namespace RuedaDemo;

use RuedaDemo\Pictures\Canvas;
use RuedaDemo\Pictures\ServiceDrawing;
use RuedaDemo\Pictures\TyreDrawing;

/**
 * Draws a product's picture with GD and stores it as an image attachment with its
 * sub-sizes and Spanish alt text. Each picture is stored once: drawing it again (say the
 * product was deleted and is seeded anew) gives the attachment already stored.
 *
 * @since 0.1.0
 */
final class ProductPictures {

	/** Marks a demo picture's attachment with the picture's key. */
	public const KEY_META = '_rueda_demo_picture';

	/** Side of a picture (they are square), in pixels. */
	public const SIZE = 800;

	/** JPEG: small files for drawings with gradients, and quick to encode. */
	private const MIME      = 'image/jpeg';
	private const EXTENSION = 'jpg';
	private const QUALITY   = 82;

	/**
	 * A sub-size at least this share of the picture's width saves next to nothing (the
	 * 768-pixel "medium_large" of an 800-pixel picture): it is not made.
	 */
	private const NEAR_FULL_SIZE = 0.9;

	/**
	 * Attachment ids of the pictures already stored, by key (loaded on first use).
	 *
	 * @var array<string,int>|null
	 */
	private ?array $stored = null;

	/**
	 * Whether pictures can be drawn here (GD with JPEG support).
	 *
	 * @since 0.1.0
	 */
	public static function available(): bool {
		return function_exists( 'imagecreatetruecolor' ) && function_exists( 'imagejpeg' );
	}

	/**
	 * The pictures of a tyre: the tyre, then a close-up of its tread (the pattern is the
	 * season's, so tyres of a season share that picture).
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $tyre Catalogue data (sku, brand, model, sizes, season...).
	 * @param string              $name Product name.
	 * @return int[] Attachment ids, the featured image first; empty when none could be made.
	 */
	public function tyre( array $tyre, string $name ): array {
		$drawing = new TyreDrawing( $tyre );
		return array_values(
			array_filter(
				array(
					$this->picture(
						'tyre-' . $tyre['sku'],
						$name,
						'Neumático ' . $name,
						array( $drawing, 'draw_tyre' )
					),
					$this->picture(
						'tread-' . sanitize_title( $tyre['season'] ),
						sprintf( 'Banda de rodadura de neumático de %s', mb_strtolower( $tyre['season'] ) ),
						sprintf( 'Dibujo de la banda de rodadura de un neumático de %s', mb_strtolower( $tyre['season'] ) ),
						array( $drawing, 'draw_tread' )
					),
				)
			)
		);
	}

	/**
	 * The picture of a workshop service.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $service Catalogue data (sku, name).
	 * @return int Attachment id, 0 when it could not be made.
	 */
	public function service( array $service ): int {
		return $this->picture(
			'service-' . $service['sku'],
			(string) $service['name'],
			'Servicio: ' . $service['name'],
			array( new ServiceDrawing( $service ), 'draw' )
		);
	}

	/**
	 * Attaches pictures to their product (the media library's "Uploaded to"); a picture
	 * shared by several products stays with the first one.
	 *
	 * @since 0.1.0
	 *
	 * @param int[] $ids        Attachment ids.
	 * @param int   $product_id Product id.
	 */
	public function attach( array $ids, int $product_id ): void {
		foreach ( $ids as $id ) {
			if ( 0 === (int) get_post_field( 'post_parent', $id ) ) {
				wp_update_post(
					array(
						'ID'          => $id,
						'post_parent' => $product_id,
					)
				);
			}
		}
	}

	/**
	 * The stored picture of a key, drawing and storing it when missing.
	 *
	 * @param string   $key   Stable key of the picture.
	 * @param string   $title Attachment title.
	 * @param string   $alt   Alternative text.
	 * @param callable $draw  Draws on a Canvas.
	 * @return int Attachment id, 0 when it could not be made.
	 */
	private function picture( string $key, string $title, string $alt, callable $draw ): int {
		$existing = $this->stored()[ $key ] ?? 0;
		if ( $existing && is_file( (string) get_attached_file( $existing ) ) ) {
			return $existing;
		}
		if ( $existing ) {
			wp_delete_attachment( $existing, true ); // Its file is gone: draw it again.
		}
		if ( ! self::available() ) {
			return 0;
		}
		$canvas = new Canvas( self::SIZE );
		$draw( $canvas );
		$id = $this->store( $canvas->picture(), $title, $alt );
		if ( $id ) {
			update_post_meta( $id, self::KEY_META, $key );
			$this->stored[ $key ] = $id;
		}
		return $id;
	}

	/**
	 * Writes a picture into the uploads folder and creates its attachment and sub-sizes.
	 *
	 * @param \GdImage $image Picture.
	 * @param string   $title Attachment title.
	 * @param string   $alt   Alternative text.
	 * @return int Attachment id, 0 on failure.
	 */
	private function store( \GdImage $image, string $title, string $alt ): int {
		ob_start();
		imageinterlace( $image, true );
		imagejpeg( $image, null, self::QUALITY );
		$upload = wp_upload_bits( sanitize_title( $title ) . '.' . self::EXTENSION, null, (string) ob_get_clean() );
		if ( ! empty( $upload['error'] ) ) {
			return 0;
		}
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => self::MIME,
				'post_title'     => $title,
				'post_content'   => '',
				'post_status'    => 'inherit',
			),
			$upload['file'],
			0,
			true
		);
		if ( is_wp_error( $id ) ) {
			wp_delete_file( $upload['file'] );
			return 0;
		}
		update_post_meta( $id, '_wp_attachment_image_alt', $alt );

		require_once ABSPATH . 'wp-admin/includes/image.php';
		add_filter( 'intermediate_image_sizes_advanced', array( $this, 'skip_near_full_sizes' ) );
		wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $upload['file'] ) );
		remove_filter( 'intermediate_image_sizes_advanced', array( $this, 'skip_near_full_sizes' ) );
		return $id;
	}

	/**
	 * Leaves out the sub-sizes nearly as large as a picture.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,array<string,mixed>> $sizes Sub-sizes to make, by name.
	 * @return array<string,array<string,mixed>>
	 */
	public function skip_near_full_sizes( $sizes ): array {
		return array_filter(
			(array) $sizes,
			static fn( $size ): bool => max( (int) ( $size['width'] ?? 0 ), (int) ( $size['height'] ?? 0 ) ) < self::SIZE * self::NEAR_FULL_SIZE
		);
	}

	/**
	 * Attachment ids of the stored demo pictures, by key.
	 *
	 * @return array<string,int>
	 */
	private function stored(): array {
		if ( null === $this->stored ) {
			$this->stored = array();
			$ids          = get_posts(
				array(
					'post_type'   => 'attachment',
					'post_status' => 'inherit',
					'meta_key'    => self::KEY_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- once per seeding.
					'numberposts' => -1,
					'fields'      => 'ids',
				)
			);
			foreach ( $ids as $id ) {
				$this->stored[ (string) get_post_meta( $id, self::KEY_META, true ) ] = (int) $id;
			}
		}
		return $this->stored;
	}
}
