/**
 * rueda/checkout-billing-address on the live site: shown when billing differs
 * from shipping, when the order is picked up or when nothing ships.
 */
import { useSelect } from '@wordpress/data';
import { cartStore, checkoutStore, type InnerBlockProps } from '@rueda/runtime';

import { AddressForm, useCheckoutAddress } from '@rueda/blocks/shared/address';
import {
	getBillingFieldOverrides,
	showsBillingAddress,
} from '../../address-steps';
import BillingAddress from './block';

export default function BillingAddressBlock( { className }: InnerBlockProps ) {
	const { billingAddress, setBillingAddress, useShippingAsBilling } =
		useCheckoutAddress();
	const { needsShipping, prefersCollection } = useSelect(
		( select ) => ( {
			needsShipping: select( cartStore ).getNeedsShipping(),
			prefersCollection: select( checkoutStore ).getPrefersCollection(),
		} ),
		[]
	);
	if (
		! showsBillingAddress( {
			needsShipping,
			prefersCollection,
			useShippingAsBilling,
		} )
	) {
		return null;
	}
	return (
		<div className={ className }>
			<BillingAddress
				form={
					<AddressForm
						id="billing"
						type="billing"
						address={ billingAddress }
						onChange={ setBillingAddress }
						fields={ getBillingFieldOverrides( {
							needsShipping,
							prefersCollection,
						} ) }
					/>
				}
			/>
		</div>
	);
}
