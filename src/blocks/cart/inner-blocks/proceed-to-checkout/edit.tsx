/**
 * Editor preview of rueda/proceed-to-checkout.
 */
import { useBlockProps } from '@wordpress/block-editor';

import { Preview } from '../../../../shared/editor';
import ProceedToCheckout from './block';

export default function Edit() {
	return (
		<div { ...useBlockProps() }>
			<Preview>
				<ProceedToCheckout href="#" />
			</Preview>
		</div>
	);
}
