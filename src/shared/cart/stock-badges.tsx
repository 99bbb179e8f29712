/**
 * Low-stock and backorder badges of a cart line.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { CartItem } from '../api';

export default function StockBadges( {
	item,
}: {
	item: Pick< CartItem, 'low_stock_remaining' | 'show_backorder_badge' >;
} ) {
	if ( item.show_backorder_badge ) {
		return (
			<span className="rueda-badge is-backorder">
				{ __( 'Available on backorder', 'rueda' ) }
			</span>
		);
	}
	if ( item.low_stock_remaining ) {
		return (
			<span className="rueda-badge is-low-stock">
				{ sprintf(
					/* translators: %d: units left in stock. */
					__( '%d left in stock', 'rueda' ),
					item.low_stock_remaining
				) }
			</span>
		);
	}
	return null;
}
