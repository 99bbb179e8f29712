/**
 * The confirmation asked before a step that cannot be undone.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import ConfirmModal from '../confirm-modal';

// @wordpress/components does not load in this Jest setup (ESM dependencies):
// plain stand-ins with the props ConfirmModal gives them.
jest.mock( '@wordpress/components', () => ( {
	Modal: ( props: {
		title: string;
		onRequestClose: () => void;
		children: React.ReactNode;
	} ) => (
		<div role="dialog" aria-label={ props.title }>
			<button type="button" onClick={ props.onRequestClose }>
				Close
			</button>
			{ props.children }
		</div>
	),
	Flex: ( props: { children: React.ReactNode } ) => (
		<div>{ props.children }</div>
	),
	Button: ( props: { onClick: () => void; children: string } ) => (
		<button type="button" onClick={ props.onClick }>
			{ props.children }
		</button>
	),
} ) );

function renderModal() {
	const onConfirm = jest.fn();
	const onCancel = jest.fn();
	render(
		<ConfirmModal
			title="Refund 12,00 €?"
			message="This cannot be undone."
			confirmLabel="Yes, refund"
			onConfirm={ onConfirm }
			onCancel={ onCancel }
		/>
	);
	return { onConfirm, onCancel };
}

describe( 'ConfirmModal', () => {
	it( 'shows the title and what the step does', () => {
		renderModal();
		expect(
			screen.getByRole( 'dialog', { name: 'Refund 12,00 €?' } )
		).toHaveTextContent( 'This cannot be undone.' );
	} );

	it( 'takes the step only on the confirm button', async () => {
		const { onConfirm, onCancel } = renderModal();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Yes, refund' } )
		);
		expect( onConfirm ).toHaveBeenCalledTimes( 1 );
		expect( onCancel ).not.toHaveBeenCalled();
	} );

	it( 'goes back on "Go back" and on closing', async () => {
		const { onConfirm, onCancel } = renderModal();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Go back' } )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Close' } )
		);
		expect( onCancel ).toHaveBeenCalledTimes( 2 );
		expect( onConfirm ).not.toHaveBeenCalled();
	} );
} );
