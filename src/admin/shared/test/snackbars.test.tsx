/**
 * The screens' snackbars: the snackbar notices of core/notices, dismissable,
 * and useNotify, which creates them.
 */
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch, select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

import Snackbars, { useNotify } from '../snackbars';

// @wordpress/components does not load in this Jest setup (ESM dependencies): a
// stand-in SnackbarList with the same props keeps the test on the wiring.
jest.mock( '@wordpress/components', () => ( {
	SnackbarList: ( {
		notices,
		onRemove,
	}: {
		notices: { id: string; content: string }[];
		onRemove: ( id: string ) => void;
	} ) => (
		<ul>
			{ notices.map( ( notice ) => (
				<li key={ notice.id }>
					<button
						type="button"
						onClick={ () => onRemove( notice.id ) }
					>
						{ notice.content }
					</button>
				</li>
			) ) }
		</ul>
	),
} ) );

afterEach( () => {
	const { removeNotices } = dispatch( noticesStore );
	removeNotices(
		select( noticesStore )
			.getNotices()
			.map( ( notice ) => notice.id )
	);
} );

describe( 'Snackbars', () => {
	it( 'shows the snackbar notices only, and drops one when dismissed', async () => {
		const { createSuccessNotice, createErrorNotice } =
			dispatch( noticesStore );
		render( <Snackbars /> );
		act( () => {
			createSuccessNotice( 'Cupón guardado.', { type: 'snackbar' } );
			createErrorNotice( 'Aviso en la página.' );
		} );

		expect( screen.getByText( 'Cupón guardado.' ) ).toBeInTheDocument();
		expect(
			screen.queryByText( 'Aviso en la página.' )
		).not.toBeInTheDocument();

		await userEvent.click( screen.getByText( 'Cupón guardado.' ) );

		expect(
			select( noticesStore )
				.getNotices()
				.map( ( notice ) => notice.content )
		).toEqual( [ 'Aviso en la página.' ] );
	} );
} );

describe( 'useNotify', () => {
	it( 'creates a success snackbar, or an error one', () => {
		const { result } = renderHook( () => useNotify() );

		act( () => {
			result.current( 'Pedido actualizado.' );
			result.current( 'No se pudo actualizar.', true );
		} );

		expect(
			select( noticesStore )
				.getNotices()
				.map( ( { status, type, content } ) => [
					status,
					type,
					content,
				] )
		).toEqual( [
			[ 'success', 'snackbar', 'Pedido actualizado.' ],
			[ 'error', 'snackbar', 'No se pudo actualizar.' ],
		] );
	} );
} );
