/**
 * Editor preview of rueda/cart-order-summary-fees: the sample cart has no
 * fee, so a note says where fees show.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

import { PreviewNote } from '@rueda/blocks/shared/editor';

export default function Edit() {
	return (
		<div { ...useBlockProps() }>
			<PreviewNote>
				{ __( 'Fees added to the cart show here.', 'rueda' ) }
			</PreviewNote>
		</div>
	);
}
