/**
 * Adding products to the cart from a listing: which products are being added
 * (their buttons show progress) and the last failure, as the one add-to-cart
 * notice of the listing's notice area (spec section 8).
 */
import { useDispatch } from '@wordpress/data';
import { useCallback, useState } from '@wordpress/element';
import { cartStore, noticesStore } from '@rueda/runtime';

import { getErrorMessage } from '../cart/error-message';
import { ADD_TO_CART_NOTICE_ID } from '../notices';
import type { CardProduct } from './product-card';

/**
 * @param noticeContext The notice area that shows failures.
 */
export function useAddToCart( noticeContext: string ) {
	const { addItem } = useDispatch( cartStore );
	const { createErrorNotice, removeNotice } = useDispatch( noticesStore );
	const [ adding, setAdding ] = useState< readonly number[] >( [] );

	const add = useCallback(
		( product: CardProduct ) => {
			removeNotice( ADD_TO_CART_NOTICE_ID, noticeContext );
			setAdding( ( ids ) => [ ...ids, product.id ] );
			addItem( product.id, Math.max( 1, product.add_to_cart.minimum ) )
				.catch( ( reason: unknown ) =>
					createErrorNotice( getErrorMessage( reason ), {
						id: ADD_TO_CART_NOTICE_ID,
						context: noticeContext,
					} )
				)
				.finally( () =>
					setAdding( ( ids ) =>
						ids.filter( ( id ) => id !== product.id )
					)
				);
		},
		[ addItem, createErrorNotice, removeNotice, noticeContext ]
	);

	return {
		add,
		isAdding: ( id: number ) => adding.includes( id ),
	};
}
