/**
 * Editor preview of rueda/checkout-shipping-method. On the live site it shows
 * when the order ships and pickup is offered.
 */
import { useBlockProps } from '@wordpress/block-editor';

import { Preview } from '../../../../shared/editor';
import ShippingMethodToggle from './block';

const noop = () => undefined;

export default function Edit() {
	return (
		<div { ...useBlockProps() }>
			<Preview>
				<ShippingMethodToggle
					prefersCollection={ false }
					onChange={ noop }
					disabled={ false }
					instanceId="editor"
				/>
			</Preview>
		</div>
	);
}
