/**
 * One cart line: image, name, unit price, details, badges, quantity, remove
 * link and line total. Rows waiting for the server look disabled.
 */
import { useId } from '@wordpress/element';
import { decodeEntities } from '@wordpress/html-entities';
import { __ } from '@wordpress/i18n';

import type { CartItem } from '../api';
import { THUMBNAIL_SIZE } from '../products/image-size';
import { QuantitySelector } from '../quantity-selector';
import { classNames } from './class-names';
import { getLineSubtotal, isOnSale } from './display';
import { EuLabel } from '../tyres/eu-label';
import VehicleFitWarning from '../tyres/vehicle-fit-warning';
import ItemData, { withoutEuLabelRows } from './item-data';
import { FormattedPrice, UnitPrice } from './price';
import StockBadges from './stock-badges';
import { getProductSummary } from './summary';

export type LineItemRowProps = {
	item: CartItem;
	isPendingQuantity?: boolean;
	isPendingDelete?: boolean;
	displayPricesIncludingTax: boolean;
	onChangeQuantity: ( quantity: number ) => void;
	onRemove: () => void;
};

export default function LineItemRow( {
	item,
	isPendingQuantity = false,
	isPendingDelete = false,
	displayPricesIncludingTax,
	onChangeQuantity,
	onRemove,
}: LineItemRowProps ) {
	const name = decodeEntities( item.name );
	const image = item.images[ 0 ];
	const isPending = isPendingQuantity || isPendingDelete;
	const summary = getProductSummary(
		item.short_description,
		item.description
	);
	const euLabel = item.tyre?.eu_label ?? null;
	// Unique even when the drawer and the cart page show the same line.
	const labelId = `rueda-eu-label-${ item.key }-${ useId().replace(
		/:/g,
		''
	) }`;

	return (
		<tr
			className={ classNames(
				'rueda-cart-line',
				isPending && 'is-pending'
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
					<UnitPrice
						prices={ item.prices }
						onSale={ isOnSale( item ) }
					/>
				</div>
				{ summary && (
					<div
						className="rueda-cart-line__summary"
						// Allowed tags only, cut to 15 words: see summary.ts.
						dangerouslySetInnerHTML={ { __html: summary } }
					/>
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
					<button
						type="button"
						className="rueda-link-button rueda-cart-line__remove"
						disabled={ isPendingDelete }
						onClick={ onRemove }
					>
						{ __( 'Remove item', 'rueda' ) }
					</button>
				</div>
			</td>
			<td className="rueda-cart-line__total">
				<FormattedPrice
					amount={ getLineSubtotal(
						item,
						displayPricesIncludingTax
					) }
					format={ item.totals }
				/>
			</td>
		</tr>
	);
}
