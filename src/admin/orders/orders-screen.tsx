/**
 * The orders screen (wp-admin → Rueda → Orders): the list, or one order when
 * the address has `&order=ID`; snackbars say how changes went.
 */
import { SnackbarList } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import { store as noticesStore } from '@wordpress/notices';

import OrderDetailView from './order-detail';
import OrdersList from './orders-list';
import type { OrdersPageData } from './types';
import { useOrderParam } from './use-order-param';

export default function OrdersScreen( { page }: { page: OrdersPageData } ) {
	const [ orderId, openOrder ] = useOrderParam();
	const { createSuccessNotice, createErrorNotice, removeNotice } =
		useDispatch( noticesStore );
	const snackbars = useSelect(
		( select ) =>
			select( noticesStore )
				.getNotices()
				.filter( ( notice ) => notice.type === 'snackbar' ),
		[]
	);
	const notify = useCallback(
		( message: string, isError = false ) =>
			( isError ? createErrorNotice : createSuccessNotice )( message, {
				type: 'snackbar',
			} ),
		[ createErrorNotice, createSuccessNotice ]
	);
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
			<SnackbarList
				notices={ snackbars }
				onRemove={ ( id: string ) => removeNotice( id ) }
			/>
		</div>
	);
}
