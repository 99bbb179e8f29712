/**
 * The order summary's heading, shared by the editor and the live site.
 */
import { __ } from '@wordpress/i18n';

export function OrderSummaryHeading() {
	return (
		<h2 className="rueda-order-summary__title">
			{ __( 'Cart totals', 'rueda' ) }
		</h2>
	);
}
