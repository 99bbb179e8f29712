/**
 * Editor preview of rueda/checkout-express-payment. On the live site it shows
 * only when an express payment method is available.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

import { Preview } from '@rueda/blocks/shared/editor';
import ExpressCheckout from './block';

export default function Edit() {
	return (
		<div { ...useBlockProps() }>
			<Preview>
				<ExpressCheckout isLoading={ false } placeholders={ 0 }>
					<p className="rueda-express-payment__placeholder">
						{ __(
							'Express payment buttons appear here when a payment method offers them.',
							'rueda'
						) }
					</p>
				</ExpressCheckout>
			</Preview>
		</div>
	);
}
