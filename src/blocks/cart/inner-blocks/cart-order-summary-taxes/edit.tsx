/**
 * Editor preview of rueda/cart-order-summary-taxes. It shows on the live
 * site when prices are displayed without taxes; the preview always shows it.
 */
import { useBlockProps } from '@wordpress/block-editor';

import TaxRows from '@rueda/shared/cart/tax-rows';
import {
	Preview,
	getEditorSettings,
	useSampleCart,
} from '@rueda/blocks/shared/editor';

export default function Edit() {
	const { totals } = useSampleCart();
	return (
		<div { ...useBlockProps() }>
			<Preview>
				<TaxRows
					totals={ totals }
					taxes={ {
						...getEditorSettings().taxes,
						displayCartPricesIncludingTax: false,
					} }
				/>
			</Preview>
		</div>
	);
}
