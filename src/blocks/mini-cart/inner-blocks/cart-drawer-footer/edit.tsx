/**
 * Editor preview of rueda/cart-drawer-footer.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { useMemo } from '@wordpress/element';

import { getSampleCart } from '../../../../shared/cart/sample-cart';
import { Preview } from '../../../../shared/editor';
import DrawerFooter from './block';

export default function Edit() {
	const { totals } = useMemo( getSampleCart, [] );
	return (
		<div { ...useBlockProps() }>
			<Preview>
				<DrawerFooter
					totals={ totals }
					includingTax
					cartUrl="#"
					checkoutUrl="#"
				/>
			</Preview>
		</div>
	);
}
