/**
 * What the drawer shows when the cart is empty.
 */
import { __ } from '@wordpress/i18n';

export function EmptyDrawer( { shopUrl }: { shopUrl: string } ) {
	return (
		<div className="rueda-cart-drawer__empty">
			<p>{ __( 'Your cart is currently empty!', 'rueda' ) }</p>
			{ shopUrl && (
				<a className="rueda-button" href={ shopUrl }>
					{ __( 'Start shopping', 'rueda' ) }
				</a>
			) }
		</div>
	);
}
