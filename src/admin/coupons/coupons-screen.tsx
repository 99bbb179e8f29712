/**
 * wp-admin → Rueda → Coupons: the list, or the form of the coupon being
 * created (`&coupon=new`) or edited (`&coupon=ID`), each with its own address;
 * snackbars report saves and deletions.
 */
import { SnackbarList } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

import RecordLoading from '../shared/record-loading';
import { useRecordScreen } from '../shared/use-record-param';
import CouponForm from './coupon-form';
import CouponsList from './coupons-list';
import { COUPONS_PATH, type Coupon, type CouponsPageData } from './types';

export default function CouponsScreen( { page }: { page: CouponsPageData } ) {
	const { param, record, error, open, show } = useRecordScreen< Coupon >(
		'coupon',
		COUPONS_PATH
	);
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
			{ param === null && (
				<CouponsList
					page={ page }
					onEdit={ show }
					onCreate={ () => open( 'new' ) }
				/>
			) }
			{ ( param === 'new' || record ) && (
				<CouponForm
					key={ record?.id ?? 'new' }
					coupon={ record }
					page={ page }
					onDone={ () => open( null ) }
				/>
			) }
			{ typeof param === 'number' && ! record && (
				<RecordLoading error={ error } onBack={ () => open( null ) } />
			) }
			<SnackbarList
				notices={ snackbars }
				onRemove={ ( id: string ) => removeNotice( id ) }
			/>
		</>
	);
}
