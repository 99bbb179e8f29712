/**
 * The checkout's order summary: its shipping row before and after the
 * shopper's address.
 */
import { render, screen } from '@testing-library/react';

import { cartResponse } from '../../../shared/api/test/fixtures';
import type { CartResponse } from '../../../shared/api';
import OrderSummary from '../inner-blocks/checkout-order-summary/block';

function renderWith( cart: CartResponse ) {
	return render(
		<OrderSummary
			cart={ cart }
			taxes={ {
				enabled: true,
				displayCartPricesIncludingTax: true,
				itemized: false,
			} }
			couponForm={ null }
			removingCoupon=""
			onRemoveCoupon={ jest.fn() }
			instanceId="t"
		/>
	);
}

function shippingRow( container: HTMLElement ) {
	return container.querySelector( '.rueda-totals-shipping' );
}

describe( 'OrderSummary', () => {
	it( 'shows the shipping cost once calculated for the shopper’s address', () => {
		const { container } = renderWith( cartResponse() );

		expect( shippingRow( container ) ).toHaveTextContent( '5,99 €' );
	} );

	it( 'asks for the address instead of showing shipping estimated for the shop', () => {
		const { container } = renderWith(
			cartResponse( { has_calculated_shipping: false } )
		);

		expect( shippingRow( container ) ).not.toHaveTextContent( '5,99 €' );
		expect(
			screen.getByText(
				'Enter your address to see the shipping options.'
			)
		).toBeVisible();
		expect( screen.getByText( 'Estimated total' ) ).toBeVisible();
	} );
} );
