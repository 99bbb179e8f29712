/**
 * The grid of product cards, under a heading for assistive technology: the
 * cards' names are h3, so the outline never jumps from the page's title to
 * them.
 */
import { __ } from '@wordpress/i18n';

import type { CardProduct } from '@rueda/shared/products/product-card';
import { ProductFittedPrice } from '@rueda/shared/fitting/fitted-price';
import ProductCard from '@rueda/shared/products/product-card';

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
		<>
			<h2 className="rueda-visually-hidden">
				{ __( 'Products', 'rueda' ) }
			</h2>
			<ul className={ `rueda-product-list has-${ columns }-columns` }>
				{ products.map( ( product ) => (
					<ProductCard
						key={ product.id }
						product={ product }
						isAdding={ isAdding( product.id ) }
						onAddToCart={ () => onAddToCart( product ) }
					>
						<ProductFittedPrice product={ product } />
					</ProductCard>
				) ) }
			</ul>
		</>
	);
}

/**
 * The first page's cards as the server wrote them (the same markup), until
 * the listing is in the store: nothing moves when the live cards replace them.
 *
 * @param props         Props.
 * @param props.html    The list's server HTML, from the page itself.
 * @param props.columns Cards per row.
 */
export function ServerCards( {
	html,
	columns,
}: {
	html: string;
	columns: number;
} ) {
	return (
		<>
			<h2 className="rueda-visually-hidden">
				{ __( 'Products', 'rueda' ) }
			</h2>
			<ul
				className={ `rueda-product-list has-${ columns }-columns` }
				dangerouslySetInnerHTML={ { __html: html } }
			/>
		</>
	);
}

/**
 * Placeholder cards while the first products load.
 *
 * @param props         Props.
 * @param props.columns Cards per row; one row is shown.
 */
export function ProductListSkeleton( { columns }: { columns: number } ) {
	return (
		<ul
			className={ `rueda-product-list has-${ columns }-columns` }
			aria-hidden="true"
		>
			{ Array.from( { length: columns }, ( _, index ) => (
				<li key={ index } className="rueda-product-card">
					<div className="rueda-skeleton">
						<span className="rueda-skeleton__line" />
						<span className="rueda-skeleton__line" />
						<span className="rueda-skeleton__line" />
					</div>
				</li>
			) ) }
		</ul>
	);
}
