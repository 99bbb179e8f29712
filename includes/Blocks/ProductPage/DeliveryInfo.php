<?php
/**
 * The product page's stock and delivery lines.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks\ProductPage;

use Rueda\Domain\Catalog\Product;
use Rueda\Domain\Shipping\DeliveryEstimate;

/**
 * Whether the product can be had and when: "Disponible para montaje el jueves 26 de
 * noviembre" and "Recíbelo el ...", "Disponible bajo pedido: recíbelo el ..." or
 * "Agotado" (the buy box above says how many are left). Services (done at the workshop)
 * show only when they cannot be booked.
 *
 * @since 0.1.0
 */
final class DeliveryInfo {

	/**
	 * Creates the lines.
	 *
	 * @param DeliveryEstimate $estimates The delivery estimate.
	 */
	public function __construct( private DeliveryEstimate $estimates = new DeliveryEstimate() ) {}

	/**
	 * The stock and delivery lines.
	 *
	 * @since 0.1.0
	 *
	 * @param Product $product Product (for a variable product, nothing: it depends on the choice).
	 */
	public function html( Product $product ): string {
		if ( 'variable' === $product->type() ) {
			return '';
		}
		$estimate = $this->estimates->for_product( $product );
		$lines    = array();
		if ( 'outofstock' === $estimate['status'] ) {
			$lines[] = array( 'is-out-of-stock', esc_html__( 'Sold out', 'rueda' ) );
		} elseif ( ! $product->needs_shipping() ) {
			return '';
		} elseif ( 'onbackorder' === $estimate['status'] ) {
			if ( $estimate['delivery_date'] ) {
				$lines[] = array(
					'is-on-backorder',
					sprintf(
						/* translators: %s: delivery day, e.g. jueves 26 de noviembre. */
						esc_html__( 'Available on backorder: get it on %s', 'rueda' ),
						'<strong>' . esc_html( DeliveryEstimate::format_day( $estimate['delivery_date'] ) ) . '</strong>'
					),
				);
			} else {
				$lines[] = array( 'is-on-backorder', esc_html__( 'Available on backorder', 'rueda' ) );
			}
		} else {
			if ( $estimate['fitting_date'] ) {
				$lines[] = array(
					'is-in-stock',
					sprintf(
						/* translators: %s: day, e.g. jueves 26 de noviembre. */
						esc_html__( 'Ready to fit at the workshop on %s', 'rueda' ),
						'<strong>' . esc_html( DeliveryEstimate::format_day( $estimate['fitting_date'] ) ) . '</strong>'
					),
				);
			}
			if ( $estimate['delivery_date'] ) {
				$lines[] = array(
					'is-delivery',
					sprintf(
						/* translators: %s: delivery day, e.g. jueves 26 de noviembre. */
						esc_html__( 'Get it delivered on %s', 'rueda' ),
						'<strong>' . esc_html( DeliveryEstimate::format_day( $estimate['delivery_date'] ) ) . '</strong>'
					),
				);
			}
		}
		if ( ! $lines ) {
			return '';
		}
		$items = '';
		foreach ( $lines as [ $class, $text ] ) {
			$items .= '<li class="rueda-product__delivery-line ' . esc_attr( $class ) . '">' . $text . '</li>';
		}
		return '<ul class="rueda-product__delivery">' . $items . '</ul>';
	}
}
