/**
 * The cross-sells list, shared by the editor preview and the live site.
 */
import { __ } from '@wordpress/i18n';

import type { CSSProperties, ReactNode } from 'react';

import ProductCard, {
	type CardProduct,
} from '@rueda/shared/products/product-card';

/** The heading when the shop owner has not set one. */
export function getDefaultHeading(): string {
	return __( 'You may also need…', 'rueda' );
}

export type CrossSellsProps = {
	/** The heading, or a node that edits it (the editor). */
	heading: ReactNode;
	/** Columns of cards on wide screens (phones show one per row). */
	columns: number;
	products: readonly CardProduct[];
	isAdding: ( id: number ) => boolean;
	onAddToCart: ( product: CardProduct ) => void;
	/** Notices about these products, e.g. a failed addition. */
	notices?: ReactNode;
	/** Wraps the list (the editor shows it disabled). */
	wrapList?: ( list: ReactNode ) => ReactNode;
};

const asIs = ( list: ReactNode ) => list;

export default function CrossSells( {
	heading,
	columns,
	products,
	isAdding,
	onAddToCart,
	notices,
	wrapList = asIs,
}: CrossSellsProps ) {
	return (
		<>
			{ typeof heading === 'string' ? (
				<h2 className="rueda-cross-sells__title">{ heading }</h2>
			) : (
				heading
			) }
			{ notices }
			{ wrapList(
				<ul
					className="rueda-product-list rueda-cross-sells__list"
					style={
						{
							'--rueda-cross-sells-columns': columns,
						} as CSSProperties
					}
				>
					{ products.map( ( product ) => (
						<ProductCard
							key={ product.id }
							product={ product }
							isAdding={ isAdding( product.id ) }
							onAddToCart={ () => onAddToCart( product ) }
						/>
					) ) }
				</ul>
			) }
		</>
	);
}
