/**
 * Editor preview of rueda/checkout-order-note.
 */
import { useBlockProps } from '@wordpress/block-editor';

import { Preview } from '@rueda/blocks/shared/editor';
import OrderNote from './block';

const noop = () => undefined;

export default function Edit() {
	return (
		<div { ...useBlockProps() }>
			<Preview>
				<OrderNote
					isOpen={ false }
					note=""
					onToggle={ noop }
					onChange={ noop }
					instanceId="editor"
				/>
			</Preview>
		</div>
	);
}
