/**
 * The empty cart's message and the way back to the shop.
 */
import { __ } from '@wordpress/i18n';

export default function EmptyCartMessage( { shopUrl }: { shopUrl: string } ) {
	return (
		<div className="rueda-empty-cart">
			<h2 className="rueda-empty-cart__title">
				{ __( 'Your cart is currently empty!', 'rueda' ) }
			</h2>
			{ shopUrl && (
				<a
					className="rueda-button rueda-empty-cart__link"
					href={ shopUrl }
				>
					{ __( 'Return to shop', 'rueda' ) }
				</a>
			) }
		</div>
	);
}
