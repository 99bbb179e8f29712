/**
 * The place-order button as shoppers see it in each state.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import CheckoutActions from '../inner-blocks/checkout-actions/block';
import { getPlaceOrderButtonState } from '../place-order-state';

function renderButton(
	state: Parameters< typeof getPlaceOrderButtonState >[ 0 ],
	buttonText = ''
) {
	const onPlaceOrder = jest.fn();
	render(
		<CheckoutActions
			buttonText={ buttonText }
			state={ getPlaceOrderButtonState( state ) }
			onPlaceOrder={ onPlaceOrder }
			cartUrl="https://example.com/carrito/"
		/>
	);
	return { onPlaceOrder, button: screen.getByRole( 'button' ) };
}

const idle = {
	status: 'idle' as const,
	hasError: false,
	isCalculating: false,
	isExpressActive: false,
};

describe( 'CheckoutActions', () => {
	it( 'places the order from an idle checkout', async () => {
		const { onPlaceOrder, button } = renderButton( idle );

		await userEvent.click( button );

		expect( button ).toHaveTextContent( 'Order with obligation to pay' );
		expect( button ).toBeEnabled();
		expect( onPlaceOrder ).toHaveBeenCalledTimes( 1 );
		expect(
			screen.getByRole( 'link', { name: 'Return to Cart' } )
		).toHaveAttribute( 'href', 'https://example.com/carrito/' );
	} );

	it( "uses the shop owner's button text", () => {
		const { button } = renderButton( idle, 'Pagar y reservar cita' );

		expect( button ).toHaveTextContent( 'Pagar y reservar cita' );
	} );

	it( 'shows a spinner and cannot be clicked while processing', async () => {
		const { onPlaceOrder, button } = renderButton( {
			...idle,
			status: 'processing',
		} );

		await userEvent.click( button );

		expect( button ).toBeDisabled();
		expect( button ).toHaveAttribute( 'aria-busy', 'true' );
		expect( button.querySelector( '.rueda-spinner' ) ).not.toBeNull();
		expect( onPlaceOrder ).not.toHaveBeenCalled();
	} );

	it( 'shows the redirect icon once the order is placed', () => {
		const { button } = renderButton( { ...idle, status: 'complete' } );

		expect( button ).toBeDisabled();
		expect(
			button.querySelector( '.rueda-place-order__redirect' )
		).not.toBeNull();
		expect( button.querySelector( '.rueda-spinner' ) ).toBeNull();
	} );

	it( 'is disabled while an express payment is under way', () => {
		const { button } = renderButton( { ...idle, isExpressActive: true } );

		expect( button ).toBeDisabled();
		expect( button ).not.toHaveAttribute( 'aria-busy' );
	} );

	it( 'is busy without a spinner but still takes the click while the totals are recalculated', async () => {
		const { onPlaceOrder, button } = renderButton( {
			...idle,
			isCalculating: true,
		} );

		await userEvent.click( button );

		expect( button ).toBeEnabled();
		expect( button ).toHaveAttribute( 'aria-busy', 'true' );
		expect( button.querySelector( '.rueda-spinner' ) ).toBeNull();
		expect( onPlaceOrder ).toHaveBeenCalledTimes( 1 );
	} );
} );
