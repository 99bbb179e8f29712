/**
 * Crear una cuenta: checks, the strength meter, and a message that never
 * says whether the email already had an account.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AnnouncerProvider } from '../components/announcer';
import OrderLookup from '../order-lookup';
import RegisterForm from '../register-form';
import { answer, orderDetail, refusal } from './helpers';

jest.mock( '@wordpress/api-fetch' );

function renderForm() {
	const user = userEvent.setup();
	render(
		<AnnouncerProvider>
			<RegisterForm />
		</AnnouncerProvider>
	);
	return { user };
}

describe( 'RegisterForm', () => {
	it( 'shows the neutral "check your email" message after a 202', async () => {
		const mock = answer( {
			'POST /rueda/v1/account/register': () => ( {
				status: 'check_email',
			} ),
		} );
		const { user } = renderForm();
		await user.type(
			screen.getByLabelText( 'Email address' ),
			'nueva@example.es'
		);
		await user.type(
			screen.getByLabelText( 'Password' ),
			'Llanta-2026-Segura'
		);
		expect( screen.getByRole( 'meter' ) ).toHaveAttribute(
			'aria-valuetext',
			'Strong'
		);
		await user.type(
			screen.getByLabelText( 'First name (optional)' ),
			'Ana'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Create an account' } )
		);

		const notice = (
			await screen.findAllByText( 'Check your email to continue' )
		)[ 0 ]!.closest( 'div[tabindex]' );
		expect( notice ).toHaveFocus();
		expect(
			screen.getByText(
				/If this email address is new, we have sent it a link to confirm your account/
			)
		).toBeVisible();
		expect( screen.queryByLabelText( 'Password' ) ).not.toBeInTheDocument();
		expect( mock ).toHaveBeenCalledWith(
			expect.objectContaining( {
				path: '/rueda/v1/account/register',
				method: 'POST',
				data: {
					email: 'nueva@example.es',
					password: 'Llanta-2026-Segura',
					first_name: 'Ana',
					last_name: '',
				},
			} )
		);
	} );

	it( 'refuses a weak password before sending', async () => {
		const mock = answer( {} );
		const { user } = renderForm();
		await user.type(
			screen.getByLabelText( 'Email address' ),
			'nueva@example.es'
		);
		await user.type( screen.getByLabelText( 'Password' ), 'corta' );
		await user.click(
			screen.getByRole( 'button', { name: 'Create an account' } )
		);
		expect(
			screen.getByLabelText( 'Password' )
		).toHaveAccessibleDescription(
			'Please choose a stronger password: at least 8 characters mixing letters, numbers or symbols.'
		);
		expect( mock ).not.toHaveBeenCalled();
	} );

	it( 'shows the server refusal when sign-up is closed', async () => {
		answer( {
			'POST /rueda/v1/account/register': () => {
				throw refusal(
					'rueda_registration_closed',
					'La tienda no admite cuentas nuevas.',
					403
				);
			},
		} );
		const { user } = renderForm();
		await user.type(
			screen.getByLabelText( 'Email address' ),
			'nueva@example.es'
		);
		await user.type(
			screen.getByLabelText( 'Password' ),
			'Llanta-2026-Segura'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Create an account' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'La tienda no admite cuentas nuevas.'
		);
	} );
} );

describe( 'OrderLookup', () => {
	it( 'shows the order found by number and email', async () => {
		answer( {
			'POST /rueda/v1/account/order-lookup': () => orderDetail(),
		} );
		const user = userEvent.setup();
		render( <OrderLookup /> );
		await user.type( screen.getByLabelText( 'Order number' ), '#1042' );
		await user.type(
			screen.getByLabelText( 'Email address' ),
			'lucia@example.es'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Find order' } )
		);
		expect(
			await screen.findByRole( 'heading', { name: 'Order #1042' } )
		).toBeVisible();
	} );

	it( 'says when nothing matches', async () => {
		answer( {
			'POST /rueda/v1/account/order-lookup': () => {
				throw refusal( 'rueda_order_not_found', 'No encontrado', 404 );
			},
		} );
		const user = userEvent.setup();
		render( <OrderLookup /> );
		await user.type( screen.getByLabelText( 'Order number' ), '1' );
		await user.type(
			screen.getByLabelText( 'Email address' ),
			'x@example.es'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Find order' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'No order matches this number and email address.'
		);
	} );
} );
