/**
 * The dashboard's sections, kept in the URL's fragment (#orders, #orders/12,
 * #addresses...) so the back button, reloads and shared links work.
 */
import { __ } from '@wordpress/i18n';

export const SECTIONS = [
	'orders',
	'addresses',
	'payment-methods',
	'account-details',
] as const;

export type Section = ( typeof SECTIONS )[ number ];

export type Route = { section: Section; orderId: number | null };

export const DEFAULT_ROUTE: Route = { section: 'orders', orderId: null };

/**
 * @param hash `location.hash`, with or without the '#'.
 * @return The route; the orders list for anything unknown.
 */
export function parseRoute( hash: string ): Route {
	const parts = hash.replace( /^#/, '' ).split( '/' );
	const section = SECTIONS.find( ( candidate ) => candidate === parts[ 0 ] );
	if ( ! section ) {
		return DEFAULT_ROUTE;
	}
	const id = parts[ 1 ];
	const orderId =
		section === 'orders' && id && /^[1-9]\d*$/.test( id )
			? Number( id )
			: null;
	return { section, orderId };
}

export function sectionHash( section: Section ): string {
	return `#${ section }`;
}

export function orderHash( id: number ): string {
	return `#orders/${ id }`;
}

export function sectionTitle( section: Section ): string {
	switch ( section ) {
		case 'orders':
			return __( 'Orders', 'rueda' );
		case 'addresses':
			return __( 'Addresses', 'rueda' );
		case 'payment-methods':
			return __( 'Payment methods', 'rueda' );
		case 'account-details':
			return __( 'Account details', 'rueda' );
	}
}
