/**
 * The products screen (wp-admin → Rueda → Products): the list, or the form of
 * the product being created or edited. Notices show as snackbars.
 */
import { SnackbarList } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { store as noticesStore } from '@wordpress/notices';

import ProductForm from './product-form';
import ProductList from './product-list';
import type { Product, ProductsPageData } from './types';

type Editing = { product: Product | null } | null;

export default function ProductsScreen( { page }: { page: ProductsPageData } ) {
	const [ editing, setEditing ] = useState< Editing >( null );
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
			{ editing ? (
				<ProductForm
					key={ editing.product?.id ?? 'new' }
					product={ editing.product }
					page={ page }
					onSaved={ ( product ) => setEditing( { product } ) }
					onCancel={ () => setEditing( null ) }
				/>
			) : (
				<ProductList
					page={ page }
					onEdit={ ( product ) => setEditing( { product } ) }
					onCreate={ () => setEditing( { product: null } ) }
				/>
			) }
			<SnackbarList
				notices={ snackbars }
				onRemove={ ( id: string ) => removeNotice( id ) }
			/>
		</div>
	);
}
