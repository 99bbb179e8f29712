/**
 * The product list: photo, name, SKU, brand, size, season, price, stock and
 * status, with search, filters, sorting and pages done by the server; actions
 * to duplicate, quick edit, bulk edit (price, stock, sale), publish, draft and
 * trash; and the CSV export of what the list shows.
 */
import apiFetch from '@wordpress/api-fetch';
import { Button } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { DataViews } from '@wordpress/dataviews/wp';
import type { Action, Field, View } from '@wordpress/dataviews/wp';
import { decodeEntities } from '@wordpress/html-entities';
import { useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';
import { addQueryArgs } from '@wordpress/url';

import { formatAmount } from '../shared/money';
import { queryArgsOf, useRestList } from '../shared/use-rest-list';
import { BulkEditModal, QuickEditModal } from './list-modals';
import { buildTyreSize } from './tyre-name';
import { PRODUCTS_PATH, type Product, type ProductsPageData } from './types';

const DEFAULT_VIEW: View = {
	type: 'table',
	page: 1,
	perPage: 20,
	search: '',
	sort: { field: 'date', direction: 'desc' },
	filters: [],
	titleField: 'title',
	mediaField: 'image',
	fields: [ 'sku', 'brand', 'size', 'season', 'price', 'stock', 'status' ],
};

type Props = {
	page: ProductsPageData;
	onEdit: ( product: Product ) => void;
	onCreate: () => void;
};

function useFields( page: ProductsPageData ): Field< Product >[] {
	return useMemo( () => {
		const amountFormat = {
			minorUnit: page.currency.currency_minor_unit,
			decimalSeparator: page.currency.currency_decimal_separator,
		};
		const statuses = [
			{ value: 'publish', label: __( 'Published', 'rueda' ) },
			{ value: 'draft', label: __( 'Draft', 'rueda' ) },
			{ value: 'pending', label: __( 'Pending review', 'rueda' ) },
			{ value: 'private', label: __( 'Private', 'rueda' ) },
			{ value: 'trash', label: __( 'Trash', 'rueda' ) },
		];
		const stockStatuses = [
			{ value: 'instock', label: __( 'In stock', 'rueda' ) },
			{ value: 'outofstock', label: __( 'Out of stock', 'rueda' ) },
			{ value: 'onbackorder', label: __( 'On backorder', 'rueda' ) },
		];
		return [
			{
				id: 'image',
				label: __( 'Image', 'rueda' ),
				render: ( { item } ) =>
					item.images[ 0 ] ? (
						<img
							className="rueda-products__thumbnail"
							src={ item.images[ 0 ].thumbnail }
							alt=""
						/>
					) : (
						<span className="rueda-products__thumbnail" />
					),
				enableSorting: false,
				enableHiding: false,
			},
			{
				id: 'title',
				label: __( 'Name', 'rueda' ),
				getValue: ( { item } ) => decodeEntities( item.name ),
				enableHiding: false,
			},
			{ id: 'sku', label: __( 'SKU', 'rueda' ) },
			{
				id: 'brand',
				label: __( 'Brand', 'rueda' ),
				getValue: ( { item } ) => item.brand ?? '',
				elements: page.brands.map( ( brand ) => ( {
					value: brand,
					label: brand,
				} ) ),
				filterBy: { operators: [ 'isAny' ] },
				enableSorting: false,
			},
			{
				id: 'size',
				label: __( 'Size', 'rueda' ),
				getValue: ( { item } ) =>
					buildTyreSize( { ...item, load_index: null } ),
				elements: page.sizes.map( ( size ) => ( {
					value: size,
					label: size,
				} ) ),
				filterBy: { operators: [ 'isAny' ] },
				enableSorting: false,
			},
			{
				id: 'season',
				label: __( 'Season', 'rueda' ),
				getValue: ( { item } ) => item.season ?? '',
				elements: Object.entries( page.seasons ).map(
					( [ value, label ] ) => ( { value, label } )
				),
				filterBy: { operators: [ 'isAny' ] },
				enableSorting: false,
			},
			{
				id: 'kind',
				label: __( 'Type', 'rueda' ),
				elements: [
					{ value: 'tyre', label: __( 'Tyre', 'rueda' ) },
					{ value: 'service', label: __( 'Service', 'rueda' ) },
				],
				filterBy: { operators: [ 'is' ] },
				enableSorting: false,
			},
			{
				id: 'price',
				label: __( 'Price', 'rueda' ),
				render: ( { item } ) =>
					`${ formatAmount( item.price, amountFormat ) } ${
						page.currency.currency_symbol
					}`,
			},
			{
				id: 'stock',
				label: __( 'Stock', 'rueda' ),
				render: ( { item } ) => {
					const status =
						stockStatuses.find(
							( { value } ) => value === item.stock_status
						)?.label ?? item.stock_status;
					return item.manage_stock
						? sprintf(
								/* translators: 1: units in stock, 2: stock status. */
								__( '%1$d (%2$s)', 'rueda' ),
								item.stock_quantity ?? 0,
								status
							)
						: status;
				},
			},
			{
				id: 'stock_status',
				label: __( 'Stock status', 'rueda' ),
				elements: stockStatuses,
				filterBy: { operators: [ 'isAny' ] },
				enableSorting: false,
			},
			{
				id: 'status',
				label: __( 'Status', 'rueda' ),
				elements: statuses,
				filterBy: { operators: [ 'isAny' ] },
				enableSorting: false,
			},
			{
				id: 'category',
				label: __( 'Category', 'rueda' ),
				getValue: ( { item } ) => item.categories,
				elements: page.categories.map( ( category ) => ( {
					value: category.id,
					label: category.name,
				} ) ),
				filterBy: { operators: [ 'isAny' ] },
				enableSorting: false,
			},
			{
				id: 'date',
				label: __( 'Date', 'rueda' ),
				type: 'datetime',
			},
		];
	}, [ page ] );
}

/**
 * Downloads the CSV of the products a view shows (every page of them).
 *
 * @param view The list's view.
 */
async function downloadCsv( view: View ) {
	const { page: _page, per_page: _perPage, ...filters } = queryArgsOf( view );
	const response = await apiFetch< Response, false >( {
		path: addQueryArgs( `${ PRODUCTS_PATH }/export`, filters ),
		parse: false,
	} );
	const name =
		/filename="([^"]+)"/.exec(
			response.headers.get( 'Content-Disposition' ) ?? ''
		)?.[ 1 ] ?? 'catalogo.csv';
	const link = document.createElement( 'a' );
	link.href = URL.createObjectURL( await response.blob() );
	link.download = name;
	document.body.append( link );
	link.click();
	link.remove();
	URL.revokeObjectURL( link.href );
}

