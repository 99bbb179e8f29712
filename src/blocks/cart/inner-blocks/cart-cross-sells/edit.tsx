/**
 * Editor preview of rueda/cart-cross-sells, with sample products.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { useMemo } from '@wordpress/element';

import { Preview } from '../../../../shared/editor';
import { getSampleProducts } from '../../../../shared/products/sample-products';
import CrossSells from './block';

const never = () => false;
const noop = () => undefined;

export default function Edit() {
	const products = useMemo( () => getSampleProducts( 3 ), [] );
	return (
		<div { ...useBlockProps() }>
			<Preview>
				<CrossSells
					products={ products }
					isAdding={ never }
					onAddToCart={ noop }
				/>
			</Preview>
		</div>
	);
}
