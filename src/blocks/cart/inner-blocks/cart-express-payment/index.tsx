/**
 * Registers rueda/cart-express-payment: an inner block area where payment
 * extensions put their express buttons, above the "Or" divider.
 */
import { __ } from '@wordpress/i18n';

import {
	createContainerEdit,
	registerBlock,
} from '@rueda/blocks/shared/editor';
import metadata from './block.json';
import { ExpressPaymentDivider } from './block';

registerBlock(
	metadata,
	createContainerEdit( [], {
		before: (
			<p className="rueda-express-payment__placeholder">
				{ __(
					'Express payment buttons appear here when a payment method offers them.',
					'rueda'
				) }
			</p>
		),
		after: <ExpressPaymentDivider />,
	} ),
	{ hasInnerBlocks: true }
);
