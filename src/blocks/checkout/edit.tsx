/**
 * Editor UI of rueda/checkout: the form column and the totals column as inner
 * blocks, starting from the default layout. The columns sit in a wrapper of
 * their own so the block can size them by its width (a container query).
 */
import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';

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
			<div { ...innerBlocksProps } />
		</div>
	);
}
