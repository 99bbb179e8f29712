/**
 * The cart's line-item table (spec section 2: columns Product, Details, Total).
 */
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import type { CartItem } from '../api';
import { classNames } from './class-names';

export type LineItemsTableProps = {
	items: readonly CartItem[];
	/** Renders one row (a LineItemRow, with or without the store behind it). */
	renderRow: ( item: CartItem ) => ReactNode;
	/** The drawer's narrow layout. */
	compact?: boolean;
};

export default function LineItemsTable( {
	items,
	renderRow,
	compact = false,
}: LineItemsTableProps ) {
	return (
		<table
			className={ classNames(
				'rueda-cart-items',
				compact && 'is-compact'
			) }
		>
			<thead>
				<tr>
					<th className="rueda-cart-items__header-image" scope="col">
						{ __( 'Product', 'rueda' ) }
					</th>
					<th
						className="rueda-cart-items__header-details"
						scope="col"
					>
						{ __( 'Details', 'rueda' ) }
					</th>
					<th className="rueda-cart-items__header-total" scope="col">
						{ __( 'Total', 'rueda' ) }
					</th>
				</tr>
			</thead>
			<tbody>{ items.map( renderRow ) }</tbody>
		</table>
	);
}
