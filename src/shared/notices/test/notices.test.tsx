/**
 * Shop notices: inline ones per area and snackbars that leave after 10 s.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch, select } from '@wordpress/data';
import { noticesStore } from '@rueda/runtime';

import { SnackbarList, StoreNotices, SNACKBAR_TIMEOUT } from '..';

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
	it( 'removes a snackbar after 10 seconds', () => {
		jest.useFakeTimers();
		render( <SnackbarList context={ CONTEXT } /> );
		act( () => {
			dispatch( noticesStore ).createErrorNotice(
				'No se ha podido quitar el cupón.',
				{ type: 'snackbar', context: CONTEXT }
			);
		} );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'No se ha podido quitar el cupón.'
		);

		act( () => jest.advanceTimersByTime( SNACKBAR_TIMEOUT - 1 ) );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'cupón' );
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( screen.getByRole( 'status' ) ).toBeEmptyDOMElement();
	} );
} );
