/**
 * The payment step's UI: saved methods first, the chosen method's fields and
 * save option, notices, and the disabled state during express payments.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import PaymentOptions, {
	type PaymentOptionsProps,
} from '../inner-blocks/checkout-payment/block';
import { getSavedPaymentMethodLabel } from '../saved-payment-methods';

const visa = {
	tokenId: '7',
	method: {
		gateway: 'rueda_sandbox_card',
		brand: 'visa',
		last4: '4242',
		display_brand: '',
	},
	expiry: '12/28',
};

function optionsProps(
	overrides: Partial< PaymentOptionsProps > = {}
): PaymentOptionsProps {
	return {
		isLoading: false,
		notice: '',
		savedMethods: [
			{ value: visa.tokenId, label: getSavedPaymentMethodLabel( visa ) },
		],
		methods: [
			{ value: 'rueda_sandbox_card', label: 'Tarjeta (pruebas)' },
			{ value: 'rueda_bank_transfer', label: 'Transferencia bancaria' },
		],
		activeToken: '',
		activeMethod: 'rueda_sandbox_card',
		onSelectSaved: jest.fn(),
		onSelectMethod: jest.fn(),
		content: <p>Card fields</p>,
		saveOption: null,
		disabled: false,
		instanceId: 't',
		...overrides,
	};
}

function renderOptions( overrides: Partial< PaymentOptionsProps > = {} ) {
	const props = optionsProps( overrides );
	const { container } = render( <PaymentOptions { ...props } /> );
	return { ...props, container };
}

describe( 'PaymentOptions', () => {
	it( "lists saved methods first, then the others with the chosen one's fields", async () => {
		const props = renderOptions();
		const radios = screen.getAllByRole( 'radio' );

		expect(
			radios.map( ( radio ) => radio.getAttribute( 'value' ) )
		).toEqual( [ '7', 'rueda_sandbox_card', 'rueda_bank_transfer' ] );
		expect(
			screen.getByRole( 'radio', {
				name: 'Visa ending in 4242 (expires 12/28)',
			} )
		).not.toBeChecked();
		expect(
			screen.getByRole( 'radio', { name: 'Tarjeta (pruebas)' } )
		).toBeChecked();
		expect( screen.getByText( 'Card fields' ) ).toBeVisible();

		await userEvent.click( radios[ 0 ] as HTMLElement );
		await userEvent.click(
			screen.getByRole( 'radio', { name: 'Transferencia bancaria' } )
		);
		expect( props.onSelectSaved ).toHaveBeenCalledWith( '7' );
		expect( props.onSelectMethod ).toHaveBeenCalledWith(
			'rueda_bank_transfer'
		);
	} );

	it( "checks the saved method in use and hides the new card's fields", () => {
		renderOptions( { activeToken: '7', content: null } );

		expect(
			screen.getByRole( 'radio', {
				name: 'Visa ending in 4242 (expires 12/28)',
			} )
		).toBeChecked();
		expect(
			screen.getByRole( 'radio', { name: 'Tarjeta (pruebas)' } )
		).not.toBeChecked();
	} );

	it( 'offers to save the method only when allowed', async () => {
		const onChange = jest.fn();
		renderOptions( { saveOption: { checked: false, onChange } } );

		await userEvent.click(
			screen.getByRole( 'checkbox', {
				name: 'Save payment information to my account for future purchases.',
			} )
		);

		expect( onChange ).toHaveBeenCalledWith( true );
	} );

	it( 'has no save option otherwise', () => {
		renderOptions();

		expect( screen.queryByRole( 'checkbox' ) ).toBeNull();
	} );

	it( 'shows a notice instead of the options', () => {
		renderOptions( { notice: 'No registered Payment Methods.' } );

		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'No registered Payment Methods.'
		);
		expect( screen.queryByRole( 'radio' ) ).toBeNull();
	} );

	it( 'shows a skeleton while loading', () => {
		const { container } = renderOptions( { isLoading: true } );

		expect( container.querySelector( '.rueda-skeleton' ) ).not.toBeNull();
		expect( screen.queryByRole( 'radio' ) ).toBeNull();
	} );

	it( 'is disabled and inert while an express payment is under way', () => {
		const { container } = renderOptions( { disabled: true } );
		const area = container.querySelector( '.rueda-payment-options' );

		expect( area ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( area ).toHaveAttribute( 'inert' );
		screen
			.getAllByRole( 'radio', { hidden: true } )
			.forEach( ( radio ) => expect( radio ).toBeDisabled() );
	} );
} );
