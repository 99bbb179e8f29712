<?php
/**
 * The one-line note of the end-of-life tyre fee beside a tyre's price.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks;

use Rueda\Domain\Money\Currency;

/**
 * Tells shoppers, before the cart does, what the cart adds for each tyre: "+ ecovalor
 * 1,57 €" on a card (src/shared/tyres/ecovalor-note.tsx writes the same), and with the
 * system and "per tyre" on the product page, where there is room.
 *
 * @since 0.2.0
 */
final class EcovalorNoteMarkup {

	/**
	 * The card's note from a Store API tyre object, or '' when the tyre pays none.
	 *
	 * @since 0.2.0
	 *
	 * @param array<string,mixed> $tyre     The product's `tyre`.
	 * @param Currency            $currency The currency its prices are in.
	 */
	public static function card( array $tyre, Currency $currency ): string {
		$fee = $tyre['ecovalor'] ?? null;
		if ( ! is_array( $fee ) ) {
			return '';
		}
		/* translators: %s: the end-of-life tyre fee per tyre, e.g. 1,57 €. */
		$text = sprintf( __( '+ ecovalor %s', 'rueda' ), $currency->format( (int) $fee['amount'] ) );
		return '<span class="rueda-product-card__ecovalor">' . htmlspecialchars( $text, ENT_NOQUOTES | ENT_SUBSTITUTE, 'UTF-8' ) . '</span>';
	}

	/**
	 * The product page's note, or '' when the tyre pays none (src/blocks/product/buy-box.tsx
	 * writes the same).
	 *
	 * @since 0.2.0
	 *
	 * @param array{amount:int,system:string}|null $fee      EcovalorNote::for_product().
	 * @param Currency                             $currency The shop's currency.
	 */
	public static function page( ?array $fee, Currency $currency ): string {
		if ( null === $fee ) {
			return '';
		}
		/* translators: 1: the end-of-life tyre fee per tyre, e.g. 1,57 €, 2: the management system, e.g. SIGNUS. */
		$text = sprintf( __( '+ %1$s ecovalor (%2$s) per tyre', 'rueda' ), $currency->format( $fee['amount'] ), $fee['system'] );
		return '<p class="rueda-product__ecovalor">' . esc_html( $text ) . '</p>';
	}
}
