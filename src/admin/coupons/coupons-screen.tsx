/**
 * wp-admin → Rueda → Coupons: the list, or the form of the coupon being
 * created (`&coupon=new`) or edited (`&coupon=ID`), each with its own address;
 * snackbars report saves and deletions.
 */
import ListOrForm from '../shared/list-or-form';
import Snackbars from '../shared/snackbars';
import { useRecordScreen } from '../shared/use-record-param';
import CouponForm from './coupon-form';
import CouponsList from './coupons-list';
import { COUPONS_PATH, type Coupon, type CouponsPageData } from './types';

export default function CouponsScreen( { page }: { page: CouponsPageData } ) {
	const screen = useRecordScreen< Coupon >( 'coupon', COUPONS_PATH );
	return (
		<>
			<ListOrForm
				screen={ screen }
				list={
					<CouponsList
						page={ page }
						onEdit={ screen.show }
						onCreate={ () => screen.open( 'new' ) }
					/>
				}
				form={ ( coupon ) => (
					<CouponForm
						key={ coupon?.id ?? 'new' }
						coupon={ coupon }
						page={ page }
						onDone={ () => screen.open( null ) }
					/>
				) }
			/>
			<Snackbars />
		</>
	);
}
