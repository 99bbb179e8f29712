/**
 * Métodos de pago: saved cards, deleted after a confirmation.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AnnouncerProvider } from '../components/announcer';
import PaymentMethodsSection from '../sections/payment-methods';
import { answer, refusal, savedCard } from './helpers';

jest.mock( '@wordpress/api-fetch' );

function renderSection() {
	const user = userEvent.setup();
	render(
		<AnnouncerProvider>
			<PaymentMethodsSection />
		</AnnouncerProvider>
	);
	return { user };
}

const nextFrame = () =>
	act( () => new Promise( ( resolve ) => requestAnimationFrame( resolve ) ) );

describe( 'PaymentMethods', () => {
	it( 'lists brand, last four digits and expiry', async () => {
		answer( {
			'GET /rueda/v1/account/payment-methods': () => [ savedCard() ],
		} );
		renderSection();
		expect(
			await screen.findByText( 'Visa ending in 4242' )
		).toBeVisible();
		expect( screen.getByText( 'Expires 12/40' ) ).toBeVisible();
		expect( screen.getByText( 'Default' ) ).toBeVisible();
	} );

	it( 'names the brand as the shop does', async () => {
		answer( {
			'GET /rueda/v1/account/payment-methods': () => [
				savedCard( {
					brand: 'amex',
					display_brand: 'American Express',
					last4: '0005',
				} ),
			],
		} );
		renderSection();
		expect(
			await screen.findByText( 'American Express ending in 0005' )
		).toBeVisible();
	} );

	it( 'deletes a card only once confirmed', async () => {
		const mock = answer( {
			'GET /rueda/v1/account/payment-methods': () => [ savedCard() ],
			'DELETE /rueda/v1/account/payment-methods/tok_1': () => null,
		} );
		const { user } = renderSection();
		await user.click(
			await screen.findByRole( 'button', {
				name: 'Delete Visa ending in 4242',
			} )
		);
		await nextFrame();
		// Cancelling keeps the card and brings the focus back.
		expect(
			screen.getByRole( 'button', { name: 'Cancel' } )
		).toHaveFocus();
		await user.click( screen.getByRole( 'button', { name: 'Cancel' } ) );
		await nextFrame();
		const deleteButton = screen.getByRole( 'button', {
			name: 'Delete Visa ending in 4242',
		} );
		expect( deleteButton ).toHaveFocus();
		expect( mock ).toHaveBeenCalledTimes( 1 );

		await user.click( deleteButton );
		expect(
			screen.getByRole( 'group', { name: 'Delete Visa ending in 4242?' } )
		).toBeVisible();
		await user.click(
			screen.getByRole( 'button', { name: 'Yes, delete' } )
		);

		await screen.findByText( 'You have no saved payment methods.' );
		expect(
			screen.getByText( 'You have no saved payment methods.' )
		).toBeVisible();
		expect( mock ).toHaveBeenLastCalledWith(
			expect.objectContaining( {
				method: 'DELETE',
				path: '/rueda/v1/account/payment-methods/tok_1',
			} )
		);
		await nextFrame();
		expect(
			screen
				.getAllByText( 'Visa ending in 4242 deleted.' )[ 0 ]!
				.closest( 'div[tabindex]' )
		).toHaveFocus();
	} );

	it( 'keeps the card and shows why when deleting fails', async () => {
		answer( {
			'GET /rueda/v1/account/payment-methods': () => [ savedCard() ],
			'DELETE /rueda/v1/account/payment-methods/tok_1': () => {
				throw refusal(
					'rest_forbidden',
					'No puedes borrar esta tarjeta.',
					403
				);
			},
		} );
		const { user } = renderSection();
		await user.click(
			await screen.findByRole( 'button', {
				name: 'Delete Visa ending in 4242',
			} )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Yes, delete' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'No puedes borrar esta tarjeta.'
		);
		expect( screen.getByText( 'Visa ending in 4242' ) ).toBeVisible();
	} );
} );
