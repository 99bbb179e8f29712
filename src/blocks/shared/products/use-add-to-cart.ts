/**
 * Adding products to the cart from a listing or a product page: which
 * products are being added (their buttons show progress) and the last
 * failure, as the one add-to-cart notice of the notice area (spec section 8).
 */
import { useDispatch } from '@wordpress/data';
import { useCallback, useState } from '@wordpress/element';
import { decodeEntities } from '@wordpress/html-entities';
import { cartStore, noticesStore } from '@rueda/runtime';

import type { ProductResponse, VariationAttribute } from '@rueda/shared/api';
import { getErrorMessage } from '@rueda/shared/cart/error-message';
import { ADD_TO_CART_NOTICE_ID } from '../notices';

export type AddToCartOptions = {
	/** Units to add; the product's minimum by default. */
	quantity?: number;
	/** The chosen variation of a variable product, and its attributes. */
	variation?: { id: number; attributes: VariationAttribute[] };
	/** Fitted at the workshop, in the band the page showed. */
	fitting?: { band: string };
};

/**
 * @param noticeContext The notice area that shows failures.
 */
export function useAddToCart( noticeContext: string ) {
	const { addItem } = useDispatch( cartStore );
	const { createErrorNotice, removeNotice } = useDispatch( noticesStore );
	const [ adding, setAdding ] = useState< readonly number[] >( [] );

	/**
	 * Adds the product; the promise says whether it was added (a failure is
	 * shown as the notice).
	 */
	const add = useCallback(
		(
			product: Pick< ProductResponse, 'id' | 'add_to_cart' >,
			{ quantity, variation, fitting }: AddToCartOptions = {}
		): Promise< boolean > => {
			removeNotice( ADD_TO_CART_NOTICE_ID, noticeContext );
			setAdding( ( ids ) => [ ...ids, product.id ] );
			return addItem(
				variation?.id ?? product.id,
				quantity ?? Math.max( 1, product.add_to_cart.minimum ),
				variation?.attributes,
				fitting
					? { rueda: { fitted: true, band: fitting.band } }
					: undefined
			)
				.then(
					() => true,
					( reason: unknown ) => {
						createErrorNotice(
							decodeEntities( getErrorMessage( reason ) ),
							{
								id: ADD_TO_CART_NOTICE_ID,
								context: noticeContext,
							}
						);
						return false;
					}
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
