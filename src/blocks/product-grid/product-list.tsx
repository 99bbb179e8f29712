/**
 * The grid of product cards.
 */
import type { CardProduct } from '../../shared/products/product-card';
import ProductCard from '../../shared/products/product-card';

export default function ProductList( {
	products,
	columns,
	isAdding,
	onAddToCart,
}: {
	products: readonly CardProduct[];
	columns: number;
	isAdding: ( id: number ) => boolean;
	onAddToCart: ( product: CardProduct ) => void;
} ) {
	return (
		<ul className={ `rueda-product-list has-${ columns }-columns` }>
			{ products.map( ( product ) => (
				<ProductCard
					key={ product.id }
					product={ product }
					isAdding={ isAdding( product.id ) }
					onAddToCart={ () => onAddToCart( product ) }
				/>
			) ) }
		</ul>
	);
}
