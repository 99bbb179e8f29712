/**
 * LineItemRow: a tyre's line draws its EU label instead of the label's rows.
 */
import { render, screen, within } from '@testing-library/react';

import { cartItem } from '@rueda/shared/api/test/fixtures';
import { tyreSummary } from '@rueda/shared/tyres/test/fixtures';
import LineItemRow from '../line-item-row';

const ROWS = [
	{
		name: 'Fuel efficiency',
		value: 'B',
		display: 'B',
		className: 'rueda-eu-label-fuel-efficiency',
	},
	{
		name: 'Wet grip',
		value: 'A',
		display: 'A',
		className: 'rueda-eu-label-wet-grip',
	},
	{
		name: 'Noise',
		value: '71 dB (B)',
		display: '71 dB (B)',
		className: 'rueda-eu-label-noise',
	},
	{ name: 'Montaje', value: 'En el taller', display: 'En el taller' },
];

function renderRows( items: ReturnType< typeof cartItem >[] ) {
	render(
		<table>
			<tbody>
				{ items.map( ( item, index ) => (
					<LineItemRow
						key={ index }
						item={ item }
						displayPricesIncludingTax
						onChangeQuantity={ jest.fn() }
						onRemove={ jest.fn() }
					/>
				) ) }
			</tbody>
		</table>
	);
	return screen.getAllByRole( 'row' );
}

describe( 'LineItemRow with a tyre', () => {
	it( 'shows the EU label instead of its text rows and keeps the others', () => {
		const [ row ] = renderRows( [
			cartItem( { item_data: ROWS, tyre: tyreSummary() } ),
		] );

		expect(
			within( row! ).getByRole( 'button', {
				name: 'EU tyre label: fuel efficiency B, wet grip A, external rolling noise 71 dB, class B. Show the full label',
			} )
		).toBeInTheDocument();
		expect( row ).not.toHaveTextContent( 'Fuel efficiency:' );
		expect( row ).not.toHaveTextContent( 'Noise:' );
		expect( row ).toHaveTextContent( 'Montaje: En el taller' );
		expect(
			within( row! ).getByRole( 'link', {
				name: 'Michelin Primacy 4 205/55 R16 91V',
			} )
		).toHaveAttribute( 'href', 'https://example.com/tienda/primacy-4/' );
	} );

	it( 'keeps the rows when the line has no label to draw', () => {
		const [ row ] = renderRows( [
			cartItem( {
				item_data: ROWS,
				tyre: tyreSummary( { eu_label: null } ),
			} ),
		] );

		expect( row ).toHaveTextContent( 'Fuel efficiency: B' );
		expect( row ).toHaveTextContent( 'Noise: 71 dB (B)' );
		expect(
			within( row! ).queryByRole( 'button', { name: /EU tyre label/ } )
		).toBeNull();
	} );

	it( 'gives each line’s label its own id', () => {
		renderRows( [
			cartItem( { tyre: tyreSummary() } ),
			cartItem( { key: 'def456', tyre: tyreSummary() } ),
		] );

		const targets = screen
			.getAllByRole( 'button', { name: /^EU tyre label/ } )
			.map( ( button ) => button.getAttribute( 'popovertarget' ) );
		expect( targets[ 0 ] ).toMatch( /^rueda-eu-label-abc123-/ );
		expect( targets[ 1 ] ).toMatch( /^rueda-eu-label-def456-/ );
	} );
} );
