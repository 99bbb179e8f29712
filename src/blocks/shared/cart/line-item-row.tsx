/**
 * One cart line: image, name, unit price, details, badges, quantity, remove
 * link and line total. Rows waiting for the server look disabled. Its name,
 * class, prices' formats and remove link pass through the checkout filters
 * (context 'cart'). A service fitted to a tyre sits beneath it, indented,
 * "Included with the fitting", without quantity or remove link of its own.
 */
import { createInterpolateElement, useId } from '@wordpress/element';
import { decodeEntities } from '@wordpress/html-entities';
import { __ } from '@wordpress/i18n';

import type { CartItem, CartResponse } from '@rueda/shared/api';
import { addAmounts } from '@rueda/shared/money';
import { THUMBNAIL_SIZE } from '@rueda/shared/products/image-size';
import { QuantitySelector } from '@rueda/shared/quantity-selector';
import { classNames } from '@rueda/shared/cart/class-names';
import { getLineSubtotal, isOnSale } from '@rueda/shared/cart/display';
import { EuLabel } from '@rueda/shared/tyres/eu-label';
import VehicleFitWarning from '@rueda/shared/tyres/vehicle-fit-warning';
import FittingBadge from '@rueda/shared/fitting/fitting-badge';
import { isFittedTyre } from '@rueda/shared/fitting/line-fitting';
import ItemData, { withoutEuLabelRows } from '@rueda/shared/cart/item-data';
import { FormattedPrice, UnitPrice } from '@rueda/shared/cart/price';
import { InFormat } from '@rueda/shared/cart/price-format';
import { useItemFilters } from './use-item-filters';
import StockBadges from '@rueda/shared/cart/stock-badges';
import { getProductSummary } from '@rueda/shared/cart/summary';

export type LineItemRowProps = {
	item: CartItem;
	/** The cart the line is in, for the checkout filters' arguments. */
	cart?: CartResponse | null;
	isPendingQuantity?: boolean;
	isPendingDelete?: boolean;
	displayPricesIncludingTax: boolean;
	onChangeQuantity: ( quantity: number ) => void;
	onRemove: () => void;
	/** The tyre line a fitted service goes with (shown beneath it). */
	fittedTo?: CartItem | null;
};

/**
 * What the regular price would have cost more for the line's quantity.
 *
 * @param item Cart line.
 */
function getLineSavings( item: CartItem ): number {
	return (
		( addAmounts( item.prices.regular_price ) -
			addAmounts( item.prices.price ) ) *
		item.quantity
	);
}

export default function LineItemRow( {
	item,
	cart = null,
	isPendingQuantity = false,
	isPendingDelete = false,
	displayPricesIncludingTax,
	onChangeQuantity,
	onRemove,
	fittedTo = null,
}: LineItemRowProps ) {
	const filtered = useItemFilters( item, cart, 'cart' );
	const { name } = filtered;
	const onSale = isOnSale( item );
	const image = item.images[ 0 ];
	const isPending = isPendingQuantity || isPendingDelete;
	const summary = getProductSummary(
		item.short_description,
		item.description
	);
	const euLabel = item.tyre?.eu_label ?? null;
	const isFitted = isFittedTyre( item );
	// Unique even when the drawer and the cart page show the same line.
	const labelId = `rueda-eu-label-${ item.key }-${ useId().replace(
		/:/g,
		''
	) }`;

	return (
		<tr
			className={ classNames(
				'rueda-cart-line',
				isPending && 'is-pending',
				fittedTo && 'is-fitting-service',
				isFitted && 'is-fitted',
				filtered.className
			) }
			aria-busy={ isPending }
		>
			<td className="rueda-cart-line__image">
				<a href={ item.permalink } tabIndex={ -1 } aria-hidden="true">
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
						<span className="rueda-cart-line__no-image" />
					) }
				</a>
			</td>
			<td className="rueda-cart-line__details">
				<a className="rueda-cart-line__name" href={ item.permalink }>
					{ name }
				</a>
				<div className="rueda-cart-line__price">
					<InFormat
						format={ filtered.priceFormat }
						price={
							<UnitPrice
								prices={ item.prices }
								onSale={ onSale }
							/>
						}
					/>
					{ onSale && (
						<span className="rueda-badge rueda-cart-line__sale-badge">
							{ createInterpolateElement(
								/* translators: <price/>: what the shopper saves on the line, e.g. 20,00 €. */
								__( 'Save <price/>', 'rueda' ),
								{
									price: (
										<InFormat
											format={ filtered.saleBadgeFormat }
											price={
												<FormattedPrice
													amount={ getLineSavings(
														item
													) }
													format={ item.prices }
												/>
											}
										/>
									),
								}
							) }
						</span>
					) }
				</div>
				{ summary && (
					<div
						className="rueda-cart-line__summary"
						// Allowed tags only, cut to 15 words: see summary.ts.
						dangerouslySetInnerHTML={ { __html: summary } }
					/>
				) }
				{ ( fittedTo || isFitted ) && (
					<FittingBadge isTyre={ isFitted } />
				) }
				<StockBadges item={ item } />
				<VehicleFitWarning tyre={ item.tyre } />
				{ euLabel && (
					<div className="rueda-cart-line__eu-label">
						<EuLabel
							label={ euLabel }
							productName={ name }
							id={ labelId }
						/>
					</div>
				) }
				<ItemData
					data={
						euLabel
							? withoutEuLabelRows( item.item_data )
							: item.item_data
					}
				/>
				<div className="rueda-cart-line__quantity">
					<QuantitySelector
						quantity={ item.quantity }
						limits={ item.quantity_limits }
						itemName={ name }
						disabled={ isPendingDelete }
						onChange={ onChangeQuantity }
					/>
					{ filtered.showRemoveLink && ! fittedTo && (
						<button
							type="button"
							className="rueda-link-button rueda-cart-line__remove"
							disabled={ isPendingDelete }
							onClick={ onRemove }
						>
							{ __( 'Remove item', 'rueda' ) }
						</button>
					) }
				</div>
			</td>
			<td className="rueda-cart-line__total">
				<InFormat
					format={ filtered.subtotalFormat }
					price={
						<FormattedPrice
							amount={ getLineSubtotal(
								item,
								displayPricesIncludingTax
							) }
							format={ item.totals }
						/>
					}
				/>
			</td>
		</tr>
	);
}
