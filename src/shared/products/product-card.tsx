/**
 * A product in a listing (the product grid, the cart's cross-sells): image,
 * name, price, stock and the add-to-cart button, busy while adding.
 */
import { decodeEntities } from '@wordpress/html-entities';
import { __ } from '@wordpress/i18n';

import type { CrossSellProduct, ProductResponse } from '../api';
import { classNames } from '../cart/class-names';
import { UnitPrice } from '../cart/price';
import { addAmounts } from '../money';

export type CardProduct = CrossSellProduct &
	Partial< Pick< ProductResponse, 'stock_availability' | 'has_options' > >;

export type ProductCardProps = {
	product: CardProduct;
	isAdding: boolean;
	onAddToCart: () => void;
};

export default function ProductCard( {
	product,
	isAdding,
	onAddToCart,
}: ProductCardProps ) {
	const image = product.images[ 0 ];
	const name = decodeEntities( product.name );
	const canBuy = product.is_purchasable && product.is_in_stock;
	const stock = product.stock_availability;
	const onSale =
		addAmounts( product.prices.price ) <
		addAmounts( product.prices.regular_price );

	return (
		<li className="rueda-product-card">
			<a
				className="rueda-product-card__image"
				href={ product.permalink }
				tabIndex={ -1 }
				aria-hidden="true"
			>
				{ image ? (
					<img
						src={ image.thumbnail || image.src }
						alt={ decodeEntities( image.alt ) }
						loading="lazy"
					/>
				) : (
					<span className="rueda-product-card__no-image" />
				) }
			</a>
			<h3 className="rueda-product-card__name">
				<a href={ product.permalink }>{ name }</a>
			</h3>
			<div className="rueda-product-card__price">
				<UnitPrice prices={ product.prices } onSale={ onSale } />
			</div>
			{ stock?.text && (
				<p
					className={ classNames(
						'rueda-product-card__stock',
						stock.class && `is-${ stock.class }`
					) }
				>
					{ decodeEntities( stock.text ) }
				</p>
			) }
			{ product.has_options ? (
				// Products with options are chosen on their own page.
				<a
					className="rueda-button rueda-product-card__add"
					href={ product.add_to_cart.url || product.permalink }
				>
					{ product.add_to_cart.text }
				</a>
			) : (
				<button
					type="button"
					className={ classNames(
						'rueda-button rueda-product-card__add',
						isAdding && 'is-busy'
					) }
					aria-label={
						product.add_to_cart.description
							? decodeEntities( product.add_to_cart.description )
							: undefined
					}
					aria-busy={ isAdding }
					disabled={ ! canBuy || isAdding }
					onClick={ onAddToCart }
				>
					{ isAdding && (
						<span className="rueda-spinner" aria-hidden="true" />
					) }
					{ product.add_to_cart.text || __( 'Add to cart', 'rueda' ) }
				</button>
			) }
		</li>
	);
}
