/**
 * Editor preview of rueda/checkout-billing-address. On the live site it shows
 * when billing differs from shipping, or nothing ships.
 */
import { useBlockProps } from '@wordpress/block-editor';

import { Preview } from '../../../../shared/editor';
import { SampleAddressForm } from '../../components/sample-fields';
import BillingAddress from './block';

export default function Edit() {
	return (
		<div { ...useBlockProps() }>
			<Preview>
				<BillingAddress form={ <SampleAddressForm /> } />
			</Preview>
		</div>
	);
}
