/**
 * Editor preview of rueda/checkout-shipping-address.
 */
import { useBlockProps } from '@wordpress/block-editor';

import { Preview } from '../../../../shared/editor';
import { SampleAddressForm } from '../../components/sample-fields';
import ShippingAddress from './block';

const noop = () => undefined;

export default function Edit() {
	return (
		<div { ...useBlockProps() }>
			<Preview>
				<ShippingAddress
					form={ <SampleAddressForm /> }
					useShippingAsBilling
					onChangeUseShippingAsBilling={ noop }
					instanceId="editor"
				/>
			</Preview>
		</div>
	);
}
