/**
 * rueda/checkout-shipping-address on the live site: shown when the order
 * ships and is not picked up.
 */
import { useInstanceId } from '@wordpress/compose';
import { useSelect } from '@wordpress/data';
import { cartStore, checkoutStore, type InnerBlockProps } from '@rueda/runtime';

import { AddressForm, useCheckoutAddress } from '@rueda/blocks/shared/address';
import { showsShippingAddress } from '../../address-steps';
import ShippingAddress from './block';

export default function ShippingAddressBlock( { className }: InnerBlockProps ) {
	const instanceId = useInstanceId( ShippingAddressBlock );
	const {
		shippingAddress,
		setShippingAddress,
		useShippingAsBilling,
		setUseShippingAsBilling,
	} = useCheckoutAddress();
	const { needsShipping, prefersCollection } = useSelect(
		( select ) => ( {
			needsShipping: select( cartStore ).getNeedsShipping(),
			prefersCollection: select( checkoutStore ).getPrefersCollection(),
		} ),
		[]
	);
	if (
		! showsShippingAddress( {
			needsShipping,
			prefersCollection,
			useShippingAsBilling,
		} )
	) {
		return null;
	}
	return (
		<div className={ className }>
			<ShippingAddress
				form={
					<AddressForm
						id="shipping"
						type="shipping"
						address={ shippingAddress }
						onChange={ setShippingAddress }
					/>
				}
				useShippingAsBilling={ useShippingAsBilling }
				onChangeUseShippingAsBilling={ setUseShippingAsBilling }
				instanceId={ String( instanceId ) }
			/>
		</div>
	);
}
