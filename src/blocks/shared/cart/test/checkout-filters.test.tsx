/**
 * The checkout filters where the cart shows them: a line's name, class,
 * price formats and remove link; the coupons; the total's label and format.
 */
import { act, render, screen, within } from '@testing-library/react';

import { registerCheckoutFilters, removeCheckoutFilters } from '@rueda/runtime';
import { EUR, cartItem, cartResponse } from '@rueda/shared/api/test/fixtures';
import type { CartCoupon, CartItem } from '@rueda/shared/api';
import AppliedCoupons from '../applied-coupons';
import LineItemRow from '../line-item-row';
import TotalsFooter from '../totals-footer';

const TAXES = {
	enabled: true,
	displayCartPricesIncludingTax: true,
	itemized: false,
};

function renderRow( item: CartItem ) {
	render(
		<table>
			<tbody>
				<LineItemRow
					item={ item }
					cart={ cartResponse( { items: [ item ] } ) }
					displayPricesIncludingTax
					onChangeQuantity={ jest.fn() }
					onRemove={ jest.fn() }
				/>
			</tbody>
		</table>
	);
	return screen.getByRole( 'row' );
}

afterEach( () => removeCheckoutFilters( 'acme' ) );

describe( 'checkout filters in a cart line', () => {
	it( 'renames the line, adds a class and formats its prices', () => {
		const filters = {
			itemName: jest.fn(
				( name: string ) => `${ name } (con hotel de neumáticos)`
			),
			cartItemClass: () => 'has-storage',
			cartItemPrice: () => '<price/> / ud.',
			subtotalPriceFormat: () => '<price/> en total',
		};
		registerCheckoutFilters( 'acme', filters );
		const item = cartItem( { extensions: { acme: { stored: true } } } );

		const row = renderRow( item );

		expect( row ).toHaveClass( 'rueda-cart-line', 'has-storage' );
		expect(
			screen.getByRole( 'link', {
				name: 'Michelin Primacy 4 205/55 R16 91V (con hotel de neumáticos)',
			} )
		).toBeVisible();
		expect( row ).toHaveTextContent( '82,56 € / ud.' );
		expect( row ).toHaveTextContent( '199,80 € en total' );
		expect( filters.itemName ).toHaveBeenCalledWith(
			'Michelin Primacy 4 205/55 R16 91V',
			{ acme: { stored: true } },
			expect.objectContaining( { cartItem: item, context: 'cart' } )
		);
	} );

	it( 'shows the saving on sale lines in the sale badge format', () => {
		registerCheckoutFilters( 'acme', {
			saleBadgePriceFormat: () => '<price/> en esta línea',
		} );
		const item = cartItem();

		const row = renderRow( {
			...item,
			prices: { ...item.prices, regular_price: '9256' },
		} );

		// (92,56 € - 82,56 €) × 2.
		expect( row ).toHaveTextContent( 'Save 20,00 € en esta línea' );
	} );

	it( 'keeps the default formats when a filter drops <price/>', () => {
		registerCheckoutFilters( 'acme', {
			subtotalPriceFormat: () => 'Gratis',
		} );

		const row = renderRow( cartItem() );

		expect( row ).toHaveTextContent( '199,80 €' );
		expect( row ).not.toHaveTextContent( 'Gratis' );
		// No shop settings on this page, as in the editor: the reason is logged.
		expect( console ).toHaveErrored();
	} );

	it( 'hides the remove link when a filter says so, at once', () => {
		const row = renderRow( cartItem() );
		expect(
			within( row ).getByRole( 'button', { name: 'Remove item' } )
		).toBeVisible();

		act( () =>
			registerCheckoutFilters( 'acme', {
				showRemoveItemLink: () => false,
			} )
		);

		expect(
			within( row ).queryByRole( 'button', { name: 'Remove item' } )
		).not.toBeInTheDocument();
	} );
} );

describe( 'checkout filters in the totals', () => {
	it( 'relabels the total and formats its value', () => {
		registerCheckoutFilters( 'acme', {
			totalLabel: () => 'Total a pagar hoy',
			totalValue: () => '<price/> IVA incl.',
		} );

		const { container } = render(
			<TotalsFooter cart={ cartResponse() } taxes={ TAXES } />
		);

		expect( container ).toHaveTextContent(
			'Total a pagar hoy205,79 € IVA incl.'
		);
	} );

	it( 'relabels the coupons with the context they show in', () => {
		const coupons = jest.fn( ( list: readonly CartCoupon[] ) =>
			list.map( ( coupon ) => ( {
				...coupon,
				label: `Cupón ${ coupon.label }`,
			} ) )
		);
		registerCheckoutFilters( 'acme', { coupons } );

		render(
			<AppliedCoupons
				coupons={ [
					{
						code: 'bienvenida10',
						label: 'BIENVENIDA10',
						discount_type: 'percent',
						totals: {
							...EUR,
							total_discount: '1000',
							total_discount_tax: '210',
						},
					},
				] }
				extensions={ { acme: { x: 1 } } }
				context="summary"
				removing=""
				onRemove={ jest.fn() }
			/>
		);

		expect( screen.getByText( 'Cupón BIENVENIDA10' ) ).toBeVisible();
		expect( coupons ).toHaveBeenCalledWith(
			expect.any( Array ),
			{ acme: { x: 1 } },
			{ context: 'summary' }
		);
	} );
} );
