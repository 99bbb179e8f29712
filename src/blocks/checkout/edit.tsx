/**
 * Editor UI of rueda/checkout: the form column and the totals column as inner
 * blocks, starting from the default layout (wide, so the two columns fit),
 * with a warning when the cart is on the same page. The columns sit in a wrapper of
 * their own so the block can size them by its width (a container query).
 */
import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

import { SamePageWarning } from '@rueda/blocks/shared/editor';

import { CHECKOUT_TEMPLATE } from './template';

export default function Edit() {
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'rueda-checkout__editor-columns' },
		{
			template: CHECKOUT_TEMPLATE,
			templateLock: false,
			allowedBlocks: [ 'rueda/checkout-fields', 'rueda/checkout-totals' ],
		}
	);
	return (
		<div { ...useBlockProps() }>
			<SamePageWarning
				otherBlock="rueda/cart"
				message={ __(
					'The cart block is on this page too. Put the cart and the checkout on pages of their own: the cart’s button leads shoppers to the checkout page.',
					'rueda'
				) }
			/>
			<div { ...innerBlocksProps } />
		</div>
	);
}
