/**
 * The order summary's heading, shared by the editor and the live site.
 */
import { __ } from '@wordpress/i18n';

/** The heading when the shop owner has not set one. */
export function getDefaultHeading(): string {
	return __( 'Cart totals', 'rueda' );
}

export function OrderSummaryHeading( { text }: { text: string } ) {
	return <h2 className="rueda-order-summary__title">{ text }</h2>;
}
