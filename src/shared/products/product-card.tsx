/**
 * A product in a listing (the product grid, the cart's cross-sells): image,
 * name, price, stock and the add-to-cart button, busy while adding. A tyre
 * also shows its brand and model, size with load and speed indexes, XL and
 * run-flat badges, season, the EU label beside the price, the price of a set
 * of four and the ecovalor the cart adds per tyre. What a listing adds under
 * the price (Tienda: the fitted price) comes as children, so the cart's
 * suggestions do not load it.
 */
import { useId } from '@wordpress/element';
import { decodeEntities } from '@wordpress/html-entities';
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import type { CrossSellProduct, ProductResponse, TyreSummary } from '../api';
import { classNames } from '../cart/class-names';
import { FormattedPrice, UnitPrice } from '../cart/price';
import { addAmounts } from '../money';
import { THUMBNAIL_SIZE } from './image-size';
import { EcovalorCardNote } from '../tyres/ecovalor-note';
import { EuLabel } from '../tyres/eu-label';
import { SeasonIcon } from '../tyres/season-icon';
import { getTyreIndexesText, getTyreSizeText } from '../tyres/tyre-text';

export type CardProduct = CrossSellProduct &
	Partial<
		Pick< ProductResponse, 'stock_availability' | 'has_options' | 'tyre' >
	>;

/** Tyres are fitted in pairs or sets: the card also prices a set of four. */
const SET_SIZE = 4;

/**
 * The name of a tyre: its brand above its model, while assistive technology
 * reads the product's whole name (with the size), so every link is distinct.
 *
 * @param props      Props.
 * @param props.tyre The tyre.
 * @param props.name The product's name.
 */
function TyreName( { tyre, name }: { tyre: TyreSummary; name: string } ) {
	return (
		<>
			<span aria-hidden="true">
				<span className="rueda-product-card__brand">
					{ decodeEntities( tyre.brand ) }
				</span>{ ' ' }
				<span className="rueda-product-card__model">
					{ decodeEntities( tyre.model ) }
				</span>
			</span>
			<span className="rueda-visually-hidden">{ name }</span>
		</>
	);
}

function TyreSpecs( { tyre }: { tyre: TyreSummary } ) {
	const indexes = getTyreIndexesText( tyre );
	return (
		<p className="rueda-product-card__tyre">
			<span
				className="rueda-product-card__size"
				title={ indexes || undefined }
			>
				{ getTyreSizeText( tyre ) }
			</span>
			{ tyre.xl && (
				<span className="rueda-tyre-badge">
					{ __( 'XL', 'rueda' ) }
					<span className="rueda-visually-hidden">
						{ ' ' }
						{ __( '(reinforced)', 'rueda' ) }
					</span>
				</span>
			) }
			{ tyre.runflat && (
				<span className="rueda-tyre-badge">
					{ __( 'Run Flat', 'rueda' ) }
				</span>
			) }
			<SeasonIcon slug={ tyre.season.slug } />
		</p>
	);
}

export type ProductCardProps = {
	product: CardProduct;
	isAdding: boolean;
	onAddToCart: () => void;
	/** Under the price and label, e.g. the fitted price (ProductFittedPrice). */
	children?: ReactNode;
};

export default function ProductCard( {
	product,
	isAdding,
	onAddToCart,
	children,
}: ProductCardProps ) {
	const image = product.images[ 0 ];
	const name = decodeEntities( product.name );
	const canBuy = product.is_purchasable && product.is_in_stock;
	const stock = product.stock_availability;
	const onSale =
		addAmounts( product.prices.price ) <
		addAmounts( product.prices.regular_price );
	const tyre = product.tyre ?? null;
	// Brand above model when both are known; the product's name otherwise.
	const hasBrandAndModel = !! ( tyre?.brand && tyre.model );
	const labelId = `rueda-eu-label-${ product.id }-${ useId().replace(
		/:/g,
		''
	) }`;

	return (
		<li className={ classNames( 'rueda-product-card', tyre && 'is-tyre' ) }>
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
						width={ THUMBNAIL_SIZE }
						height={ THUMBNAIL_SIZE }
						loading="lazy"
						decoding="async"
					/>
				) : (
					<span className="rueda-product-card__no-image" />
				) }
			</a>
			<h3 className="rueda-product-card__name">
				<a href={ product.permalink }>
					{ tyre && hasBrandAndModel ? (
						<TyreName tyre={ tyre } name={ name } />
					) : (
						name
					) }
				</a>
			</h3>
			{ tyre && <TyreSpecs tyre={ tyre } /> }
			<div className="rueda-product-card__buy-info">
				<div className="rueda-product-card__price">
					<UnitPrice prices={ product.prices } onSale={ onSale } />
					{ tyre && (
						<span className="rueda-product-card__set-price">
							<span aria-hidden="true">
								{ sprintf(
									/* translators: %d: number of tyres in a set (4). */
									__( 'x%d:', 'rueda' ),
									SET_SIZE
								) }{ ' ' }
							</span>
							<span className="rueda-visually-hidden">
								{ sprintf(
									/* translators: %d: number of tyres in a set (4). */
									__( 'Price of %d tyres:', 'rueda' ),
									SET_SIZE
								) }{ ' ' }
							</span>
							<FormattedPrice
								amount={
									addAmounts( product.prices.price ) *
									SET_SIZE
								}
								format={ product.prices }
							/>
						</span>
					) }
					<EcovalorCardNote tyre={ tyre } format={ product.prices } />
				</div>
				{ tyre?.eu_label && (
					<EuLabel
						label={ tyre.eu_label }
						productName={ name }
						id={ labelId }
					/>
				) }
			</div>
			{ children }
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
