/**
 * One order in full: its fees (the tyres' ecovalor) between the subtotal and
 * the total, so the rows add up.
 */
import { render } from '@testing-library/react';

import OrderDetailView from '../components/order-detail-view';
import { orderDetail } from './helpers';

/**
 * The totals as [label, amount] pairs.
 *
 * @param container Rendered container.
 */
function totalRows( container: HTMLElement ) {
	return [
		...container.querySelectorAll( '.rueda-customer-account__total-row' ),
	].map( ( row ) => [
		row.querySelector( 'dt' )?.textContent,
		row.querySelector( 'dd' )?.textContent,
	] );
}

describe( 'OrderDetailView', () => {
	it( 'lists the ecovalor between the subtotal and the total', () => {
		const order = orderDetail();
		const { container } = render(
			<OrderDetailView
				order={ {
					...order,
					fees: [
						{
							id: 'ecovalor-turismo',
							name: 'Ecovalor (gestión de neumáticos usados)',
							totals: {
								...order.totals,
								total: '520',
								total_tax: '109',
							},
						},
					],
					totals: {
						...order.totals,
						total_fees: '520',
						total_fees_tax: '109',
						total_tax: '6876',
						total_price: '39619',
					},
				} }
			/>
		);

		expect( totalRows( container ) ).toEqual( [
			[ 'Subtotal', '389,90 €' ],
			[ 'Ecovalor (gestión de neumáticos usados)', '6,29 €' ],
			[ 'Total', '396,19 €' ],
		] );
	} );

	it( 'has no fee rows for an order without fees', () => {
		const { container } = render(
			<OrderDetailView order={ orderDetail() } />
		);

		expect( totalRows( container ) ).toEqual( [
			[ 'Subtotal', '389,90 €' ],
			[ 'Total', '389,90 €' ],
		] );
	} );
} );
