/**
 * A tyre's price fitted at the workshop, under its price in a listing:
 * "Montado: 167,95 €/ud · 4 montados: 671,80 €". Written the same by the
 * server for the first page (Blocks/ProductCardMarkup::fitted_price()).
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import { FormattedPrice } from '../cart/price';
import type { PriceFormat } from '../money';
import { getProductFitting, type ProductFitting } from './product-fitting';
import PerTyre from './per-tyre';

/**
 * The fitted price of a listed product, or nothing when it cannot be fitted.
 *
 * @param props         Props.
 * @param props.product A Store API product of a listing.
 */
export function ProductFittedPrice( {
	product,
}: {
	product: Parameters< typeof getProductFitting >[ 0 ] & {
		prices: PriceFormat;
		tyre?: unknown;
	};
} ) {
	const fitting = product.tyre ? getProductFitting( product ) : null;
	return fitting ? (
		<FittedPrice fitting={ fitting } format={ product.prices } />
	) : null;
}

export default function FittedPrice( {
	fitting,
	format,
}: {
	fitting: ProductFitting;
	format: PriceFormat;
} ) {
	return (
		<p className="rueda-product-card__fitted">
			<span className="rueda-product-card__fitted-unit">
				{ __( 'Fitted:', 'rueda' ) }{ ' ' }
				<FormattedPrice
					amount={ fitting.price_per_tyre }
					format={ format }
				/>
				<PerTyre />
			</span>{ ' ' }
			<span className="rueda-product-card__fitted-set">
				{ sprintf(
					/* translators: %d: number of tyres in a set (4). */
					_n(
						'%d fitted:',
						'%d fitted:',
						fitting.set_quantity,
						'rueda'
					),
					fitting.set_quantity
				) }{ ' ' }
				<FormattedPrice
					amount={ fitting.price_for_set }
					format={ format }
				/>
			</span>
		</p>
	);
}
