<?php
/**
 * The product page's heading.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks\ProductPage;

use Rueda\Domain\Catalog\Product;
use Rueda\Domain\Tyres\Tyre;

/**
 * The product's name as the page's one <h1>; for a tyre, its brand and model above it and
 * its size ("205/55 R16 91V") with XL / Run Flat badges and season below; then the short
 * description.
 *
 * @since 0.1.0
 */
final class ProductHeading {

	/**
	 * The heading.
	 *
	 * @since 0.1.0
	 *
	 * @param Product   $product Product.
	 * @param Tyre|null $tyre    The tyre it is, if any.
	 */
	public function html( Product $product, ?Tyre $tyre ): string {
		$html = '';
		if ( $tyre && '' !== trim( $tyre->brand . $tyre->model ) ) {
			$html .= sprintf(
				'<p class="rueda-product__brand"><span class="rueda-product__brand-name">%1$s</span> %2$s</p>',
				esc_html( $tyre->brand ),
				esc_html( $tyre->model )
			);
		}
		$html .= '<h1 class="rueda-product__title">' . esc_html( $product->name() ) . '</h1>';
		if ( $tyre ) {
			$html .= '<ul class="rueda-product__facts">' . $this->facts( $tyre ) . '</ul>';
		}
		$short = trim( $product->short_description() );
		if ( '' !== $short ) {
			$html .= '<div class="rueda-product__short-description">' . wpautop( wp_kses_post( $short ) ) . '</div>';
		}
		return '<div class="rueda-product__heading">' . $html . '</div>';
	}

	/**
	 * The tyre's size, badges and season as list items.
	 *
	 * @param Tyre $tyre Tyre.
	 */
	private function facts( Tyre $tyre ): string {
		$facts = sprintf(
			'<li class="rueda-product__size"><span class="rueda-visually-hidden">%1$s </span>%2$s</li>',
			esc_html__( 'Size:', 'rueda' ),
			esc_html( $tyre->size->format() )
		);
		if ( $tyre->xl ) {
			$facts .= sprintf(
				'<li class="rueda-badge is-xl"><abbr title="%1$s">XL</abbr></li>',
				esc_attr__( 'Extra load (reinforced)', 'rueda' )
			);
		}
		if ( $tyre->runflat ) {
			$facts .= '<li class="rueda-badge is-runflat">' . esc_html__( 'Run Flat', 'rueda' ) . '</li>';
		}
		if ( '' !== $tyre->season_name ) {
			$facts .= sprintf(
				'<li class="rueda-badge is-season is-%1$s">%2$s</li>',
				esc_attr( sanitize_html_class( $tyre->season ) ),
				esc_html( $tyre->season_name )
			);
		}
		return $facts;
	}
}
