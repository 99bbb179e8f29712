/**
 * Prices as shoppers read them, formatted with the currency of the response.
 */
import { __ } from '@wordpress/i18n';

import type { CartItemPrices } from '../api';
import { formatPrice, type PriceFormat } from '../money';
import { classNames } from './class-names';

export function FormattedPrice( {
	amount,
	format,
	className,
}: {
	amount: string | number | null;
	format: PriceFormat;
	className?: string;
} ) {
	return (
		<span className={ classNames( 'rueda-price', className ) }>
			{ formatPrice( amount, format ) }
		</span>
	);
}

/**
 * A unit price; on sale, the regular price struck through before it.
 *
 * @param props
 * @param props.prices Prices of the line or product.
 * @param props.onSale Whether the regular price is higher.
 */
export function UnitPrice( {
	prices,
	onSale,
}: {
	prices: Pick< CartItemPrices, 'price' | 'regular_price' > & PriceFormat;
	onSale: boolean;
} ) {
	if ( ! onSale ) {
		return <FormattedPrice amount={ prices.price } format={ prices } />;
	}
	return (
		<span className="rueda-unit-price is-on-sale">
			<span className="rueda-visually-hidden">
				{ __( 'Previous price:', 'rueda' ) }
			</span>
			<del>
				<FormattedPrice
					amount={ prices.regular_price }
					format={ prices }
				/>
			</del>{ ' ' }
			<span className="rueda-visually-hidden">
				{ __( 'Discounted price:', 'rueda' ) }
			</span>
			<ins>
				<FormattedPrice amount={ prices.price } format={ prices } />
			</ins>
		</span>
	);
}
