/**
 * The products screen (wp-admin → Rueda → Products): the list, or the form of
 * the product being created (`&product=new`) or edited (`&product=ID`), each
 * with its own address. Notices show as snackbars.
 */
import { SnackbarList } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

import RecordLoading from '../shared/record-loading';
import { useRecordScreen } from '../shared/use-record-param';
import ProductForm from './product-form';
import ProductList from './product-list';
import { PRODUCTS_PATH, type Product, type ProductsPageData } from './types';

export default function ProductsScreen( { page }: { page: ProductsPageData } ) {
	const { param, record, error, open, show } = useRecordScreen< Product >(
		'product',
		PRODUCTS_PATH
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
		<div className="rueda-products">
			{ param === null && (
				<ProductList
					page={ page }
					onEdit={ show }
					onCreate={ () => open( 'new' ) }
				/>
			) }
			{ ( param === 'new' || record ) && (
				<ProductForm
					key={ record?.id ?? 'new' }
					product={ record }
					page={ page }
					onSaved={ show }
					onCancel={ () => open( null ) }
				/>
			) }
			{ typeof param === 'number' && ! record && (
				<RecordLoading error={ error } onBack={ () => open( null ) } />
			) }
			<SnackbarList
				notices={ snackbars }
				onRemove={ ( id: string ) => removeNotice( id ) }
			/>
		</div>
	);
}
