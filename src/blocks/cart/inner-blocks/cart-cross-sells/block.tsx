/**
 * The cross-sells list, shared by the editor preview and the live site.
 */
import { __ } from '@wordpress/i18n';

import type { ReactNode } from 'react';

import ProductCard, {
	type CardProduct,
} from '../../../../shared/products/product-card';

export type CrossSellsProps = {
	products: readonly CardProduct[];
	isAdding: ( id: number ) => boolean;
	onAddToCart: ( product: CardProduct ) => void;
	/** Notices about these products, e.g. a failed addition. */
	notices?: ReactNode;
};

export default function CrossSells( {
	products,
	isAdding,
	onAddToCart,
	notices,
}: CrossSellsProps ) {
	return (
		<>
			<h2 className="rueda-cross-sells__title">
				{ __( 'You may also need…', 'rueda' ) }
			</h2>
			{ notices }
			<ul className="rueda-product-list">
				{ products.map( ( product ) => (
					<ProductCard
						key={ product.id }
						product={ product }
						isAdding={ isAdding( product.id ) }
						onAddToCart={ () => onAddToCart( product ) }
					/>
				) ) }
			</ul>
		</>
	);
}
