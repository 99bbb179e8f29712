/**
 * Editor preview of rueda/cart-line-items, with sample lines.
 */
import { useBlockProps } from '@wordpress/block-editor';

import LineItemRow from '@rueda/blocks/shared/cart/line-item-row';
import LineItemsTable from '@rueda/shared/cart/line-items-table';
import { Preview, useSampleCart } from '@rueda/blocks/shared/editor';

const noop = () => undefined;

export default function Edit() {
	const { items } = useSampleCart();
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
