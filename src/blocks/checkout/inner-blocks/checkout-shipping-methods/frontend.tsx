/**
 * rueda/checkout-shipping-methods on the live site: the rates of each package
 * when the order ships (pickup is chosen with the delivery step).
 */
import { useInstanceId } from '@wordpress/compose';
import { useDispatch, useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import {
	cartStore,
	checkoutStore,
	getShopSettings,
	type InnerBlockProps,
} from '@rueda/runtime';

import { getRatePackageId } from '@rueda/shared/cart/shipping';
import { withoutPickupRates } from '../../delivery';
import ShippingMethods from './block';

// Failures are in the cart store (shipping events, errors) and its notices.
const ignore = () => undefined;

export default function ShippingMethodsBlock( { className }: InnerBlockProps ) {
	const instanceId = useInstanceId( ShippingMethodsBlock );
	const { cart, prefersCollection, isSelecting } = useSelect(
		( select ) => ( {
			cart: select( cartStore ).getCartData(),
			prefersCollection: select( checkoutStore ).getPrefersCollection(),
			isSelecting: select( cartStore ).isShippingRateBeingSelected(),
		} ),
		[]
	);
	const { selectShippingRate } = useDispatch( cartStore );
	const rates = cart?.shipping_rates;
	// A stable list while the cart's rates do not change.
	const packages = useMemo(
		() => withoutPickupRates( rates ?? [] ),
		[ rates ]
	);
	if ( ! cart?.needs_shipping || prefersCollection ) {
		return null;
	}
	return (
		<div className={ className }>
			<ShippingMethods
				packages={ packages }
				hasCalculatedShipping={ cart.has_calculated_shipping }
				displayPricesIncludingTax={
					getShopSettings().taxes.displayCartPricesIncludingTax
				}
				isSelecting={ isSelecting }
				onSelect={ ( rate, shippingPackage ) =>
					selectShippingRate(
						rate.rate_id,
						getRatePackageId( rate, shippingPackage )
					).catch( ignore )
				}
				instanceId={ String( instanceId ) }
			/>
		</div>
	);
}
