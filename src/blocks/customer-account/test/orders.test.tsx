/**
 * Pedidos: the list, one order in full, and "Order again".
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { SETTINGS } from '@rueda/shared/address/test/fixtures';
import Dashboard from '../dashboard';
import {
	answer,
	orderDetail,
	orderSummary,
	ordersResponse,
	refusal,
} from './helpers';

jest.mock( '@wordpress/api-fetch' );

function renderDashboard( onCartChanged = jest.fn() ) {
	const user = userEvent.setup();
	render(
		<Dashboard
			cartUrl="/carrito/"
			getAddressSettings={ () => SETTINGS }
			onCartChanged={ onCartChanged }
		/>
	);
	return { user, onCartChanged };
}

async function goTo( hash: string ) {
	await act( async () => {
		window.location.hash = hash;
		window.dispatchEvent( new HashChangeEvent( 'hashchange' ) );
	} );
}

describe( 'Orders', () => {
	beforeEach( () => {
		window.location.hash = '';
	} );

	it( 'lists the orders with number, date, status and total, then opens one', async () => {
		answer( {
			'GET /rueda/v1/account/orders': () =>
				ordersResponse( [
					orderSummary(),
					orderSummary( {
						id: 17,
						number: '1017',
						total: '4500',
						items_count: 1,
						status_label: 'Procesando',
					} ),
				] ),
			'GET /rueda/v1/account/orders/42': () => orderDetail(),
		} );
		renderDashboard();

		const link = await screen.findByRole( 'link', {
			name: 'Order #1042',
		} );
		const card = link.closest( 'li' )!;
		expect( within( card ).getByText( 'Completado' ) ).toBeVisible();
		expect( within( card ).getByText( /389,90 €/ ) ).toBeVisible();
		expect( within( card ).getByText( /2026/ ) ).toBeVisible();
		expect( link ).toHaveAttribute( 'href', '#orders/42' );

		await goTo( '#orders/42' );

		expect(
			await screen.findByRole( 'heading', { name: 'Order #1042' } )
		).toBeVisible();
		expect(
			screen.getByRole( 'rowheader', {
				name: 'Michelin Primacy 4 205/55 R16 91V',
			} )
		).toBeVisible();
		expect( screen.getByText( 'Tarjeta (pruebas)' ) ).toBeVisible();
		expect(
			screen.getByRole( 'heading', { name: 'Pickup' } )
		).toBeVisible();
		expect(
			screen.getByRole( 'heading', { name: 'Orders', level: 2 } )
		).toHaveFocus();
	} );

	it( 'says so when there are no orders', async () => {
		answer( {
			'GET /rueda/v1/account/orders': () => ordersResponse( [] ),
		} );
		renderDashboard();
		expect(
			await screen.findByText( 'You have not placed any orders yet.' )
		).toBeVisible();
	} );

	it( 'orders again, says what was added and skipped, and offers the cart', async () => {
		window.location.hash = '#orders/42';
		const mock = answer( {
			'GET /rueda/v1/account/orders/42': () => orderDetail(),
			'POST /rueda/v1/account/orders/42/reorder': () => ( {
				added: [ { id: 7, name: 'Michelin', quantity: 4 } ],
				skipped: [
					{ id: 9, name: 'Equilibrado', reason: 'Ya no se vende.' },
				],
				items_count: 4,
			} ),
		} );
		const { user, onCartChanged } = renderDashboard();

		await user.click(
			await screen.findByRole( 'button', { name: 'Order again' } )
		);

		expect(
			( await screen.findAllByText( '4 products added to your cart.' ) )
				.length
		).toBeGreaterThan( 0 );
		expect(
			screen.getByText( 'Equilibrado: Ya no se vende.' )
		).toBeVisible();
		expect(
			screen.getByRole( 'link', { name: 'View cart' } )
		).toHaveAttribute( 'href', '/carrito/' );
		expect(
			document.querySelector( '[aria-live="polite"]' )
		).toHaveTextContent( '4 products added to your cart.' );
		expect( onCartChanged ).toHaveBeenCalledTimes( 1 );
		expect( mock ).toHaveBeenCalledWith(
			expect.objectContaining( {
				path: '/rueda/v1/account/orders/42/reorder',
				method: 'POST',
			} )
		);
	} );

	it( 'shows the refusal of "Order again" and leaves the cart alone', async () => {
		window.location.hash = '#orders/42';
		answer( {
			'GET /rueda/v1/account/orders/42': () => orderDetail(),
			'POST /rueda/v1/account/orders/42/reorder': () => {
				throw refusal(
					'rueda_order_not_found',
					'Pedido no encontrado.',
					404
				);
			},
		} );
		const { user, onCartChanged } = renderDashboard();
		await user.click(
			await screen.findByRole( 'button', { name: 'Order again' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Pedido no encontrado.'
		);
		expect( onCartChanged ).not.toHaveBeenCalled();
	} );

	it( 'offers to try again when the list fails to load', async () => {
		let calls = 0;
		answer( {
			'GET /rueda/v1/account/orders': () => {
				calls++;
				if ( calls === 1 ) {
					throw refusal( 'fetch_error', 'Sin conexión.', 0 );
				}
				return ordersResponse( [ orderSummary() ] );
			},
		} );
		const { user } = renderDashboard();
		await user.click(
			await screen.findByRole( 'button', { name: 'Try again' } )
		);
		expect(
			await screen.findByRole( 'link', { name: 'Order #1042' } )
		).toBeVisible();
	} );
} );
