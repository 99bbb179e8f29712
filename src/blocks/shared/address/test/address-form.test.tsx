/**
 * <AddressForm>: fields in order, selects from the settings, errors in the
 * rueda/validation store shown only after interaction.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch, select } from '@wordpress/data';
import { useState } from '@wordpress/element';

import { store as validationStore } from '@rueda/stores/validation';
import AddressForm, { type AddressFormProps } from '../address-form';
import type {
	Address,
	AddressSettings,
	BillingAddress,
} from '@rueda/shared/address/types';
import { SETTINGS, billingAddress } from '@rueda/shared/address/test/fixtures';

type HarnessProps = Omit<
	AddressFormProps< BillingAddress >,
	'id' | 'address' | 'onChange' | 'type'
> & {
	initial: BillingAddress;
	type?: 'billing' | 'shipping';
	onChange?: ( address: Address ) => void;
};

// Holds the address as the checkout would.
function Harness( {
	initial,
	type = 'billing',
	onChange,
	settings = SETTINGS,
	...props
}: HarnessProps ) {
	const [ address, setAddress ] = useState( initial );
	return (
		<AddressForm
			id="address-form"
			type={ type }
			address={ address }
			settings={ settings }
			onChange={ ( next ) => {
				onChange?.( next );
				setAddress( next );
			} }
			{ ...props }
		/>
	);
}

function renderForm( props: Partial< HarnessProps > = {} ) {
	const user = userEvent.setup();
	const onChange = jest.fn();
	const view = render(
		<Harness
			initial={ billingAddress() }
			onChange={ onChange }
			{ ...props }
		/>
	);
	return { user, onChange, ...view };
}

function storedError( id: string ) {
	return select( validationStore ).getValidationError( id );
}

afterEach( () => dispatch( validationStore ).clearValidationErrors() );

describe( 'AddressForm', () => {
	it( 'renders the fields in index order with ids by type and key', () => {
		const { container } = renderForm();

		const ids = Array.from(
			container.querySelectorAll( 'input, select' ),
			( element ) => element.id
		);
		// Spain: postcode before city; the email belongs to ContactEmail.
		expect( ids ).toEqual( [
			'billing-first_name',
			'billing-last_name',
			'billing-company',
			'billing-country',
			'billing-address_1',
			'billing-address_2',
			'billing-postcode',
			'billing-city',
			'billing-state',
			'billing-phone',
		] );
		expect( screen.getByLabelText( 'Company (optional)' ) ).toHaveValue(
			''
		);
		expect( screen.getByLabelText( 'First name' ) ).toHaveAttribute(
			'autocomplete',
			'billing given-name'
		);
		expect( container.firstElementChild ).toHaveAttribute(
			'id',
			'address-form'
		);
	} );

	it( 'offers the billing countries to billing and the shipping ones to shipping', () => {
		const { unmount } = renderForm();
		const options = () =>
			Array.from(
				screen
					.getByRole( 'combobox', { name: 'Country/Region' } )
					.querySelectorAll( 'option' ),
				( option ) => option.textContent
			);
		expect( options() ).toEqual( [
			'Select a country',
			'Alemania',
			'España',
			'Francia',
			'Portugal',
		] );
		unmount();

		renderForm( { type: 'shipping' } );
		expect( options() ).toEqual( [
			'Select a country',
			'España',
			'Portugal',
		] );
	} );

	it( 'shows a state select when the country has states, else a text input', () => {
		const settings: AddressSettings = {
			...SETTINGS,
			countries: { ...SETTINGS.countries, GB: 'Reino Unido' },
		};
		const { unmount } = renderForm( { settings } );
		expect(
			screen.getByRole( 'combobox', { name: 'Province' } )
		).toHaveValue( 'M' );
		unmount();

		renderForm( {
			settings,
			initial: billingAddress( {
				country: 'GB',
				state: 'Kent',
				postcode: 'CT1 1AA',
			} ),
		} );
		expect(
			screen.getByRole( 'textbox', { name: 'County (optional)' } )
		).toHaveValue( 'Kent' );
	} );

	it( 'keeps errors hidden until the shopper leaves the field', async () => {
		const { user } = renderForm( {
			initial: billingAddress( { first_name: '' } ),
		} );

		expect( storedError( 'billing_first_name' ) ).toEqual( {
			message: 'Please enter your first name.',
			hidden: true,
		} );
		const input = screen.getByLabelText( 'First name' );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		expect( input ).not.toHaveAttribute( 'aria-invalid' );

		await user.click( input );
		await user.tab();

		const alert = screen.getByRole( 'alert' );
		expect( alert ).toHaveTextContent( 'Please enter your first name.' );
		expect( input ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( input ).toHaveAttribute( 'aria-describedby', alert.id );
		expect( alert.id ).toBe( 'validate-error-billing_first_name' );
	} );

	it( 'shows the error of a field being typed in, and clears it once fixed', async () => {
		const { user } = renderForm();
		const postcode = screen.getByLabelText( 'Postal code' );

		await user.clear( postcode );
		await user.type( postcode, '99' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Please enter a valid postcode.'
		);

		await user.clear( postcode );
		await user.type( postcode, '28001' );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		expect( storedError( 'billing_postcode' ) ).toBeUndefined();
	} );

	it( 'shows every hidden error when the order is placed', () => {
		renderForm( {
			initial: billingAddress( { first_name: '', city: '' } ),
		} );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();

		act( () => {
			dispatch( validationStore ).showAllValidationErrors();
		} );

		expect(
			screen.getAllByRole( 'alert' ).map( ( alert ) => alert.textContent )
		).toEqual( [
			'Please enter your first name.',
			'Please enter your city.',
		] );
	} );

	it( 'requires the phone when the checkout asks for it (pickup at the workshop)', () => {
		renderForm( {
			initial: billingAddress( { phone: '' } ),
			fields: { phone: { required: true } },
		} );
		const phone = screen.getByRole( 'textbox', { name: 'Phone' } );
		expect( phone ).toBeRequired();

		act( () => {
			dispatch( validationStore ).showAllValidationErrors();
		} );

		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Please enter your phone number.'
		);
		expect( phone ).toHaveAttribute( 'aria-invalid', 'true' );
	} );

	it( 'asks for the province by its label once a country is chosen', async () => {
		const { user } = renderForm( {
			initial: billingAddress( { state: '' } ),
		} );
		const province = screen.getByRole( 'combobox', { name: 'Province' } );
		await user.click( province );
		await user.tab();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Please select a province.'
		);
	} );

	it( 'resets state and postcode when the country changes', async () => {
		const { user, onChange } = renderForm();

		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Country/Region' } ),
			'PT'
		);

		expect( onChange ).toHaveBeenLastCalledWith(
			billingAddress( { country: 'PT', state: '', postcode: '' } )
		);
		expect( screen.getByLabelText( 'Postal code' ) ).toHaveValue( '' );
		// Portugal hides the state.
		expect( screen.queryByLabelText( /Province/ ) ).not.toBeInTheDocument();
	} );

	it( 'refuses a shipping country the shop does not ship to', () => {
		renderForm( {
			type: 'shipping',
			initial: billingAddress( { country: 'FR', state: '' } ),
		} );
		expect( storedError( 'shipping_country' )?.message ).toBe(
			'Sorry, we do not ship orders to the selected country.'
		);
	} );

	it( 'upper-cases the postcode and trims its start as it is typed', async () => {
		const { user, onChange } = renderForm( {
			settings: {
				...SETTINGS,
				countries: { GB: 'Reino Unido' },
			},
			initial: billingAddress( {
				country: 'GB',
				state: '',
				postcode: '',
			} ),
		} );

		await user.type( screen.getByLabelText( 'Postcode' ), ' sw1a 1aa' );

		expect( screen.getByLabelText( 'Postcode' ) ).toHaveValue( 'SW1A 1AA' );
		expect( onChange ).toHaveBeenLastCalledWith(
			expect.objectContaining( { postcode: 'SW1A 1AA' } )
		);
		expect( storedError( 'billing_postcode' ) ).toBeUndefined();
	} );

	it( 'revalidates the postcode when the country changes under it', () => {
		const props = {
			id: 'f',
			type: 'billing' as const,
			settings: SETTINGS,
			onChange: jest.fn(),
		};
		const { rerender } = render(
			<AddressForm
				{ ...props }
				address={ billingAddress( { postcode: '99999' } ) }
			/>
		);
		expect( storedError( 'billing_postcode' )?.message ).toBe(
			'Please enter a valid postcode.'
		);

		// The cart may change the country (shipping calculator) and keep the postcode.
		rerender(
			<AddressForm
				{ ...props }
				address={ billingAddress( {
					country: 'PT',
					state: '',
					postcode: '99999',
				} ) }
			/>
		);
		expect( storedError( 'billing_postcode' ) ).toBeUndefined();

		rerender(
			<AddressForm
				{ ...props }
				address={ billingAddress( {
					country: 'DE',
					state: '',
					postcode: 'ABC',
				} ) }
			/>
		);
		expect( storedError( 'billing_postcode' ) ).toBeUndefined();
		expect( props.onChange ).not.toHaveBeenCalled();
	} );

	it( 'blanks hidden fields and does not validate them', () => {
		const { onChange } = renderForm( {
			initial: billingAddress( {
				country: 'FR',
				state: 'IDF',
				postcode: '75001',
			} ),
		} );

		expect( onChange ).toHaveBeenCalledTimes( 1 );
		expect( onChange ).toHaveBeenCalledWith(
			billingAddress( { country: 'FR', state: '', postcode: '75001' } )
		);
		expect( storedError( 'billing_state' ) ).toBeUndefined();
	} );

	it( 'trims values when the shopper leaves a field', async () => {
		const { user, onChange } = renderForm( {
			initial: billingAddress( { city: '' } ),
		} );
		const city = screen.getByLabelText( 'City' );

		await user.type( city, '  Alcalá de Henares ' );
		expect( city ).toHaveValue( '  Alcalá de Henares ' );
		await user.tab();

		expect( city ).toHaveValue( 'Alcalá de Henares' );
		expect( onChange ).toHaveBeenLastCalledWith(
			billingAddress( { city: 'Alcalá de Henares' } )
		);
	} );

	it( 'asks to check a required checkbox field', async () => {
		const { user } = renderForm( {
			initial: billingAddress( { company: '' } ),
			fields: {
				company: {
					type: 'checkbox',
					required: true,
					label: 'I am a company',
				},
			},
		} );
		const box = screen.getByRole( 'checkbox', { name: 'I am a company' } );
		await user.click( box );
		await user.click( box );

		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Please check this box if you want to proceed.'
		);
		await user.click( box );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );

	it( 'takes its errors away when it goes', () => {
		const { unmount } = renderForm( {
			initial: billingAddress( { first_name: '' } ),
		} );
		expect( select( validationStore ).hasValidationErrors() ).toBe( true );

		unmount();

		expect( select( validationStore ).hasValidationErrors() ).toBe( false );
	} );

	it( 'moves the focus into the form 300 ms after it appears when asked', () => {
		jest.useFakeTimers();
		try {
			renderForm( { focusOnMount: true } );
			act( () => jest.advanceTimersByTime( 299 ) );
			expect( document.body ).toHaveFocus();

			act( () => jest.advanceTimersByTime( 1 ) );
			expect( screen.getByLabelText( 'First name' ) ).toHaveFocus();
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'leaves the focus alone unless asked', () => {
		jest.useFakeTimers();
		try {
			renderForm();
			act( () => jest.advanceTimersByTime( 1000 ) );
			expect( document.body ).toHaveFocus();
		} finally {
			jest.useRealTimers();
		}
	} );
} );
