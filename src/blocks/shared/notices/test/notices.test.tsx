/**
 * Shop notices: inline ones per area and snackbars that leave after 10 s;
 * the cart's and checkout's wait while an express payment method is active.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch, select } from '@wordpress/data';
import { noticesStore, paymentStore } from '@rueda/runtime';

import {
	isNoticeContextSuppressed,
	SnackbarList,
	StoreNotices,
	SNACKBAR_TIMEOUT,
} from '..';

const CONTEXT = 'rueda/test';

afterEach( () => {
	act( () => {
		for ( const notice of select( noticesStore ).getNotices( CONTEXT ) ) {
			dispatch( noticesStore ).removeNotice( notice.id, CONTEXT );
		}
	} );
	jest.useRealTimers();
} );

describe( 'StoreNotices', () => {
	it( 'shows the area’s inline notices, not its snackbars nor other areas’', async () => {
		render( <StoreNotices context={ CONTEXT } /> );
		act( () => {
			const { createErrorNotice } = dispatch( noticesStore );
			createErrorNotice( 'No queda stock.', {
				id: 'add-to-cart',
				context: CONTEXT,
			} );
			createErrorNotice( 'En otra zona.', { context: 'rueda/other' } );
			createErrorNotice( 'Flotante.', {
				type: 'snackbar',
				context: CONTEXT,
			} );
		} );

		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'No queda stock.'
		);
		expect( screen.queryByText( 'En otra zona.' ) ).not.toBeInTheDocument();
		expect( screen.queryByText( 'Flotante.' ) ).not.toBeInTheDocument();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Dismiss this notice' } )
		);
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );
} );

describe( 'SnackbarList', () => {
	// The list used to be role=status itself (axe: a list's role overridden);
	// the announcements now come from a polite region that wraps the list.
	it( 'removes a snackbar after 10 seconds', () => {
		jest.useFakeTimers();
		const { container } = render( <SnackbarList context={ CONTEXT } /> );
		const region = container.querySelector( '[aria-live="polite"]' );
		act( () => {
			dispatch( noticesStore ).createErrorNotice(
				'No se ha podido quitar el cupón.',
				{ type: 'snackbar', context: CONTEXT }
			);
		} );
		expect( region ).toHaveTextContent(
			'No se ha podido quitar el cupón.'
		);

		act( () => jest.advanceTimersByTime( SNACKBAR_TIMEOUT - 1 ) );
		expect( region ).toHaveTextContent( 'cupón' );
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( region ).toBeEmptyDOMElement();
	} );

	it( 'puts the notices in a list inside a polite live region, with no role=status', () => {
		const { container } = render( <SnackbarList context={ CONTEXT } /> );
		const region = container.firstElementChild as HTMLElement;

		expect( region.tagName ).toBe( 'DIV' );
		expect( region ).toHaveAttribute( 'aria-live', 'polite' );
		expect( region ).not.toHaveAttribute( 'role' );
		expect( region ).toBeEmptyDOMElement();

		act( () => {
			const { createErrorNotice } = dispatch( noticesStore );
			createErrorNotice( 'No se ha podido quitar el cupón.', {
				type: 'snackbar',
				context: CONTEXT,
			} );
			createErrorNotice( 'No se ha podido cambiar la cantidad.', {
				type: 'snackbar',
				context: CONTEXT,
			} );
		} );

		expect( container.firstElementChild ).toBe( region );
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
		const list = screen.getByRole( 'list' );
		expect( region ).toContainElement( list );
		expect( list ).not.toHaveAttribute( 'role' );
		expect( list ).not.toHaveAttribute( 'aria-live' );
		expect(
			screen
				.getAllByRole( 'listitem' )
				.map( ( item ) => item.textContent )
		).toEqual( [
			expect.stringContaining( 'No se ha podido quitar el cupón.' ),
			expect.stringContaining( 'No se ha podido cambiar la cantidad.' ),
		] );
	} );
} );

describe( 'while an express payment method is active', () => {
	const AREAS = [ 'rueda/cart', 'rueda/checkout', 'rueda/payment' ];

	afterEach( () => {
		act( () => {
			dispatch( paymentStore ).closeExpressPayment();
			for ( const context of [ ...AREAS, 'rueda/express-payment' ] ) {
				for ( const notice of select( noticesStore ).getNotices(
					context
				) ) {
					dispatch( noticesStore ).removeNotice( notice.id, context );
				}
			}
		} );
	} );

	describe( 'isNoticeContextSuppressed', () => {
		it.each( AREAS )( 'hides %s only while one is active', ( area ) => {
			expect( isNoticeContextSuppressed( area, true ) ).toBe( true );
			expect( isNoticeContextSuppressed( area, false ) ).toBe( false );
		} );

		it.each( [
			'rueda/express-payment',
			'rueda/product',
			'rueda/cart-cross-sells',
		] )( 'never hides %s', ( area ) => {
			expect( isNoticeContextSuppressed( area, true ) ).toBe( false );
		} );
	} );

	it.each( AREAS )(
		'StoreNotices shows nothing of %s until it closes',
		( area ) => {
			render( <StoreNotices context={ area } /> );
			act( () => {
				dispatch( noticesStore ).createErrorNotice(
					'El pedido no se ha podido completar.',
					{ context: area }
				);
				dispatch( paymentStore ).startExpressPayment(
					'rueda_sandbox_express'
				);
			} );
			expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();

			act( () => {
				dispatch( paymentStore ).closeExpressPayment();
			} );
			expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
				'El pedido no se ha podido completar.'
			);
		}
	);

	it( 'StoreNotices keeps the express area’s own notices', () => {
		render( <StoreNotices context="rueda/express-payment" /> );
		act( () => {
			dispatch( paymentStore ).startExpressPayment(
				'rueda_sandbox_express'
			);
			dispatch( noticesStore ).createErrorNotice(
				'La cartera ha rechazado el pago.',
				{ context: 'rueda/express-payment' }
			);
		} );

		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'La cartera ha rechazado el pago.'
		);
	} );

	it( 'SnackbarList holds the cart’s snackbars back until it closes, keeping its live region', () => {
		const { container } = render( <SnackbarList context="rueda/cart" /> );
		act( () => {
			dispatch( paymentStore ).startExpressPayment(
				'rueda_sandbox_express'
			);
			dispatch( noticesStore ).createErrorNotice(
				'No se ha podido quitar el cupón.',
				{ type: 'snackbar', context: 'rueda/cart' }
			);
		} );
		const region = container.querySelector( '[aria-live="polite"]' );
		expect( region ).toBeEmptyDOMElement();

		act( () => {
			dispatch( paymentStore ).closeExpressPayment();
		} );
		expect( region ).toHaveTextContent(
			'No se ha podido quitar el cupón.'
		);
	} );
} );
