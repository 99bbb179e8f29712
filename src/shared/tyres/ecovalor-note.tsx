/**
 * The one-line note of the ecovalor (the end-of-life tyre fee, SIGNUS or TNU)
 * beside a tyre's price, so the fee the cart adds is no surprise. The server
 * writes the same (includes/Blocks/EcovalorNoteMarkup.php).
 */
import { __, sprintf } from '@wordpress/i18n';

import type { TyreSummary } from '../api';
import { formatPrice, type PriceFormat } from '../money';

type Props = {
	tyre: Pick< TyreSummary, 'ecovalor' > | null | undefined;
	/** The currency of the tyre's prices. */
	format: PriceFormat;
};

/**
 * A card's note: "+ ecovalor 1,57 €"; nothing when the tyre pays none.
 *
 * @param props        Props.
 * @param props.tyre   The tyre.
 * @param props.format The currency of its prices.
 */
export function EcovalorCardNote( { tyre, format }: Props ) {
	const fee = tyre?.ecovalor;
	if ( ! fee ) {
		return null;
	}
	return (
		<span className="rueda-product-card__ecovalor">
			{ sprintf(
				/* translators: %s: the end-of-life tyre fee per tyre, e.g. 1,57 €. */
				__( '+ ecovalor %s', 'rueda' ),
				formatPrice( fee.amount, format )
			) }
		</span>
	);
}

/**
 * The product page's note: "+ 1,57 € ecovalor (SIGNUS) per tyre".
 *
 * @param props        Props.
 * @param props.tyre   The tyre.
 * @param props.format The currency of its prices.
 */
export function EcovalorPageNote( { tyre, format }: Props ) {
	const fee = tyre?.ecovalor;
	if ( ! fee ) {
		return null;
	}
	return (
		<p className="rueda-product__ecovalor">
			{ sprintf(
				/* translators: 1: the end-of-life tyre fee per tyre, e.g. 1,57 €, 2: the management system, e.g. SIGNUS. */
				__( '+ %1$s ecovalor (%2$s) per tyre', 'rueda' ),
				formatPrice( fee.amount, format ),
				fee.system
			) }
		</p>
	);
}
