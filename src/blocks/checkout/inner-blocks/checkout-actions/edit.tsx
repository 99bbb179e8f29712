/**
 * Editor preview of rueda/checkout-actions.
 */
import { useBlockProps } from '@wordpress/block-editor';

import { Preview } from '../../../../shared/editor';
import CheckoutActions from './block';

const noop = () => undefined;
const IDLE = { disabled: false, icon: 'none' } as const;

export default function Edit() {
	return (
		<div { ...useBlockProps() }>
			<Preview>
				<CheckoutActions
					buttonText=""
					state={ IDLE }
					onPlaceOrder={ noop }
					cartUrl="#"
				/>
			</Preview>
		</div>
	);
}
