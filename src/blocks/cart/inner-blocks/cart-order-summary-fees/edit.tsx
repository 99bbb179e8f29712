/**
 * Editor preview of rueda/cart-order-summary-fees, with a sample fee.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { useMemo } from '@wordpress/element';

import { getSampleFee } from '../../../../shared/cart/sample-cart';
import { Preview } from '../../../../shared/editor';
import Fees from './block';

export default function Edit() {
	const fees = useMemo( () => [ getSampleFee() ], [] );
	return (
		<div { ...useBlockProps() }>
			<Preview>
				<Fees fees={ fees } includingTax />
			</Preview>
		</div>
	);
}
