/**
 * A product's unit price as the product page shows it: a variable product's
 * range (until a variation is chosen), or the price, with the regular one
 * struck through on sale.
 */
import type { ProductResponse } from '@rueda/shared/api';
import { FormattedPrice, UnitPrice } from '@rueda/shared/cart/price';
import { addAmounts } from '@rueda/shared/money';

export function isOnSale(
	product: Pick< ProductResponse, 'prices' >
): boolean {
	return (
		addAmounts( product.prices.price ) <
		addAmounts( product.prices.regular_price )
	);
}

export default function ProductPrice( {
	product,
}: {
	product: Pick< ProductResponse, 'prices' | 'type' >;
} ) {
	const { prices } = product;
	const range = product.type === 'variable' ? prices.price_range : null;
	if ( range && range.min_amount !== range.max_amount ) {
		return (
			<>
				<FormattedPrice amount={ range.min_amount } format={ prices } />
				{ ' – ' }
				<FormattedPrice amount={ range.max_amount } format={ prices } />
			</>
		);
	}
	return <UnitPrice prices={ prices } onSale={ isOnSale( product ) } />;
}
