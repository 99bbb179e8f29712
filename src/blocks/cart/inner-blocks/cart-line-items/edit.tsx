/**
 * Editor preview of rueda/cart-line-items, with sample lines.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { useMemo } from '@wordpress/element';

import LineItemRow from '../../../../shared/cart/line-item-row';
import LineItemsTable from '../../../../shared/cart/line-items-table';
import { getSampleCart } from '../../../../shared/cart/sample-cart';
import { Preview } from '../../../../shared/editor';

const noop = () => undefined;

export default function Edit() {
	const { items } = useMemo( getSampleCart, [] );
	return (
		<div { ...useBlockProps() }>
			<Preview>
				<LineItemsTable
					items={ items }
					renderRow={ ( item ) => (
						<LineItemRow
							key={ item.key }
							item={ item }
							displayPricesIncludingTax
							onChangeQuantity={ noop }
							onRemove={ noop }
						/>
					) }
				/>
			</Preview>
		</div>
	);
}
