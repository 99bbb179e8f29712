/**
 * rueda/customer-account on the live site. The server HTML stays where it
 * works alone (the sign-in form, the greeting and the sign-out link); the
 * dashboard, the sign-up form and the order lookup are mounted into their
 * places. rueda/v1 gets its own small api-fetch set-up from the wrapper's
 * data; "Order again" refreshes the page's cart store, so a mini cart follows.
 */
import { dispatch } from '@wordpress/data';
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';
import { cartStore, startShop } from '@rueda/runtime';
import type { ReactNode } from 'react';

import { parseAddressSettings } from '@rueda/shared/address/settings';
import { getAddressSettings } from '@rueda/blocks/shared/address/settings';
import { configureAccountApi } from './api';
import { AnnouncerProvider } from './components/announcer';
import Dashboard from './dashboard';
import OrderLookup from './order-lookup';
import RegisterForm from './register-form';

export const BLOCK_NAME = 'rueda/customer-account';

function readAddressSettings() {
	try {
		return getAddressSettings();
	} catch {
		// The page lacks the shop settings: empty lists, the forms still render.
		return parseAddressSettings( undefined );
	}
}

function refreshCart() {
	// A failed refresh is recorded in the cart store's errors.
	dispatch( cartStore )
		.fetchCart()
		.catch( () => undefined );
}

function mountInto(
	wrapper: HTMLElement,
	place: string,
	render: () => ReactNode
) {
	const element = wrapper.querySelector< HTMLElement >(
		`[data-rueda-account="${ place }"]`
	);
	if ( element ) {
		createRoot( element ).render( render() );
	}
}

domReady( () => {
	const wrappers = document.querySelectorAll< HTMLElement >(
		`[data-block-name="${ BLOCK_NAME }"]`
	);
	if ( wrappers.length === 0 ) {
		return;
	}
	// The Store API set-up and the cart store, shared with the other blocks.
	startShop();
	wrappers.forEach( ( wrapper ) => {
		const { restRoot, restNonce, cartUrl = '' } = wrapper.dataset;
		if ( ! restRoot || ! restNonce ) {
			return;
		}
		configureAccountApi( { root: restRoot, nonce: restNonce } );
		mountInto( wrapper, 'dashboard', () => (
			<Dashboard
				cartUrl={ cartUrl }
				getAddressSettings={ readAddressSettings }
				onCartChanged={ refreshCart }
			/>
		) );
		mountInto( wrapper, 'register', () => (
			<AnnouncerProvider>
				<RegisterForm />
			</AnnouncerProvider>
		) );
		mountInto( wrapper, 'order-lookup', () => (
			<AnnouncerProvider>
				<OrderLookup
					countries={ readAddressSettings().countries }
					states={ readAddressSettings().states }
				/>
			</AnnouncerProvider>
		) );
	} );
} );
