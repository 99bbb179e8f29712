/**
 * The checkout's order summary: its shipping row before and after the
 * shopper's address, and its fee rows (the tyres' ecovalor).
 */
import { render, screen } from '@testing-library/react';

import {
	EUR,
	cartResponse,
	shippingPackage,
} from '@rueda/shared/api/test/fixtures';
import type { CartResponse } from '@rueda/shared/api';
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

	it( 'shows the workshop pickup without asking for the shopper’s address', () => {
		const base = shippingPackage();
		const { container } = renderWith(
			cartResponse( {
				has_calculated_shipping: false,
				totals: {
					...cartResponse().totals,
					total_shipping: '0',
					total_shipping_tax: '0',
				},
				shipping_rates: [
					{
						...base,
						shipping_rates: base.shipping_rates.map( ( rate ) => ( {
							...rate,
							selected: rate.method_id === 'pickup_location',
						} ) ),
					},
				],
			} )
		);

		expect( shippingRow( container ) ).toHaveTextContent(
			'Pickup at the workshopFree'
		);
		expect(
			screen.queryByText(
				'Enter your address to see the shipping options.'
			)
		).toBeNull();
	} );

	it( 'shows the ecovalor on its own row, between the discount and shipping', () => {
		const { container } = renderWith(
			cartResponse( {
				fees: [
					{
						id: 'ecovalor-turismo',
						name: 'Ecovalor (gestión de neumáticos usados)',
						totals: { ...EUR, total: '520', total_tax: '109' },
					},
				],
			} )
		);

		const row = container.querySelector( '.rueda-totals-fee' );
		expect( row ).toHaveTextContent(
			'Ecovalor (gestión de neumáticos usados)6,29 €'
		);
		expect(
			[ ...container.querySelectorAll( '.rueda-totals-row' ) ].map(
				( element ) => element.className.split( ' ' )[ 1 ]
			)
		).toEqual( [
			'rueda-totals-subtotal',
			'rueda-totals-fee',
			'rueda-totals-shipping',
			'rueda-totals-footer',
		] );
	} );
} );