export default function ProductList( { page, onEdit, onCreate }: Props ) {
	const [ view, setView ] = useState< View >( DEFAULT_VIEW );
	const list = useRestList< Product >( PRODUCTS_PATH, view );
	const fields = useFields( page );
	const [ isExporting, setIsExporting ] = useState( false );
	const { createSuccessNotice, createErrorNotice } =
		useDispatch( noticesStore );
	const format = useMemo(
		() => ( {
			minorUnit: page.currency.currency_minor_unit,
			decimalSeparator: page.currency.currency_decimal_separator,
		} ),
		[ page ]
	);

	const exportCsv = async () => {
		setIsExporting( true );
		try {
			await downloadCsv( view );
		} catch ( failure ) {
			createErrorNotice(
				( failure as { message?: string } ).message ??
					__( 'The file could not be made.', 'rueda' ),
				{ type: 'snackbar' }
			);
		} finally {
			setIsExporting( false );
		}
	};

	const actions: Action< Product >[] = useMemo( () => {
		const bulk = ( id: string, label: string, done: string ) => ( {
			id,
			label,
			supportsBulk: true,
			callback: async ( items: Product[] ) => {
				try {
					await apiFetch( {
						path: `${ PRODUCTS_PATH }/bulk`,
						method: 'POST',
						data: {
							action: id,
							ids: items.map( ( item ) => item.id ),
						},
					} );
					createSuccessNotice( done, { type: 'snackbar' } );
				} catch ( failure ) {
					createErrorNotice(
						( failure as { message?: string } ).message ?? '',
						{ type: 'snackbar' }
					);
				}
				list.reload();
			},
		} );
		return [
			{
				id: 'edit',
				label: __( 'Edit', 'rueda' ),
				isPrimary: true,
				callback: ( [ item ]: Product[] ) => item && onEdit( item ),
			},
			{
				id: 'duplicate',
				label: __( 'Duplicate', 'rueda' ),
				isEligible: ( item: Product ) => item.type === 'simple',
				callback: async ( [ item ]: Product[] ) => {
					if ( ! item ) {
						return;
					}
					try {
						await apiFetch( {
							path: `${ PRODUCTS_PATH }/${ item.id }/duplicate`,
							method: 'POST',
						} );
						createSuccessNotice(
							__(
								'Copy saved as a draft, without stock.',
								'rueda'
							),
							{ type: 'snackbar' }
						);
					} catch ( failure ) {
						createErrorNotice(
							( failure as { message?: string } ).message ?? '',
							{ type: 'snackbar' }
						);
					}
					list.reload();
				},
			},
			{
				id: 'quick-edit',
				label: __( 'Quick edit', 'rueda' ),
				modalHeader: __( 'Quick edit', 'rueda' ),
				isEligible: ( item: Product ) => item.type === 'simple',
				RenderModal: ( { items, closeModal } ) => (
					<QuickEditModal
						items={ items }
						format={ format }
						onDone={ list.reload }
						closeModal={ closeModal }
					/>
				),
			},
			{
				id: 'bulk-edit',
				label: __( 'Edit price, stock or sale', 'rueda' ),
				modalHeader: __( 'Edit price, stock or sale', 'rueda' ),
				supportsBulk: true,
				isEligible: ( item: Product ) => item.type === 'simple',
				RenderModal: ( { items, closeModal } ) => (
					<BulkEditModal
						items={ items }
						format={ format }
						onDone={ list.reload }
						closeModal={ closeModal }
					/>
				),
			},
			bulk(
				'publish',
				__( 'Publish', 'rueda' ),
				__( 'Products published.', 'rueda' )
			),
			bulk(
				'draft',
				__( 'Move to draft', 'rueda' ),
				__( 'Products moved to draft.', 'rueda' )
			),
			bulk(
				'trash',
				__( 'Move to trash', 'rueda' ),
				__( 'Products moved to the trash.', 'rueda' )
			),
		];
	}, [ list, onEdit, format, createSuccessNotice, createErrorNotice ] );

	return (
		<div className="rueda-products__list">
			<p className="rueda-products__toolbar">
				<Button
					variant="primary"
					onClick={ onCreate }
					__next40pxDefaultSize
				>
					{ __( 'Add product', 'rueda' ) }
				</Button>
				<Button
					variant="secondary"
					onClick={ exportCsv }
					isBusy={ isExporting }
					disabled={ isExporting }
					__next40pxDefaultSize
				>
					{ __( 'Export CSV', 'rueda' ) }
				</Button>
			</p>
			{ list.error && <p role="alert">{ list.error }</p> }
			<DataViews
				data={ list.items }
				fields={ fields }
				view={ view }
				onChangeView={ setView }
				actions={ actions }
				isLoading={ list.isLoading }
				paginationInfo={ list.paginationInfo }
				getItemId={ ( item ) => String( item.id ) }
				onClickItem={ onEdit }
				isItemClickable={ () => true }
				defaultLayouts={ { table: {} } }
				searchLabel={ __( 'Search by name or SKU', 'rueda' ) }
			/>
		</div>
	);
}
