/**
 * The products screen (wp-admin → Rueda → Products): the list, or the form of
 * the product being created (`&product=new`) or edited (`&product=ID`), each
 * with its own address. Notices show as snackbars.
 */
import ListOrForm from '../shared/list-or-form';
import Snackbars from '../shared/snackbars';
import { useRecordScreen } from '../shared/use-record-param';
import ProductForm from './product-form';
import ProductList from './product-list';
import { PRODUCTS_PATH, type Product, type ProductsPageData } from './types';

export default function ProductsScreen( { page }: { page: ProductsPageData } ) {
	const screen = useRecordScreen< Product >( 'product', PRODUCTS_PATH );

	return (
		<div className="rueda-products">
			<ListOrForm
				screen={ screen }
				list={
					<ProductList
						page={ page }
						onEdit={ screen.show }
						onCreate={ () => screen.open( 'new' ) }
					/>
				}
				form={ ( product ) => (
					<ProductForm
						key={ product?.id ?? 'new' }
						product={ product }
						page={ page }
						onSaved={ screen.show }
						onCancel={ () => screen.open( null ) }
					/>
				) }
			/>
			<Snackbars />
		</div>
	);
}
