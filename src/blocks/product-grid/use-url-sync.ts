/**
 * Keeps the listing and the page's URL together: the URL's filters, sort,
 * search and page are the grid's first state; each change the shopper makes
 * (here or in another block driving the store) becomes a history entry, so a
 * result can be shared; back and forward restore the state of their entry.
 */
import { useDispatch, useRegistry } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { productsStore } from '@rueda/runtime';

import {
	EMPTY_URL_STATE,
	isSameUrlState,
	isSearchChange,
	readUrlState,
	toUrlState,
	writeUrlState,
	type UrlState,
} from './url-state';

// Failures are in the store; the grid shows them.
const ignore = () => undefined;

function urlWith( search: string ): string {
	return `${ window.location.pathname }${ search }${ window.location.hash }`;
}

/**
 * @param settings          The grid's own settings, which the URL does not carry.
 * @param settings.perPage  Page size.
 * @param settings.category Category slug, '' for all.
 * @return The size the URL named but is no size (the grid says it ignored
 *         it), and a way to dismiss that note.
 */
export function useUrlSync( {
	perPage,
	category,
}: {
	perPage: number;
	category: string;
} ): { invalidSize: string | null; dismissInvalidSize: () => void } {
	const registry = useRegistry();
	const { applyFilters } = useDispatch( productsStore );
	const [ invalidSize, setInvalidSize ] = useState< string | null >( null );

	useEffect( () => {
		// The state the current history entry's URL says.
		let written: UrlState = EMPTY_URL_STATE;
		const applyUrl = () => {
			const { state, invalidSize: invalid } = readUrlState(
				window.location.search
			);
			// Before the store changes: its subscriber must see this entry's state.
			written = state;
			setInvalidSize( invalid );
			// The first time, answered by the listing the server preloaded.
			applyFilters( { ...state, category, perPage } ).catch( ignore );
		};

		applyUrl();
		// The URL as the grid writes it: invalid values gone, sizes as 205-55-r16.
		const canonical = writeUrlState( written, window.location.search );
		if ( canonical !== window.location.search ) {
			window.history.replaceState(
				window.history.state,
				'',
				urlWith( canonical )
			);
		}

		// A search being typed replaces its own entry instead of adding one per pause.
		let isTyping = false;
		const unsubscribe = registry.subscribe( () => {
			const next = toUrlState(
				registry.select( productsStore ).getFilters()
			);
			if ( isSameUrlState( next, written ) ) {
				return;
			}
			const isSearch = isSearchChange( written, next );
			const url = urlWith(
				writeUrlState( next, window.location.search )
			);
			if ( isSearch && isTyping ) {
				window.history.replaceState( window.history.state, '', url );
			} else {
				window.history.pushState( null, '', url );
			}
			isTyping = isSearch;
			written = next;
		}, productsStore );

		const onPopState = () => {
			isTyping = false;
			applyUrl();
		};
		window.addEventListener( 'popstate', onPopState );
		return () => {
			unsubscribe();
			window.removeEventListener( 'popstate', onPopState );
		};
	}, [ registry, applyFilters, category, perPage ] );

	return { invalidSize, dismissInvalidSize: () => setInvalidSize( null ) };
}
