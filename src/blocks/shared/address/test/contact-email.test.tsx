/**
 * The contact email: id 'email', checked on change and blur, error shown
 * once touched.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegistryProvider, dispatch, select } from '@wordpress/data';
import { useState } from '@wordpress/element';

import { store as validationStore } from '@rueda/stores/validation';
import { cartResponse } from '@rueda/shared/api/test/fixtures';
import { setUpCartStore } from '@rueda/stores/cart/test/helpers';
import { store as checkoutStore } from '@rueda/stores/checkout';
import { jsonResponse, mockFetch } from '@rueda/shared/api/test/fetch-mock';
import {
	getCheckoutAddressState,
	getCheckoutAddresses,
} from '../checkout-address-state';
import ContactEmail, { ContactEmailField } from '../contact-email';
import { billingAddress } from '@rueda/shared/address/test/fixtures';

function Harness( { initial = '' }: { initial?: string } ) {
	const [ email, setEmail ] = useState( initial );
	return <ContactEmailField value={ email } onChange={ setEmail } />;
}

afterEach( () => dispatch( validationStore ).clearValidationErrors() );

describe( 'ContactEmailField', () => {
	it( 'is the email input with id "email"', () => {
		render( <Harness initial="lucia@example.es" /> );

		const input = screen.getByRole( 'textbox', { name: 'Email address' } );
		expect( input ).toHaveAttribute( 'id', 'email' );
		expect( input ).toHaveAttribute( 'type', 'email' );
		expect( input ).toHaveAttribute( 'autocomplete', 'email' );
		expect( select( validationStore ).hasValidationErrors() ).toBe( false );
	} );

	it( 'keeps the error of an empty email hidden until the field is left', async () => {
		const user = userEvent.setup();
		render( <Harness /> );

		expect(
			select( validationStore ).getValidationError( 'email' )
		).toEqual( {
			message: 'Please enter a valid email address.',
			hidden: true,
		} );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();

		await user.click( screen.getByLabelText( 'Email address' ) );
		await user.tab();

		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Please enter a valid email address.'
		);
		expect( screen.getByRole( 'alert' ) ).toHaveAttribute(
			'id',
			'validate-error-email'
		);
	} );

	it( 'checks the email as it is typed and trims it on leaving', async () => {
		const user = userEvent.setup();
		render( <Harness /> );
		const input = screen.getByLabelText( 'Email address' );

		await user.type( input, ' lucia@example' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Please enter a valid email address.'
		);

		await user.type( input, '.es' );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		await user.tab();
		expect( input ).toHaveValue( 'lucia@example.es' );
	} );
} );

describe( 'ContactEmail', () => {
	it( 'edits the billing email of the checkout addresses', async () => {
		const user = userEvent.setup();
		const cartStore = setUpCartStore();
		const { registry } = cartStore;
		registry.register( checkoutStore );
		registry.register( validationStore );
		const cart = cartResponse( {
			billing_address: billingAddress( { email: '' } ),
		} );
		cartStore.dispatch().receiveCart( cart );
		const { requests } = mockFetch( () => jsonResponse( cart ) );
		try {
			render(
				<RegistryProvider value={ registry }>
					<ContactEmail />
				</RegistryProvider>
			);

			await user.type(
				screen.getByLabelText( 'Email address' ),
				'marta@example.es'
			);

			expect( getCheckoutAddresses( registry ).billing.email ).toBe(
				'marta@example.es'
			);
			expect(
				registry.select( validationStore ).hasValidationErrors()
			).toBe( false );
			// The edit reaches the cart (at once here, instead of after the pause).
			await getCheckoutAddressState( registry ).flushAndSettle();
			expect( requests ).toHaveLength( 1 );
		} finally {
			cartStore.api.unregister();
		}
	} );
} );
