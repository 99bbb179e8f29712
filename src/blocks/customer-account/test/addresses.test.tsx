/**
 * Direcciones: the checkout's address form, saved per address, with the
 * server's refusals under their fields.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch } from '@wordpress/data';

import { store as validationStore } from '@rueda/stores/validation';
import {
	SETTINGS,
	billingAddress,
	shippingAddress,
} from '@rueda/shared/address/test/fixtures';
import { AnnouncerProvider } from '../components/announcer';
import AddressesSection, { validationIdOfParam } from '../sections/addresses';
import { answer, refusal } from './helpers';

jest.mock( '@wordpress/api-fetch' );

function renderSection() {
	const user = userEvent.setup();
	render(
		<AnnouncerProvider>
			<AddressesSection settings={ SETTINGS } />
		</AnnouncerProvider>
	);
	return { user };
}

async function shippingForm() {
	return within(
		await screen.findByRole( 'group', { name: 'Shipping address' } )
	);
}

describe( 'Addresses', () => {
	afterEach( () => {
		act( () => {
			dispatch( validationStore ).clearValidationErrors();
		} );
	} );

	it( 'shows both addresses with the checkout labels', async () => {
		answer( {
			'GET /rueda/v1/account/addresses': () => ( {
				billing: billingAddress(),
				shipping: shippingAddress(),
			} ),
		} );
		renderSection();
		const shipping = await shippingForm();
		expect( shipping.getByLabelText( 'Postal code' ) ).toHaveValue(
			'28013'
		);
		const billing = within(
			screen.getByRole( 'group', { name: 'Billing address' } )
		);
		expect( billing.getByLabelText( 'Email address' ) ).toHaveValue(
			'lucia@example.es'
		);
	} );

	it( 'saves the shipping address and announces it', async () => {
		const mock = answer( {
			'GET /rueda/v1/account/addresses': () => ( {
				billing: billingAddress(),
				shipping: shippingAddress(),
			} ),
			'POST /rueda/v1/account/addresses': ( options ) => ( {
				billing: billingAddress(),
				shipping: ( options.data as { shipping: object } ).shipping,
			} ),
		} );
		const { user } = renderSection();
		const shipping = await shippingForm();
		const city = shipping.getByLabelText( 'City' );
		await user.clear( city );
		await user.type( city, 'Alcalá' );
		await user.click(
			shipping.getByRole( 'button', { name: 'Save address' } )
		);

		expect(
			await shipping.findByText( 'Shipping address saved.' )
		).toBeVisible();
		expect(
			document.querySelector( '[aria-live="polite"]' )
		).toHaveTextContent( 'Shipping address saved.' );
		expect( mock ).toHaveBeenLastCalledWith(
			expect.objectContaining( {
				method: 'POST',
				data: {
					shipping: expect.objectContaining( { city: 'Alcalá' } ),
				},
			} )
		);
	} );

	it( 'shows a refused field under it and focuses it', async () => {
		answer( {
			'GET /rueda/v1/account/addresses': () => ( {
				billing: billingAddress(),
				shipping: shippingAddress(),
			} ),
			'POST /rueda/v1/account/addresses': () => {
				throw refusal(
					'rest_invalid_param',
					'Parámetro no válido',
					400,
					{
						'shipping.postcode':
							'El código postal no corresponde a la provincia.',
					}
				);
			},
		} );
		const { user } = renderSection();
		const shipping = await shippingForm();
		await user.click(
			shipping.getByRole( 'button', { name: 'Save address' } )
		);

		const postcode = shipping.getByLabelText( 'Postal code' );
		expect(
			await shipping.findByText(
				'El código postal no corresponde a la provincia.'
			)
		).toBeVisible();
		expect( postcode ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( postcode ).toHaveAccessibleDescription(
			'El código postal no corresponde a la provincia.'
		);
		await screen.findByText(
			'The address was not saved: please check the fields marked below.'
		);
		await act(
			() => new Promise( ( resolve ) => requestAnimationFrame( resolve ) )
		);
		expect( postcode ).toHaveFocus();
	} );

	it( 'checks the fields like the checkout before sending', async () => {
		const mock = answer( {
			'GET /rueda/v1/account/addresses': () => ( {
				billing: billingAddress(),
				shipping: shippingAddress(),
			} ),
		} );
		const { user } = renderSection();
		const shipping = await shippingForm();
		await user.clear( shipping.getByLabelText( 'Postal code' ) );
		await user.type( shipping.getByLabelText( 'Postal code' ), '99999' );
		await user.click(
			shipping.getByRole( 'button', { name: 'Save address' } )
		);
		expect( shipping.getByLabelText( 'Postal code' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		expect( mock ).toHaveBeenCalledTimes( 1 );
	} );

	describe( 'validationIdOfParam', () => {
		it( 'maps the route keys to the form ids', () => {
			expect( validationIdOfParam( 'billing', 'billing.postcode' ) ).toBe(
				'billing_postcode'
			);
			expect( validationIdOfParam( 'billing', 'billing.email' ) ).toBe(
				'email'
			);
			expect(
				validationIdOfParam( 'shipping', 'billing.postcode' )
			).toBeNull();
		} );
	} );
} );
