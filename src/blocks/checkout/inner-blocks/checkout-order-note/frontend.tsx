/**
 * rueda/checkout-order-note on the live site. Unticking the box leaves the
 * order without a note but keeps the text, should the shopper tick it again.
 */
import { useInstanceId } from '@wordpress/compose';
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { checkoutStore, type InnerBlockProps } from '@rueda/runtime';

import OrderNote from './block';

export default function OrderNoteBlock( { className }: InnerBlockProps ) {
	const instanceId = useInstanceId( OrderNoteBlock );
	const notes = useSelect(
		( select ) => select( checkoutStore ).getOrderNotes(),
		[]
	);
	const { setOrderNotes } = useDispatch( checkoutStore );
	const [ isOpen, setOpen ] = useState( notes !== '' );
	const [ draft, setDraft ] = useState( notes );
	return (
		<div className={ className }>
			<OrderNote
				isOpen={ isOpen }
				note={ draft }
				onToggle={ ( open ) => {
					setOpen( open );
					setOrderNotes( open ? draft : '' );
				} }
				onChange={ ( note ) => {
					setDraft( note );
					setOrderNotes( note );
				} }
				instanceId={ String( instanceId ) }
			/>
		</div>
	);
}
