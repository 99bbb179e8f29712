/**
 * TaxRows: itemized or a single row, only when prices exclude tax.
 */
import { render, screen } from '@testing-library/react';

import { cartResponse } from '../../api/test/fixtures';
import TaxRows from '../tax-rows';

const EXCLUDING = {
	enabled: true,
	displayCartPricesIncludingTax: false,
	itemized: false,
};

describe( 'TaxRows', () => {
	const { totals } = cartResponse();

	it( 'shows one taxes row', () => {
		const { container } = render(
			<TaxRows totals={ totals } taxes={ EXCLUDING } />
		);

		expect( container ).toHaveTextContent( 'Taxes35,72 €' );
	} );

	it( 'shows a row per rate when itemized', () => {
		const { container } = render(
			<TaxRows
				totals={ {
					...totals,
					tax_lines: [
						{ name: 'IVA', rate: '21%', price: '3000' },
						{ name: 'IGIC', rate: '7%', price: '572' },
					],
				} }
				taxes={ { ...EXCLUDING, itemized: true } }
			/>
		);

		expect( container ).toHaveTextContent( 'IVA 21%30,00 €IGIC 7%5,72 €' );
	} );

	it( 'shows nothing when prices include tax or taxes are off', () => {
		render(
			<>
				<TaxRows
					totals={ totals }
					taxes={ {
						...EXCLUDING,
						displayCartPricesIncludingTax: true,
					} }
				/>
				<TaxRows
					totals={ totals }
					taxes={ { ...EXCLUDING, enabled: false } }
				/>
			</>
		);

		expect( screen.queryByText( 'Taxes' ) ).not.toBeInTheDocument();
	} );
} );
