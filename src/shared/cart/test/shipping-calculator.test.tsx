/**
 * ShippingCalculator: country, province and postcode to the shipping address.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import ShippingCalculator from '../shipping-calculator';

const COUNTRIES = { ES: 'España', PT: 'Portugal' };
const STATES = { ES: { M: 'Madrid', B: 'Barcelona' } };

function setUp(
	onSubmit = jest.fn( () => Promise.resolve() ),
	address = { country: 'ES', state: 'M', postcode: '28001' }
) {
	const user = userEvent.setup();
	render(
		<ShippingCalculator
			address={ address }
			countries={ COUNTRIES }
			states={ STATES }
			onSubmit={ onSubmit }
			isUpdating={ false }
			instanceId="t"
		/>
	);
	return { user, onSubmit };
}

describe( 'ShippingCalculator', () => {
	it( 'says where it ships to and offers to change it', () => {
		setUp();

		expect(
			screen.getByText( 'Shipping to 28001, Madrid, España' )
		).toBeVisible();
		expect(
			screen.getByRole( 'button', { name: 'Change address' } )
		).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'offers to calculate shipping without an address', () => {
		setUp( undefined, { country: '', state: '', postcode: '' } );

		expect(
			screen.getByRole( 'button', { name: 'Calculate shipping' } )
		).toBeVisible();
	} );

	it( 'sends country, province and an uppercased postcode', async () => {
		const { user, onSubmit } = setUp();
		await user.click(
			screen.getByRole( 'button', { name: 'Change address' } )
		);

		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Province' } ),
			'B'
		);
		const postcode = screen.getByRole( 'textbox', { name: 'Postal code' } );
		await user.clear( postcode );
		await user.type( postcode, '08001' );
		await user.click( screen.getByRole( 'button', { name: 'Update' } ) );

		expect( onSubmit ).toHaveBeenCalledWith( {
			country: 'ES',
			state: 'B',
			postcode: '08001',
		} );
		expect(
			screen.queryByRole( 'button', { name: 'Update' } )
		).not.toBeInTheDocument();
	} );

	it( 'resets province and postcode when the country changes', async () => {
		const { user, onSubmit } = setUp();
		await user.click(
			screen.getByRole( 'button', { name: 'Change address' } )
		);

		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Country/Region' } ),
			'PT'
		);

		expect(
			screen.getByRole( 'textbox', { name: 'Province' } )
		).toHaveValue( '' );
		expect(
			screen.getByRole( 'textbox', { name: 'Postal code' } )
		).toHaveValue( '' );
		await user.type(
			screen.getByRole( 'textbox', { name: 'Postal code' } ),
			'1000-001'
		);
		await user.click( screen.getByRole( 'button', { name: 'Update' } ) );
		expect( onSubmit ).toHaveBeenCalledWith( {
			country: 'PT',
			state: '',
			postcode: '1000-001',
		} );
	} );

	it( 'stays open when the update fails', async () => {
		const { user } = setUp(
			jest.fn( () => Promise.reject( new Error( 'x' ) ) )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Change address' } )
		);

		await user.click( screen.getByRole( 'button', { name: 'Update' } ) );

		expect(
			screen.getByRole( 'button', { name: 'Update' } )
		).toBeVisible();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( 'x' );
	} );

	it( 'says why the server refused the address, until it is sent again', async () => {
		const onSubmit = jest
			.fn()
			.mockRejectedValueOnce( {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): shipping_address',
				data: {
					status: 400,
					params: {
						shipping_address: 'Please enter a valid postcode.',
					},
					details: {
						shipping_address: {
							code: 'invalid_postcode',
							message: 'Please enter a valid postcode.',
							data: null,
						},
					},
				},
			} )
			.mockResolvedValueOnce( {} );
		const { user } = setUp( onSubmit );
		await user.click(
			screen.getByRole( 'button', { name: 'Change address' } )
		);
		const postcode = screen.getByRole( 'textbox', { name: 'Postal code' } );
		await user.clear( postcode );
		await user.type( postcode, 'ABCDE' );

		await user.click( screen.getByRole( 'button', { name: 'Update' } ) );

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Please enter a valid postcode.'
		);
		await user.clear( postcode );
		await user.type( postcode, '28001' );
		await user.click( screen.getByRole( 'button', { name: 'Update' } ) );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Update' } )
		).not.toBeInTheDocument();
	} );
} );
