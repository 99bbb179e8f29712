/**
 * rueda/cart-order-summary-shipping on the live site. The countries and
 * provinces of the calculator come from the server in data-countries and
 * data-states.
 */
import { useInstanceId } from '@wordpress/compose';
import { useDispatch, useSelect } from '@wordpress/data';
import {
	cartStore,
	getShopSettings,
	type InnerBlockProps,
} from '@rueda/runtime';

import { getRatePackageId } from '@rueda/shared/cart/shipping';
import ShippingTotals from '@rueda/shared/cart/shipping-totals';
import {
	isNestedStringRecord,
	isStringRecord,
	readJson,
} from '@rueda/blocks/shared/frontend/attributes';

const ignore = () => undefined;

export default function ShippingBlock( {
	className,
	attributes,
}: InnerBlockProps ) {
	const instanceId = useInstanceId( ShippingBlock );
	const { cart, isSelectingRate, isUpdatingAddress } = useSelect(
		( select ) => ( {
			cart: select( cartStore ).getCartData(),
			isSelectingRate: select( cartStore ).isShippingRateBeingSelected(),
			isUpdatingAddress: select( cartStore ).isCustomerDataUpdating(),
		} ),
		[]
	);
	const { selectShippingRate, updateCustomerData } = useDispatch( cartStore );
	if ( ! cart ) {
		return null;
	}
	return (
		<div className={ className }>
			<ShippingTotals
				cart={ cart }
				displayPricesIncludingTax={
					getShopSettings().taxes.displayCartPricesIncludingTax
				}
				countries={ readJson(
					attributes.countries,
					isStringRecord,
					{}
				) }
				states={ readJson(
					attributes.states,
					isNestedStringRecord,
					{}
				) }
				isSelectingRate={ isSelectingRate }
				isUpdatingAddress={ isUpdatingAddress }
				// Failures are in the store (shipping events, errors) and the cart's notices.
				onSelectRate={ ( rate, shippingPackage ) =>
					selectShippingRate(
						rate.rate_id,
						getRatePackageId( rate, shippingPackage )
					).catch( ignore )
				}
				onUpdateAddress={ ( address ) =>
					updateCustomerData( { shipping_address: address } )
				}
				instanceId={ String( instanceId ) }
			/>
		</div>
	);
}
