/**
 * The checkout of an empty cart: a notice with the way back to the shop.
 */
import { __ } from '@wordpress/i18n';

import Notice from '@rueda/shared/cart/notice';

export default function EmptyCheckout( { shopUrl }: { shopUrl: string } ) {
	return (
		<div className="rueda-checkout-empty">
			<Notice status="info">
				<span className="rueda-checkout-empty__title">
					{ __( 'Your cart is currently empty!', 'rueda' ) }
				</span>{ ' ' }
				{ shopUrl && (
					<a className="rueda-checkout-empty__link" href={ shopUrl }>
						{ __( 'Return to shop', 'rueda' ) }
					</a>
				) }
			</Notice>
		</div>
	);
}
