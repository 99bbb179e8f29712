<?php
/**
 * The product page's price.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks\ProductPage;

use Rueda\Blocks\EcovalorNoteMarkup;
use Rueda\Domain\Catalog\Product;
use Rueda\Domain\Ecovalor\EcovalorNote;
use Rueda\Domain\Taxes\TaxSettings;
use Rueda\StoreApi\Schemas\PriceSchema;

/**
 * The price per unit as the Store API's price HTML writes it (a sale's regular price struck
 * through in <del>, the price in <ins>, both told to screen readers; a variable product's
 * range), whether it includes IVA, and for tyres the ecovalor the cart adds per tyre and
 * what 2 and 4 of them cost. The buy box starts with it; the interactive buy box shows the
 * same and keeps the note as written.
 *
 * @since 0.1.0
 */
final class PriceSummary {

	/** The sets of tyres priced under the unit price. */
	public const TYRE_SETS = array( 2, 4 );

	/**
	 * Creates the summary.
	 *
	 * @param PriceSchema $prices The shop's money formatting.
	 */
	public function __construct( private PriceSchema $prices = new PriceSchema() ) {}

	/**
	 * The price block.
	 *
	 * @since 0.1.0
	 *
	 * @param Product                 $product Product.
	 * @param array{0:int,1:int}|null $range   Cheapest and dearest variation of a variable product.
	 * @param bool                    $is_tyre Whether the product is a tyre.
	 */
	public function html( Product $product, ?array $range, bool $is_tyre ): string {
		$price = 'variable' === $product->type()
			? ( $range ? $this->prices->price_html( $range[0], null, $range ) : '' )
			: $this->prices->price_html( $product->price(), $product->is_on_sale() ? $product->regular_price() : null );
		if ( '' === $price ) {
			return '';
		}
		$html = sprintf(
			'<p class="rueda-product__price%1$s">%2$s</p>',
			$product->is_on_sale() ? ' is-on-sale' : '',
			$price
		);
		$note = $this->tax_note( $is_tyre );
		if ( '' !== $note ) {
			$html .= '<p class="rueda-product__price-note">' . esc_html( $note ) . '</p>';
		}
		if ( $is_tyre ) {
			$html .= EcovalorNoteMarkup::page( EcovalorNote::for_product( $product ), $this->prices->currency() );
		}
		if ( $is_tyre && 'variable' !== $product->type() ) {
			$html .= $this->sets( $product );
		}
		return '<div class="rueda-product__prices">' . $html . '</div>';
	}

	/**
	 * What 2 and 4 tyres cost, for the sets a cart may hold.
	 *
	 * @param Product $product Product.
	 */
	private function sets( Product $product ): string {
		$limits = $product->quantity_limits();
		$items  = '';
		foreach ( self::TYRE_SETS as $count ) {
			if ( $count < $limits['minimum'] || $count > $limits['maximum'] || 0 !== $count % $limits['multiple_of'] ) {
				continue;
			}
			$items .= '<li>' . sprintf(
				/* translators: 1: number of tyres, 2: their price, e.g. 289,90 €. */
				esc_html( _n( '%1$d tyre: %2$s', '%1$d tyres: %2$s', $count, 'rueda' ) ),
				$count,
				'<strong>' . esc_html( $this->prices->currency()->format( $product->price() * $count ) ) . '</strong>'
			) . '</li>';
		}
		return '' === $items ? '' : '<ul class="rueda-product__sets">' . $items . '</ul>';
	}

	/**
	 * Whether the prices include IVA (and, for tyres, that they are per tyre), as shoppers
	 * read it.
	 *
	 * @param bool $is_tyre Whether the price is per tyre.
	 */
	private function tax_note( bool $is_tyre ): string {
		$taxes = TaxSettings::get();
		if ( ! $taxes['enabled'] ) {
			return $is_tyre ? __( 'Price per tyre', 'rueda' ) : '';
		}
		if ( $taxes['prices_include_tax'] ) {
			return $is_tyre ? __( 'Price per tyre, VAT included', 'rueda' ) : __( 'VAT included', 'rueda' );
		}
		return $is_tyre ? __( 'Price per tyre, VAT not included', 'rueda' ) : __( 'VAT not included', 'rueda' );
	}
}
