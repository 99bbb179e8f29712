/**
 * TotalsFooter: "Total" or "Estimated total", and the taxes included.
 */
import { render, screen } from '@testing-library/react';

import { cartResponse } from '@rueda/shared/api/test/fixtures';
import TotalsFooter from '../totals-footer';

const TAXES = {
	enabled: true,
	displayCartPricesIncludingTax: true,
	itemized: false,
};

describe( 'TotalsFooter', () => {
	it( 'shows the total and the taxes it includes', () => {
		const { container } = render(
			<TotalsFooter cart={ cartResponse() } taxes={ TAXES } />
		);

		expect( container ).toHaveTextContent( 'Total205,79 €' );
		expect(
			screen.getByText( 'Including 35,72 € in taxes' )
		).toBeVisible();
	} );

	it( 'names each tax when taxes are itemized', () => {
		const cart = cartResponse();
		render(
			<TotalsFooter
				cart={ {
					...cart,
					totals: {
						...cart.totals,
						tax_lines: [
							{ name: 'IVA', price: '3572', rate: '21%' },
						],
					},
				} }
				taxes={ { ...TAXES, itemized: true } }
			/>
		);

		expect(
			screen.getByText( 'Including 35,72 € IVA (21%)' )
		).toBeVisible();
	} );

	it( 'reads "Estimated total" until shipping is calculated', () => {
		render(
			<TotalsFooter
				cart={ cartResponse( { has_calculated_shipping: false } ) }
				taxes={ TAXES }
			/>
		);

		expect( screen.getByText( 'Estimated total' ) ).toBeVisible();
	} );

	it( 'leaves the tax line out when prices are shown without tax', () => {
		render(
			<TotalsFooter
				cart={ cartResponse() }
				taxes={ { ...TAXES, displayCartPricesIncludingTax: false } }
			/>
		);

		expect( screen.queryByText( /in taxes/ ) ).not.toBeInTheDocument();
	} );
} );
