/**
 * The coupons list: search by code, filter by type, sort, pages, edit and
 * (bulk) delete.
 */
import apiFetch from '@wordpress/api-fetch';
import { Button, Notice } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import {
	DataViews,
	type Action,
	type Field,
	type View,
} from '@wordpress/dataviews/wp';
import { useMemo, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { useRestList } from '../shared/use-rest-list';
import {
	couponStatuses,
	describeDiscount,
	discountTypes,
	formatAmount,
} from './discount-types';
import { COUPONS_PATH, type Coupon, type CouponsPageData } from './types';

const DEFAULT_VIEW: View = {
	type: 'table',
	search: '',
	page: 1,
	perPage: 20,
	sort: { field: 'date_created', direction: 'desc' },
	filters: [],
	titleField: 'code',
	fields: [
		'discount_type',
		'status',
		'usage_count',
		'expires',
		'date_created',
	],
};

/** The list's sort fields as the route names them. */
const ORDERBY: Record< string, string > = {
	code: 'code',
	amount: 'amount',
	date_created: 'date',
};

export default function CouponsList( {
	page,
	onEdit,
	onCreate,
}: {
	page: CouponsPageData;
	onEdit: ( coupon: Coupon ) => void;
	onCreate: () => void;
} ) {
	const [ view, setView ] = useState< View >( DEFAULT_VIEW );
	const query = useMemo(
		(): View => ( {
			...view,
			sort: view.sort && {
				...view.sort,
				field: ORDERBY[ view.sort.field ] ?? 'date',
			},
		} ),
		[ view ]
	);
	const list = useRestList< Coupon >( COUPONS_PATH, query );
	const { createSuccessNotice, createErrorNotice } =
		useDispatch( noticesStore );
	const types = discountTypes();
	const statuses = couponStatuses();

	const fields: Array< Field< Coupon > > = [
		{
			id: 'code',
			label: __( 'Code', 'rueda' ),
			enableHiding: false,
			render: ( { item } ) => (
				<Button variant="link" onClick={ () => onEdit( item ) }>
					{ item.code }
				</Button>
			),
		},
		{
			id: 'discount_type',
			label: __( 'Type', 'rueda' ),
			elements: types,
			filterBy: { operators: [ 'isAny' ] },
			enableSorting: false,
			render: ( { item } ) => describeDiscount( item, page.currency ),
		},
		{
			id: 'status',
			label: __( 'Status', 'rueda' ),
			elements: statuses,
			enableSorting: false,
			render: ( { item } ) => (
				<span className={ `rueda-coupons__status is-${ item.status }` }>
					{ statuses.find( ( { value } ) => value === item.status )
						?.label ?? item.status }
				</span>
			),
		},
		{
			id: 'amount',
			label: __( 'Amount', 'rueda' ),
			render: ( { item } ) =>
				formatAmount( item.discount_type, item.amount, page.currency ),
		},
		{
			id: 'usage_count',
			label: __( 'Uses', 'rueda' ),
			enableSorting: false,
			render: ( { item } ) =>
				item.usage_limit
					? `${ item.usage_count } / ${ item.usage_limit }`
					: String( item.usage_count ),
		},
		{
			id: 'expires',
			label: __( 'Expires', 'rueda' ),
			enableSorting: false,
			render: ( { item } ) => item.expires_display || '—',
		},
		{
			id: 'date_created',
			label: __( 'Created', 'rueda' ),
			render: ( { item } ) => item.date_display,
		},
	];

	const actions: Array< Action< Coupon > > = [
		{
			id: 'edit',
			label: __( 'Edit', 'rueda' ),
			isPrimary: true,
			icon: 'edit',
			callback: ( [ coupon ] ) => coupon && onEdit( coupon ),
		},
		{
			id: 'delete',
			label: __( 'Delete', 'rueda' ),
			icon: 'trash',
			supportsBulk: true,
			callback: async ( coupons ) => {
				const results = await Promise.allSettled(
					coupons.map( ( coupon ) =>
						apiFetch( {
							path: `${ COUPONS_PATH }/${ coupon.id }`,
							method: 'DELETE',
						} )
					)
				);
				const deleted = results.filter(
					( result ) => result.status === 'fulfilled'
				).length;
				list.reload();
				if ( deleted === coupons.length ) {
					createSuccessNotice(
						sprintf(
							/* translators: %d: number of coupons. */
							_n(
								'%d coupon deleted.',
								'%d coupons deleted.',
								deleted,
								'rueda'
							),
							deleted
						),
						{ type: 'snackbar' }
					);
					return;
				}
				createErrorNotice(
					__( 'Some coupons could not be deleted.', 'rueda' ),
					{ type: 'snackbar' }
				);
			},
		},
	];

	return (
		<div className="rueda-coupons">
			<p>
				<Button variant="primary" onClick={ onCreate }>
					{ __( 'Add coupon', 'rueda' ) }
				</Button>
			</p>
			{ list.error && (
				<Notice status="error" isDismissible={ false }>
					{ list.error }
				</Notice>
			) }
			<DataViews< Coupon >
				data={ list.items }
				fields={ fields }
				view={ view }
				onChangeView={ setView }
				actions={ actions }
				isLoading={ list.isLoading }
				paginationInfo={ list.paginationInfo }
				getItemId={ ( coupon ) => String( coupon.id ) }
				defaultLayouts={ { table: {} } }
				searchLabel={ __( 'Search coupons by code', 'rueda' ) }
			/>
		</div>
	);
}
