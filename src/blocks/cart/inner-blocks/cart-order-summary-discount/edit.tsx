/**
 * Editor preview of rueda/cart-order-summary-discount: the sample cart has no
 * coupon, so a note says where the discount shows.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

import { PreviewNote } from '@rueda/blocks/shared/editor';

export default function Edit() {
	return (
		<div { ...useBlockProps() }>
			<PreviewNote>
				{ __(
					'The discount of an applied coupon shows here.',
					'rueda'
				) }
			</PreviewNote>
		</div>
	);
}
