/**
 * wp-admin → Rueda → Coupons: the list, or the form of the coupon being
 * created or edited; snackbars report saves and deletions.
 */
import { SnackbarList } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { store as noticesStore } from '@wordpress/notices';

import CouponForm from './coupon-form';
import CouponsList from './coupons-list';
import type { Coupon, CouponsPageData } from './types';

export default function CouponsScreen( { page }: { page: CouponsPageData } ) {
	// undefined: the list; null: a new coupon.
	const [ editing, setEditing ] = useState< Coupon | null | undefined >();
	const { removeNotice } = useDispatch( noticesStore );
	const snackbars = useSelect(
		( select ) =>
			select( noticesStore )
				.getNotices()
				.filter( ( notice ) => notice.type === 'snackbar' ),
		[]
	);
	return (
		<>
			{ editing === undefined ? (
				<CouponsList
					page={ page }
					onEdit={ setEditing }
					onCreate={ () => setEditing( null ) }
				/>
			) : (
				<CouponForm
					key={ editing?.id ?? 'new' }
					coupon={ editing }
					page={ page }
					onDone={ () => setEditing( undefined ) }
				/>
			) }
			<SnackbarList
				notices={ snackbars }
				onRemove={ ( id: string ) => removeNotice( id ) }
			/>
		</>
	);
}
