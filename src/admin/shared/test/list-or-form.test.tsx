/**
 * A records screen's body for each address: the list, a form, or the record
 * being read.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import ListOrForm from '../list-or-form';
import type { RecordScreen } from '../use-record-param';

// @wordpress/components does not load in this Jest setup (ESM dependencies):
// plain stand-ins for what RecordLoading shows.
jest.mock( '@wordpress/components', () => ( {
	Button: ( props: { onClick: () => void; children: string } ) => (
		<button type="button" onClick={ props.onClick }>
			{ props.children }
		</button>
	),
	Notice: ( props: { children: string } ) => <p>{ props.children }</p>,
	Spinner: () => <p>Cargando…</p>,
} ) );

type Item = { id: number; name: string };

function renderBody( overrides: Partial< RecordScreen< Item > > ) {
	const open = jest.fn();
	render(
		<ListOrForm< Item >
			screen={ {
				param: null,
				record: null,
				error: '',
				open,
				show: jest.fn(),
				...overrides,
			} }
			list={ <p>La lista</p> }
			form={ ( item ) => <p>{ item ? item.name : 'Uno nuevo' }</p> }
		/>
	);
	return { open };
}

describe( 'ListOrForm', () => {
	it( 'shows the list while the address names no record', () => {
		renderBody( {} );
		expect( screen.getByText( 'La lista' ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Uno nuevo' ) ).not.toBeInTheDocument();
	} );

	it( 'shows the form of a new record', () => {
		renderBody( { param: 'new' } );
		expect( screen.getByText( 'Uno nuevo' ) ).toBeInTheDocument();
		expect( screen.queryByText( 'La lista' ) ).not.toBeInTheDocument();
	} );

	it( 'shows the form of the record read', () => {
		renderBody( { param: 7, record: { id: 7, name: 'BIENVENIDA10' } } );
		expect( screen.getByText( 'BIENVENIDA10' ) ).toBeInTheDocument();
	} );

	it( 'waits for the record, or says why it could not be read', async () => {
		renderBody( { param: 7 } );
		expect( screen.getByText( 'Cargando…' ) ).toBeInTheDocument();
		expect( screen.queryByText( 'La lista' ) ).not.toBeInTheDocument();
		expect( screen.queryByText( 'Uno nuevo' ) ).not.toBeInTheDocument();

		const { open } = renderBody( { param: 8, error: 'No existe.' } );
		expect( screen.getByText( 'No existe.' ) ).toBeInTheDocument();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Back to the list' } )
		);
		expect( open ).toHaveBeenCalledWith( null );
	} );
} );
