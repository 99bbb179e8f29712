/**
 * "I need an invoice" on the checkout: the fields it shows, what it puts in
 * the order's additional_fields, the tax id's error in the validation store
 * (the browser's rules, and the server's refusal shown on the field), and a
 * customer's remembered details.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { checkoutStore, validationStore } from '@rueda/runtime';

import {
	printShopSettings,
	shopSettings,
} from '@rueda/shared/settings/test/fixtures';
import { emitCheckoutFail } from '@rueda/stores/checkout/events';
import { TAX_ID_VALIDATION_ID } from '../constants';
import InvoiceRequest from '../invoice-request';
import type { RememberedTaxDetails } from '../invoice-settings';

const GUEST: RememberedTaxDetails = { taxId: '', company: '' };
const CONTROL = /check its last character/;

let registry: ReturnType< typeof createRegistry >;

function renderFields( remembered?: RememberedTaxDetails ) {
	return render(
		<RegistryProvider value={ registry }>
			<InvoiceRequest remembered={ remembered } />
		</RegistryProvider>
	);
}

const fields = () => registry.select( checkoutStore ).getAdditionalFields();
const taxIdError = () =>
	registry
		.select( validationStore )
		.getValidationError( TAX_ID_VALIDATION_ID );

describe( 'InvoiceRequest', () => {
	beforeAll( () => {
		printShopSettings(
			shopSettings( {
				checkout: {
					invoice: {
						taxId: 'B76543214',
						company: 'Talleres Paco SL',
					},
				},
			} )
		);
	} );

	beforeEach( () => {
		registry = createRegistry();
		registry.register( checkoutStore );
		registry.register( validationStore );
	} );

	it( 'starts unticked for a guest, and says so in the order', () => {
		renderFields( GUEST );

		expect(
			screen.getByRole( 'checkbox', { name: 'I need an invoice' } )
		).not.toBeChecked();
		expect( screen.queryByLabelText( 'NIF/NIE/CIF' ) ).toBeNull();
		expect( fields() ).toEqual( {
			'rueda/invoice': false,
			'rueda/tax-id': '',
			'rueda/company': '',
		} );
		expect( taxIdError() ).toBeUndefined();
	} );

	it( 'asks for the tax id once ticked, without scolding before it is typed', async () => {
		renderFields( GUEST );

		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'I need an invoice' } )
		);

		expect( screen.getByLabelText( 'NIF/NIE/CIF' ) ).toBeVisible();
		expect(
			screen.getByLabelText( 'Company name (optional)' )
		).toBeVisible();
		expect( fields()[ 'rueda/invoice' ] ).toBe( true );
		// The order is blocked, but the error shows only once touched.
		expect( taxIdError() ).toEqual( {
			message: expect.stringContaining( 'NIF, NIE or CIF' ),
			hidden: true,
		} );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'shows a wrong control character on the field and sends the fixed id normalised', async () => {
		renderFields( GUEST );
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'I need an invoice' } )
		);
		const taxId = screen.getByLabelText( 'NIF/NIE/CIF' );

		await userEvent.type( taxId, 'B12345675' );

		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( CONTROL );
		expect( taxId ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( taxId ).toHaveAccessibleDescription( CONTROL );

		await userEvent.clear( taxId );
		await userEvent.type( taxId, 'b-12.345.674' );
		await userEvent.type(
			screen.getByLabelText( 'Company name (optional)' ),
			'Neumáticos García SL'
		);

		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		expect( taxIdError() ).toBeUndefined();
		expect( taxId ).not.toHaveAttribute( 'aria-invalid' );
		expect( fields() ).toEqual( {
			'rueda/invoice': true,
			'rueda/tax-id': 'B12345674',
			'rueda/company': 'Neumáticos García SL',
		} );
		// Left, the id reads as it will be printed.
		expect( taxId ).toHaveValue( 'B12345674' );
	} );

	it( 'forgets the error when the box is unticked', async () => {
		renderFields( GUEST );
		const wanted = screen.getByRole( 'checkbox', {
			name: 'I need an invoice',
		} );
		await userEvent.click( wanted );
		await userEvent.type( screen.getByLabelText( 'NIF/NIE/CIF' ), '123' );
		expect( taxIdError() ).toBeDefined();

		await userEvent.click( wanted );

		expect( taxIdError() ).toBeUndefined();
		expect( screen.queryByLabelText( 'NIF/NIE/CIF' ) ).toBeNull();
		expect( fields()[ 'rueda/invoice' ] ).toBe( false );
	} );

	it( 'shows the server refusing the tax id on the field', async () => {
		renderFields( GUEST );
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'I need an invoice' } )
		);
		await userEvent.type(
			screen.getByLabelText( 'NIF/NIE/CIF' ),
			'B12345674'
		);
		const message =
			'El NIF/NIE/CIF no es válido: revisa la letra de control.';

		await act( () =>
			emitCheckoutFail( {
				orderId: 0,
				customerId: 0,
				orderNotes: '',
				redirectUrl: '',
				processingResponse: {
					paymentStatus: '',
					paymentDetails: {},
					code: 'rueda_invalid_tax_id',
					message,
				},
			} )
		);

		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( message );
		expect( screen.getByLabelText( 'NIF/NIE/CIF' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
	} );

	it( 'prefills what a customer gave last time, ticked', () => {
		renderFields();

		expect(
			screen.getByRole( 'checkbox', { name: 'I need an invoice' } )
		).toBeChecked();
		expect( screen.getByLabelText( 'NIF/NIE/CIF' ) ).toHaveValue(
			'B76543214'
		);
		expect(
			screen.getByLabelText( 'Company name (optional)' )
		).toHaveValue( 'Talleres Paco SL' );
		expect( fields() ).toEqual( {
			'rueda/invoice': true,
			'rueda/tax-id': 'B76543214',
			'rueda/company': 'Talleres Paco SL',
		} );
		expect( taxIdError() ).toBeUndefined();
	} );
} );
