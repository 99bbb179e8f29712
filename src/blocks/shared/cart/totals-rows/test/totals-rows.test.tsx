/**
 * The subtotal and discount rows the cart, the checkout's summary and the mini
 * cart's drawer share (the fee rows: cart-order-summary-fees/test).
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerCheckoutFilters, removeCheckoutFilters } from '@rueda/runtime';

import type { CartCoupon } from '@rueda/shared/api';
import { EUR, cartResponse } from '@rueda/shared/api/test/fixtures';
import DiscountRow from '../discount';
import SubtotalRow from '../subtotal';

const { totals } = cartResponse();

const COUPON: CartCoupon = {
	code: 'bienvenida10',
	label: 'bienvenida10',
	discount_type: 'percent',
	totals: { ...EUR, total_discount: '1651', total_discount_tax: '347' },
};

describe( 'SubtotalRow', () => {
	it( 'shows the items with or without tax, and a note under it when given', () => {
		const { container, rerender } = render(
			<SubtotalRow totals={ totals } includingTax />
		);
		const row = container.querySelector( '.rueda-totals-subtotal' );
		expect( row ).toHaveTextContent( 'Subtotal199,80 €' );
		expect(
			container.querySelector( '.rueda-totals-row__description' )
		).toBeNull();

		rerender(
			<SubtotalRow
				totals={ totals }
				includingTax={ false }
				description="Al pagar se calculan el envío y los impuestos."
			/>
		);
		expect( row ).toHaveTextContent( 'Subtotal165,12 €' );
		expect(
			container.querySelector( '.rueda-totals-row__description' )
		).toHaveTextContent( 'Al pagar se calculan el envío y los impuestos.' );
	} );
} );

describe( 'DiscountRow', () => {
	afterEach( () => act( () => removeCheckoutFilters( 'test' ) ) );

	const props = {
		extensions: {},
		includingTax: true,
		removing: '',
		onRemove: jest.fn(),
	};

	it( 'shows nothing without coupons or discount', () => {
		const { container } = render(
			<DiscountRow
				{ ...props }
				totals={ totals }
				coupons={ [] }
				context="cart"
			/>
		);
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'shows what the coupons take off and removes one, telling the filter where it shows', async () => {
		const contexts: unknown[] = [];
		registerCheckoutFilters( 'test', {
			coupons: ( coupons, _extensions, args ) => {
				contexts.push( args.context );
				return coupons;
			},
		} );
		const onRemove = jest.fn();
		const { container } = render(
			<DiscountRow
				{ ...props }
				totals={ {
					...totals,
					total_discount: '1651',
					total_discount_tax: '347',
				} }
				coupons={ [ COUPON ] }
				context="summary"
				onRemove={ onRemove }
			/>
		);

		expect(
			container.querySelector(
				'.rueda-totals-discount .rueda-totals-row__value'
			)
		).toHaveTextContent( '-19,98 €' );
		expect( contexts ).toContain( 'summary' );
		await userEvent.click(
			screen.getByRole( 'button', {
				name: 'Remove coupon "bienvenida10"',
			} )
		);
		expect( onRemove ).toHaveBeenCalledWith( 'bienvenida10' );
	} );
} );
