/**
 * The drawer's footer: the subtotal and the ways on, to the cart page and to
 * the checkout.
 */
import { __ } from '@wordpress/i18n';

import type { CartTotals } from '@rueda/shared/api';
import SubtotalRow from '@rueda/blocks/shared/cart/totals-rows/subtotal';

export type DrawerFooterProps = {
	totals: CartTotals;
	includingTax: boolean;
	/** '' hides the button to the cart page. */
	cartUrl: string;
	checkoutUrl: string;
	/** The buttons' texts; '' for the defaults. */
	cartButtonLabel?: string;
	checkoutButtonLabel?: string;
};

export default function DrawerFooter( {
	totals,
	includingTax,
	cartUrl,
	checkoutUrl,
	cartButtonLabel = '',
	checkoutButtonLabel = '',
}: DrawerFooterProps ) {
	return (
		<>
			<SubtotalRow
				totals={ totals }
				includingTax={ includingTax }
				description={ __(
					'Shipping, taxes and discounts are calculated at checkout.',
					'rueda'
				) }
			/>
			<div className="rueda-cart-drawer__buttons">
				{ cartUrl && (
					<a className="rueda-button is-secondary" href={ cartUrl }>
						{ cartButtonLabel || __( 'View cart', 'rueda' ) }
					</a>
				) }
				{ checkoutUrl && (
					<a className="rueda-button" href={ checkoutUrl }>
						{ checkoutButtonLabel ||
							__( 'Go to checkout', 'rueda' ) }
					</a>
				) }
			</div>
		</>
	);
}
