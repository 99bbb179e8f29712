/**
 * The orders screen (wp-admin → Rueda → Orders): the list, or one order when
 * the address has `&order=ID`; snackbars say how changes went.
 */
import { useCallback } from '@wordpress/element';

import Snackbars, { useNotify } from '../shared/snackbars';
import OrderDetailView from './order-detail';
import OrdersList from './orders-list';
import type { OrdersPageData } from './types';
import { useOrderParam } from './use-order-param';

export default function OrdersScreen( { page }: { page: OrdersPageData } ) {
	const [ orderId, openOrder ] = useOrderParam();
	const notify = useNotify();
	const back = useCallback( () => openOrder( 0 ), [ openOrder ] );

	return (
		<div className="rueda-orders">
			{ orderId ? (
				<OrderDetailView
					key={ orderId }
					id={ orderId }
					statuses={ page.statuses }
					onBack={ back }
					notify={ notify }
				/>
			) : (
				<OrdersList
					statuses={ page.statuses }
					onOpen={ openOrder }
					notify={ notify }
				/>
			) }
			<Snackbars />
		</div>
	);
}
