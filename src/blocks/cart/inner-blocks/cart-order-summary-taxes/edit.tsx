/**
 * Editor preview of rueda/cart-order-summary-taxes. It shows on the live
 * site when prices are displayed without taxes; the preview always shows it.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { useMemo } from '@wordpress/element';

import {
	SAMPLE_TAXES,
	getSampleCart,
} from '../../../../shared/cart/sample-cart';
import TaxRows from '../../../../shared/cart/tax-rows';
import { Preview } from '../../../../shared/editor';

export default function Edit() {
	const { totals } = useMemo( getSampleCart, [] );
	return (
		<div { ...useBlockProps() }>
			<Preview>
				<TaxRows
					totals={ totals }
					taxes={ {
						...SAMPLE_TAXES,
						displayCartPricesIncludingTax: false,
					} }
				/>
			</Preview>
		</div>
	);
}
