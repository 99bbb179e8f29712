/**
 * Detalles de la cuenta: names, email and a password change with the meter.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AnnouncerProvider } from '../components/announcer';
import AccountDetailsSection from '../sections/account-details';
import { answer, refusal } from './helpers';

jest.mock( '@wordpress/api-fetch' );

const ACCOUNT = {
	id: 5,
	first_name: 'Lucía',
	last_name: 'Martín',
	display_name: 'Lucía',
	email: 'lucia@example.es',
};

function renderSection() {
	const user = userEvent.setup();
	render(
		<AnnouncerProvider>
			<AccountDetailsSection />
		</AnnouncerProvider>
	);
	return { user };
}

const nextFrame = () =>
	act( () => new Promise( ( resolve ) => requestAnimationFrame( resolve ) ) );

describe( 'AccountDetails', () => {
	it( 'changes the password with the strength meter', async () => {
		const mock = answer( {
			'GET /rueda/v1/account': () => ACCOUNT,
			'POST /rueda/v1/account': () => ACCOUNT,
		} );
		const { user } = renderSection();
		const newPassword = await screen.findByLabelText( 'New password' );
		expect( screen.queryByRole( 'meter' ) ).not.toBeInTheDocument();

		await user.type( newPassword, 'abc' );
		expect( screen.getByRole( 'meter' ) ).toHaveAttribute(
			'aria-valuetext',
			'Too weak'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Save changes' } )
		);
		await nextFrame();
		// Weak, and no current password: nothing is sent.
		expect(
			screen.getByText(
				'Please choose a stronger password: at least 8 characters mixing letters, numbers or symbols.'
			)
		).toBeVisible();
		expect( screen.getByLabelText( 'Current password' ) ).toHaveFocus();
		expect( mock ).toHaveBeenCalledTimes( 1 );

		await user.type( newPassword, 'Llanta-2027-Nueva' );
		expect( screen.getByRole( 'meter' ) ).toHaveAttribute(
			'aria-valuetext',
			'Very strong'
		);
		await user.type(
			screen.getByLabelText( 'Current password' ),
			'Llanta-2026-Segura'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Save changes' } )
		);

		expect(
			(
				await screen.findAllByText(
					'Account details saved and password changed.'
				)
			)[ 0 ]
		).toBeVisible();
		expect( mock ).toHaveBeenLastCalledWith(
			expect.objectContaining( {
				method: 'POST',
				path: '/rueda/v1/account',
				data: expect.objectContaining( {
					current_password: 'Llanta-2026-Segura',
					new_password: 'abcLlanta-2027-Nueva',
					email: 'lucia@example.es',
				} ),
			} )
		);
		expect( screen.getByLabelText( 'New password' ) ).toHaveValue( '' );
		expect(
			document.querySelector( '[aria-live="polite"]' )
		).toHaveTextContent( 'Account details saved and password changed.' );
	} );

	it( 'shows a wrong current password under its field', async () => {
		answer( {
			'GET /rueda/v1/account': () => ACCOUNT,
			'POST /rueda/v1/account': () => {
				throw refusal(
					'rueda_wrong_password',
					'La contraseña actual no es correcta.',
					400
				);
			},
		} );
		const { user } = renderSection();
		await user.type(
			await screen.findByLabelText( 'Current password' ),
			'mal'
		);
		await user.type(
			screen.getByLabelText( 'New password' ),
			'Llanta-2027-Nueva'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Save changes' } )
		);
		const current = screen.getByLabelText( 'Current password' );
		expect(
			await screen.findByText( 'La contraseña actual no es correcta.' )
		).toBeVisible();
		expect( current ).toHaveAttribute( 'aria-invalid', 'true' );
		await nextFrame();
		expect( current ).toHaveFocus();
	} );

	it( 'shows a refused email under the field', async () => {
		answer( {
			'GET /rueda/v1/account': () => ACCOUNT,
			'POST /rueda/v1/account': () => {
				throw refusal(
					'rest_invalid_param',
					'Parámetro no válido',
					400,
					{
						email: 'Esta dirección ya se usa.',
					}
				);
			},
		} );
		const { user } = renderSection();
		const email = await screen.findByLabelText( 'Email address' );
		await user.clear( email );
		await user.type( email, 'otra@example.es' );
		await user.type(
			screen.getByLabelText( 'Current password' ),
			'Vieja-clave-2024'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Save changes' } )
		);
		expect(
			await screen.findByText( 'Esta dirección ya se usa.' )
		).toBeVisible();
		expect( email ).toHaveAccessibleDescription(
			'Esta dirección ya se usa.'
		);
	} );

	it( 'sends a new email address a link and keeps the old one until it is confirmed', async () => {
		const mock = answer( {
			'GET /rueda/v1/account': () => ACCOUNT,
			'POST /rueda/v1/account': () => ( {
				...ACCOUNT,
				pending_email: 'nueva@example.es',
			} ),
		} );
		const { user } = renderSection();
		const email = await screen.findByLabelText( 'Email address' );
		await user.clear( email );
		await user.type( email, 'nueva@example.es' );
		await user.click(
			screen.getByRole( 'button', { name: 'Save changes' } )
		);
		await nextFrame();
		// The password first: nothing is sent without it.
		expect( screen.getByLabelText( 'Current password' ) ).toHaveFocus();
		expect( mock ).toHaveBeenCalledTimes( 1 );

		await user.type(
			screen.getByLabelText( 'Current password' ),
			'Vieja-clave-2024'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Save changes' } )
		);
		expect(
			await screen.findByText(
				/We have sent a link to the new address to confirm it\./,
				{ selector: 'p' }
			)
		).toBeVisible();
		expect( mock ).toHaveBeenLastCalledWith(
			expect.objectContaining( {
				data: expect.objectContaining( {
					email: 'nueva@example.es',
					current_password: 'Vieja-clave-2024',
				} ),
			} )
		);
		expect( email ).toHaveValue( 'lucia@example.es' );
	} );
} );
