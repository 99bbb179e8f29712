/**
 * useAccountForm: the routine every Mi cuenta form runs when sent.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { ApiErrorResponse } from '@rueda/shared/api';
import { AnnouncerProvider } from '../components/announcer';
import Notice from '../components/notice';
import {
	useAccountForm,
	type AccountFormOptions,
} from '../components/use-account-form';

type Options = AccountFormOptions< string > & { invalid?: boolean };

function Form( { invalid = false, ...options }: Options ) {
	const { form, notice, status, isSending, submit } =
		useAccountForm( options );
	return (
		<form ref={ form } onSubmit={ submit } noValidate>
			{ status && (
				<Notice ref={ notice } status={ status.type }>
					<p>{ status.message }</p>
				</Notice>
			) }
			<input aria-label="Name" aria-invalid={ invalid } />
			<button type="submit" disabled={ isSending }>
				Send
			</button>
		</form>
	);
}

function renderForm( overrides: Partial< Options > = {} ) {
	const options: Options = {
		check: jest.fn( () => true ),
		send: jest.fn( () => Promise.resolve( 'ok' ) ),
		onSent: jest.fn( () => 'Saved.' ),
		onRefused: jest.fn( () => 'Refused.' ),
		...overrides,
	};
	render(
		<AnnouncerProvider>
			<Form { ...options } />
		</AnnouncerProvider>
	);
	return { user: userEvent.setup(), options };
}

describe( 'useAccountForm', () => {
	it( 'sends nothing while its own checks fail, and focuses the field', async () => {
		const { user, options } = renderForm( {
			check: () => false,
			invalid: true,
		} );

		await user.click( screen.getByRole( 'button', { name: 'Send' } ) );

		expect( options.send ).not.toHaveBeenCalled();
		await waitFor( () =>
			expect( screen.getByLabelText( 'Name' ) ).toHaveFocus()
		);
	} );

	it( 'shows and announces what the answer says', async () => {
		const { user, options } = renderForm();

		await user.click( screen.getByRole( 'button', { name: 'Send' } ) );

		expect( options.onSent ).toHaveBeenCalledWith( 'ok' );
		expect( await screen.findAllByText( 'Saved.' ) ).toHaveLength( 2 );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Saved.' );
	} );

	it( 'only announces the answer when the form shows no success', async () => {
		const { user } = renderForm( { showSuccess: false } );

		await user.click( screen.getByRole( 'button', { name: 'Send' } ) );

		expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
			'Saved.'
		);
		expect( screen.getAllByText( 'Saved.' ) ).toHaveLength( 1 );
	} );

	it( 'moves the focus to the refusal’s message when it marks no field', async () => {
		const { user } = renderForm( {
			send: () =>
				Promise.reject( {
					code: 'rueda_refused',
					message: 'No.',
					data: { status: 429 },
				} ),
		} );

		await user.click( screen.getByRole( 'button', { name: 'Send' } ) );

		const alert = await screen.findByRole( 'alert' );
		await waitFor( () =>
			expect( alert.closest( '[tabindex="-1"]' ) ).toHaveFocus()
		);
	} );

	it( 'shows the refusal’s message as an alert, or nothing when it has none', async () => {
		const refusal: ApiErrorResponse = {
			code: 'rueda_refused',
			message: 'No.',
			data: { status: 400 },
		};
		const onRefused = jest
			.fn< string, [ ApiErrorResponse ] >()
			.mockReturnValueOnce( 'Refused.' )
			.mockReturnValueOnce( '' );
		const { user } = renderForm( {
			send: () => Promise.reject( refusal ),
			onRefused,
		} );
		const button = screen.getByRole( 'button', { name: 'Send' } );

		await user.click( button );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Refused.'
		);
		expect( onRefused ).toHaveBeenCalledWith( refusal );
		expect( button ).toBeEnabled();

		await user.click( button );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );
} );
