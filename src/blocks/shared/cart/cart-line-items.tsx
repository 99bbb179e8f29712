/**
 * The cart's lines from the rueda/cart store, shared by the cart block and
 * the drawer, each fitted tyre's services grouped beneath it. Failed quantity
 * changes and removals show the server's reason above the table; so do
 * problems the cart reports (stock changed...).
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useMemo, useState } from '@wordpress/element';
import { cartStore, getShopSettings } from '@rueda/runtime';

import type { CartItem } from '@rueda/shared/api';
import { isAbortError } from '@rueda/shared/api/errors';
import { groupFittedLines } from '@rueda/shared/fitting/line-fitting';
import { getErrorMessage } from '@rueda/shared/cart/error-message';
import LineItemRow from './line-item-row';
import LineItemsTable from '@rueda/shared/cart/line-items-table';
import Notice from '@rueda/shared/cart/notice';
import { getShippingErrors } from '@rueda/shared/cart/shipping';

function ConnectedRow( {
	item,
	fittedTo,
	onError,
}: {
	item: CartItem;
	fittedTo: CartItem | null;
	onError: ( reason: unknown ) => void;
} ) {
	// A fitted service waits with its tyre (it has no quantity or removal of its own).
	const key = fittedTo?.key ?? item.key;
	const { cart, isPendingQuantity, isPendingDelete } = useSelect(
		( select ) => ( {
			cart: select( cartStore ).getCartData(),
			isPendingQuantity: select( cartStore ).isItemPendingQuantity( key ),
			isPendingDelete: select( cartStore ).isItemPendingDelete( key ),
		} ),
		[ key ]
	);
	const { changeItemQuantity, removeItem } = useDispatch( cartStore );
	return (
		<LineItemRow
			item={ item }
			cart={ cart }
			isPendingQuantity={ isPendingQuantity }
			isPendingDelete={ isPendingDelete }
			displayPricesIncludingTax={
				getShopSettings().taxes.displayCartPricesIncludingTax
			}
			onChangeQuantity={ ( quantity ) =>
				changeItemQuantity( item.key, quantity ).catch( onError )
			}
			onRemove={ () => removeItem( item.key ).catch( onError ) }
			fittedTo={ fittedTo }
		/>
	);
}

export default function CartLineItems( {
	compact = false,
}: {
	compact?: boolean;
} ) {
	const { items, cartErrors } = useSelect(
		( select ) => ( {
			items: select( cartStore ).getItems(),
			cartErrors: select( cartStore ).getCartData()?.errors,
		} ),
		[]
	);
	const grouped = useMemo( () => groupFittedLines( items ), [ items ] );
	const tyres = useMemo(
		() =>
			new Map(
				grouped.map( ( line ) => [ line.item.key, line.fittedTo ] )
			),
		[ grouped ]
	);
	const [ error, setError ] = useState( '' );
	const onError = ( reason: unknown ) => {
		// A newer change replaced this one: not a failure.
		if ( ! isAbortError( reason ) ) {
			setError( getErrorMessage( reason ) );
		}
	};
	const shippingErrors = getShippingErrors( cartErrors ?? [] );
	const itemErrors = ( cartErrors ?? [] ).filter(
		( cartError ) => ! shippingErrors.includes( cartError )
	);

	return (
		<>
			{ error && (
				<Notice status="error" onDismiss={ () => setError( '' ) }>
					{ error }
				</Notice>
			) }
			{ itemErrors.map( ( itemError ) => (
				<Notice
					key={ itemError.code + itemError.message }
					status="warning"
				>
					{ itemError.message }
				</Notice>
			) ) }
			<LineItemsTable
				items={ grouped.map( ( line ) => line.item ) }
				compact={ compact }
				renderRow={ ( item ) => (
					<ConnectedRow
						key={ item.key }
						item={ item }
						fittedTo={ tyres.get( item.key ) ?? null }
						onError={ onError }
					/>
				) }
			/>
		</>
	);
}
