/**
 * Adding products to the cart from a listing: which products are being added
 * (their buttons show progress) and the last failure, as the one add-to-cart
 * notice (spec section 8).
 */
import { useDispatch } from '@wordpress/data';
import { useCallback, useState } from '@wordpress/element';
import { cartStore } from '@rueda/runtime';

import { getErrorMessage } from '../cart/error-message';
import type { CardProduct } from './product-card';

export function useAddToCart() {
	const { addItem } = useDispatch( cartStore );
	const [ adding, setAdding ] = useState< readonly number[] >( [] );
	const [ error, setError ] = useState( '' );

	const add = useCallback(
		( product: CardProduct ) => {
			setError( '' );
			setAdding( ( ids ) => [ ...ids, product.id ] );
			addItem( product.id, Math.max( 1, product.add_to_cart.minimum ) )
				.catch( ( reason: unknown ) =>
					setError( getErrorMessage( reason ) )
				)
				.finally( () =>
					setAdding( ( ids ) =>
						ids.filter( ( id ) => id !== product.id )
					)
				);
		},
		[ addItem ]
	);

	return {
		add,
		isAdding: ( id: number ) => adding.includes( id ),
		error,
		dismissError: () => setError( '' ),
	};
}
