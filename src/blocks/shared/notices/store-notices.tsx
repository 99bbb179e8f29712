/**
 * The inline (non-snackbar) notices of one area, each dismissible unless it
 * says otherwise; none of the cart's and checkout's while an express payment
 * method is active (suppression.ts).
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { noticesStore } from '@rueda/runtime';

import Notice, { type NoticeStatus } from '@rueda/shared/cart/notice';
import { useNoticesSuppressed } from './suppression';

const STATUSES: readonly NoticeStatus[] = [ 'error', 'warning', 'info' ];

export default function StoreNotices( { context }: { context: string } ) {
	// The store's own array: a stable value for useSelect, filtered after.
	const all = useSelect(
		( select ) => select( noticesStore ).getNotices( context ),
		[ context ]
	);
	const isSuppressed = useNoticesSuppressed( context );
	const notices = isSuppressed
		? []
		: all.filter( ( notice ) => notice.type !== 'snackbar' );
	const { removeNotice } = useDispatch( noticesStore );
	return (
		<>
			{ notices.map( ( notice ) => (
				<Notice
					key={ notice.id }
					status={
						STATUSES.find(
							( status ) => status === notice.status
						) ?? 'info'
					}
					onDismiss={
						notice.isDismissible
							? () => removeNotice( notice.id, context )
							: undefined
					}
				>
					{ notice.content }
				</Notice>
			) ) }
		</>
	);
}
