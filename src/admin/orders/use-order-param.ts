/**
 * The order open on the screen, kept in the address (`&order=ID`) so it can be
 * linked, reloaded and left with the browser's back button.
 */
import { useCallback, useEffect, useState } from '@wordpress/element';

function currentOrder(): number {
	const id = Number(
		new URLSearchParams( window.location.search ).get( 'order' )
	);
	return Number.isInteger( id ) && id > 0 ? id : 0;
}

export function useOrderParam(): [ number, ( id: number ) => void ] {
	const [ orderId, setOrderId ] = useState( currentOrder );

	useEffect( () => {
		const follow = () => setOrderId( currentOrder() );
		window.addEventListener( 'popstate', follow );
		return () => window.removeEventListener( 'popstate', follow );
	}, [] );

	const open = useCallback( ( id: number ) => {
		const url = new URL( window.location.href );
		if ( id ) {
			url.searchParams.set( 'order', String( id ) );
		} else {
			url.searchParams.delete( 'order' );
		}
		window.history.pushState( {}, '', url );
		setOrderId( id );
	}, [] );

	return [ orderId, open ];
}
