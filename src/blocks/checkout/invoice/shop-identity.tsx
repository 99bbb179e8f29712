/**
 * Who the shopper buys from, below the checkout's order summary: company
 * name, NIF, registered address and the registry line. The order
 * confirmation shows the same (includes/Content/ShopIdentityMarkup.php).
 */
import { __, sprintf } from '@wordpress/i18n';

import type { ShopIdentity as Identity } from './invoice-settings';

export default function ShopIdentity( {
	identity,
}: {
	identity: Identity | null;
} ) {
	if ( ! identity ) {
		return null;
	}
	const lines = [
		/* translators: %s: the shop's NIF or CIF. */
		sprintf( __( 'NIF: %s', 'rueda' ), identity.taxId ),
		identity.address,
		identity.registry,
	].filter( Boolean );
	return (
		<aside
			className="rueda-shop-identity"
			aria-label={ __( 'Seller', 'rueda' ) }
		>
			<p className="rueda-shop-identity__name">{ identity.legalName }</p>
			<p>
				{ lines.map( ( line, index ) => (
					<span key={ index }>
						{ index > 0 && <br /> }
						{ line }
					</span>
				) ) }
			</p>
		</aside>
	);
}
