/**
 * A fresh registry with the appointments and checkout stores, api-fetch
 * against a mocked `window.fetch`, and wire-shaped days of slots.
 */
import { checkoutStore } from '@rueda/runtime';
import { createRegistry } from '@wordpress/data';

import { configureApiFetch } from '@rueda/shared/api';
import type { AppointmentDay } from '@rueda/shared/appointments/types';
import { store } from '..';

export function setUpAppointmentsStore() {
	const registry = createRegistry();
	registry.register( checkoutStore );
	registry.register( store );
	const api = configureApiFetch( {
		root: 'https://example.com/wp-json/',
		nonce: 'nonce-1',
	} );
	return {
		registry,
		api,
		select: () => registry.select( store ),
		dispatch: () => registry.dispatch( store ),
		extensions: () => registry.select( checkoutStore ).getExtensionData(),
	};
}

/**
 * A day with slots at the given times (30 minutes each, Madrid in winter).
 *
 * @param date  Y-m-d.
 * @param times H:i starts.
 */
export function day( date: string, times: string[] = [] ): AppointmentDay {
	return {
		date,
		slots: times.map( ( time ) => {
			const [ hours = 0, minutes = 0 ] = time.split( ':' ).map( Number );
			const end = hours * 60 + minutes + 30;
			const pad = ( value: number ) => String( value ).padStart( 2, '0' );
			return {
				start: `${ date }T${ time }:00+01:00`,
				end: `${ date }T${ pad( Math.floor( end / 60 ) ) }:${ pad(
					end % 60
				) }:00+01:00`,
				available_bays: 1,
			};
		} ),
	};
}

/**
 * The path and query of a request URL, without the REST root and `_locale`.
 *
 * @param url Request URL.
 */
export function requestOf( url: string ) {
	const parsed = new URL( url );
	parsed.searchParams.delete( '_locale' );
	return {
		route: parsed.pathname.replace( '/wp-json', '' ),
		query: Object.fromEntries( parsed.searchParams.entries() ),
	};
}
