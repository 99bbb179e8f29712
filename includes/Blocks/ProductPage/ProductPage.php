<?php
/**
 * The server render of rueda/product.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks\ProductPage;

use Rueda\Blocks\BlockMarkup;
use Rueda\Blocks\EuLabelMarkup;
use Rueda\Domain\Catalog\PostTypes;

/**
 * Puts the product page together for the current product (the query loop's post, or the
 * post being viewed): breadcrumbs; the gallery beside the summary (heading, EU label, buy
 * box starting with the price, stock and delivery); the suggested services; specifications
 * and description; the structured data. Anything else than a product renders nothing.
 *
 * @since 0.1.0
 */
final class ProductPage {

	/** The query argument the editor's preview adds to show a product where there is none. */
	public const PREVIEW_ARG = 'rueda_product_preview';

	/**
	 * The block's HTML, or '' outside a product.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 * @param \WP_Block           $block      The block.
	 */
	public function render( array $attributes, \WP_Block $block ): string {
		$post_id = (int) ( $block->context['postId'] ?? 0 );
		if ( ! $post_id || PostTypes::PRODUCT !== get_post_type( $post_id ) ) {
			$post_id = (int) get_the_ID();
		}
		$is_preview = false;
		if ( PostTypes::PRODUCT !== get_post_type( $post_id ) ) {
			$post_id    = $this->preview_id();
			$is_preview = $post_id > 0;
		}
		$data = PageData::load( $post_id );
		if ( ! $data ) {
			return '';
		}
		$show = static fn( string $name ): bool => ! isset( $attributes[ $name ] ) || (bool) $attributes[ $name ];

		$product     = $data->product;
		$id_base     = 'rueda-product-' . $product->id();
		$breadcrumbs = new Breadcrumbs();
		$trail       = $breadcrumbs->items( $product );
		$range       = $data->item['prices']['price_range'] ?? null;
		$range       = is_array( $range ) ? array( (int) $range['min_amount'], (int) $range['max_amount'] ) : null;

		$summary = ( new ProductHeading() )->html( $product, $data->tyre );
		if ( $data->tyre?->label && class_exists( EuLabelMarkup::class ) ) {
			$summary .= '<div class="rueda-product__eu-label">' . EuLabelMarkup::render( $data->tyre->label, $product->name(), 'rueda-eu-label-' . $product->id() ) . '</div>';
		}
		$summary .= ( new BuyBox() )->html(
			$data->item,
			$data->variation_items,
			( new PriceSummary() )->html( $product, $range, null !== $data->tyre )
		);
		$summary .= ( new DeliveryInfo() )->html( $product );

		$html  = $show( 'showBreadcrumbs' ) ? $breadcrumbs->html( $trail ) : '';
		$html .= sprintf(
			'<div class="rueda-product__main"><div class="rueda-product__gallery">%1$s</div><div class="rueda-product__summary">%2$s</div></div>',
			( new Gallery() )->html( $product->image_ids(), $product->name(), $id_base ),
			$summary
		);
		if ( $show( 'showServices' ) ) {
			$html .= ( new ServicesList() )->html( $data->services, $data->service_items, BuyBox::default_quantity( $data->item ), $id_base );
		}
		$details = '';
		if ( $show( 'showSpecs' ) ) {
			$specs    = new SpecsTable();
			$details .= $specs->html( $specs->rows( $product, $data->tyre ), $id_base );
		}
		if ( $show( 'showDescription' ) ) {
			$details .= $this->description( $product->description(), $id_base );
		}
		if ( '' !== $details ) {
			$html .= '<div class="rueda-product__details">' . $details . '</div>';
		}
		if ( ! $is_preview ) {
			$json_ld = new ProductJsonLd();
			$html   .= ProductJsonLd::script(
				$json_ld->document(
					$json_ld->product( $product, $data->tyre, $data->variations, $this->image_urls( $product->image_ids() ) ),
					$breadcrumbs->json_ld( $trail )
				)
			);
		}

		return BlockMarkup::wrapper(
			$block,
			$html,
			array( 'product-id' => $product->id() ),
			$is_preview ? array( 'class' => 'is-preview' ) : array()
		);
	}

	/**
	 * The description section, or '' without one: the post content as safe HTML with
	 * paragraphs (not through `the_content`, which would render the blocks of the page
	 * around it again).
	 *
	 * @param string $content Post content.
	 * @param string $id_base Unique prefix for element ids.
	 */
	private function description( string $content, string $id_base ): string {
		if ( '' === trim( wp_strip_all_tags( $content ) ) ) {
			return '';
		}
		$heading_id = $id_base . '-description';
		return sprintf(
			'<section class="rueda-product__description" aria-labelledby="%1$s"><h2 id="%1$s" class="rueda-product__section-title">%2$s</h2><div class="rueda-product__description-content">%3$s</div></section>',
			esc_attr( $heading_id ),
			esc_html__( 'Description', 'rueda' ),
			wpautop( wp_kses_post( $content ) )
		);
	}

	/**
	 * Full-size URLs of images.
	 *
	 * @param int[] $image_ids Attachment ids.
	 * @return string[]
	 */
	private function image_urls( array $image_ids ): array {
		return array_values( array_filter( array_map( static fn( int $id ) => (string) wp_get_attachment_image_url( $id, 'full' ), $image_ids ) ) );
	}

	/**
	 * The product the editor previews the block with: the most recent one, only in the
	 * block renderer's request of a user who may edit.
	 */
	private function preview_id(): int {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only preview flag.
		if ( ! wp_is_serving_rest_request() || empty( $_GET[ self::PREVIEW_ARG ] ) || ! current_user_can( 'edit_posts' ) ) {
			return 0;
		}
		$ids = get_posts(
			array(
				'post_type'     => PostTypes::PRODUCT,
				'post_status'   => 'publish',
				'numberposts'   => 1,
				'orderby'       => array(
					'date' => 'DESC',
					'ID'   => 'DESC',
				),
				'fields'        => 'ids',
				'no_found_rows' => true,
			)
		);
		return (int) ( $ids[0] ?? 0 );
	}
}
