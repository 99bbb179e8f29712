/**
 * LineItemRow: what a cart line shows and how it reacts.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { cartItem } from '@rueda/shared/api/test/fixtures';
import type { CartItem } from '@rueda/shared/api';
import LineItemRow from '../line-item-row';

function renderRow( item: CartItem, props = {} ) {
	const handlers = { onChangeQuantity: jest.fn(), onRemove: jest.fn() };
	render(
		<table>
			<tbody>
				<LineItemRow
					item={ item }
					displayPricesIncludingTax
					{ ...handlers }
					{ ...props }
				/>
			</tbody>
		</table>
	);
	return { ...handlers, row: screen.getByRole( 'row' ) };
}

describe( 'LineItemRow', () => {
	it( 'links the name, shows the price, the EU label and the line total', () => {
		const { row } = renderRow(
			cartItem( {
				item_data: [
					{ name: 'Wet grip', value: 'A', display: 'A' },
					{ name: 'Internal', value: 'x', hidden: true },
				],
			} )
		);

		expect(
			screen.getByRole( 'link', {
				name: 'Michelin Primacy 4 205/55 R16 91V',
			} )
		).toHaveAttribute( 'href', 'https://example.com/tienda/primacy-4/' );
		expect( row ).toHaveTextContent( '82,56 €' );
		expect( row ).toHaveTextContent( 'Wet grip: A' );
		expect( row ).not.toHaveTextContent( 'Internal' );
		expect( row ).toHaveTextContent( '199,80 €' );
	} );

	it( 'shows the regular price struck through when on sale', () => {
		const item = cartItem();
		renderRow( {
			...item,
			prices: { ...item.prices, regular_price: '9900' },
		} );

		expect( screen.getByRole( 'deletion' ) ).toHaveTextContent( '99,00 €' );
		expect( screen.getByRole( 'insertion' ) ).toHaveTextContent(
			'82,56 €'
		);
	} );

	it( 'shows the low-stock and backorder badges', () => {
		renderRow( cartItem( { low_stock_remaining: 2 } ) );
		expect( screen.getByText( '2 left in stock' ) ).toBeVisible();
	} );

	it( 'prefers the backorder badge', () => {
		renderRow(
			cartItem( { low_stock_remaining: 2, show_backorder_badge: true } )
		);
		expect( screen.getByText( 'Available on backorder' ) ).toBeVisible();
		expect(
			screen.queryByText( '2 left in stock' )
		).not.toBeInTheDocument();
	} );

	it( 'changes the quantity and removes the item', async () => {
		const { onChangeQuantity, onRemove } = renderRow( cartItem() );

		await userEvent.click(
			screen.getByRole( 'button', { name: /^Increase quantity/ } )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Remove item' } )
		);

		expect( onChangeQuantity ).toHaveBeenCalledWith( 3 );
		expect( onRemove ).toHaveBeenCalled();
	} );

	it( 'looks disabled while waiting for the server', () => {
		const { row } = renderRow( cartItem(), { isPendingDelete: true } );

		expect( row ).toHaveClass( 'is-pending' );
		expect( row ).toHaveAttribute( 'aria-busy', 'true' );
		expect(
			screen.getByRole( 'button', { name: 'Remove item' } )
		).toBeDisabled();
	} );

	it( 'looks disabled while a quantity change is pending, still editable', () => {
		const { row } = renderRow( cartItem(), { isPendingQuantity: true } );

		expect( row ).toHaveClass( 'is-pending' );
		expect( screen.getByRole( 'spinbutton' ) ).toBeEnabled();
	} );
} );
