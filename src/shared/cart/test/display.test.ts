/**
 * Which of the server's amounts the cart shows.
 */
import {
	cartItem,
	cartResponse,
	shippingPackage,
} from '../../api/test/fixtures';
import {
	getDiscountTotal,
	getItemsSubtotal,
	getLineSubtotal,
	getTotalLabel,
	isOnSale,
	isTotalEstimated,
} from '../display';

describe( 'display', () => {
	const { totals } = cartResponse( {} );

	it( 'adds the tax to line and cart subtotals only when prices show it', () => {
		expect( getLineSubtotal( cartItem(), true ) ).toBe( 16512 + 3468 );
		expect( getLineSubtotal( cartItem(), false ) ).toBe( 16512 );
		expect( getItemsSubtotal( totals, true ) ).toBe( 19980 );
		expect( getItemsSubtotal( totals, false ) ).toBe( 16512 );
	} );

	it( 'adds the discount tax the same way', () => {
		const discounted = {
			...totals,
			total_discount: '1000',
			total_discount_tax: '210',
		};
		expect( getDiscountTotal( discounted, true ) ).toBe( 1210 );
		expect( getDiscountTotal( discounted, false ) ).toBe( 1000 );
	} );

	it( 'sees a line on sale when its price is below the regular price', () => {
		expect( isOnSale( cartItem() ) ).toBe( false );
		const item = cartItem();
		expect(
			isOnSale( {
				...item,
				prices: { ...item.prices, regular_price: '9000' },
			} )
		).toBe( true );
	} );

	describe( 'getTotalLabel', () => {
		it( 'reads "Total" once shipping is calculated', () => {
			expect( getTotalLabel( cartResponse() ) ).toBe( 'Total' );
		} );

		it( 'reads "Estimated total" while shipping is not calculated', () => {
			const cart = cartResponse( { has_calculated_shipping: false } );
			expect( isTotalEstimated( cart ) ).toBe( true );
			expect( getTotalLabel( cart ) ).toBe( 'Estimated total' );
		} );

		it( 'reads "Total" when everything is collected at the workshop', () => {
			const base = shippingPackage();
			const cart = cartResponse( {
				has_calculated_shipping: false,
				shipping_rates: [
					{
						...base,
						shipping_rates: base.shipping_rates.map( ( rate ) => ( {
							...rate,
							selected: rate.method_id === 'pickup_location',
						} ) ),
					},
				],
			} );
			expect( getTotalLabel( cart ) ).toBe( 'Total' );
		} );

		it( 'reads "Total" when nothing ships', () => {
			expect(
				getTotalLabel(
					cartResponse( {
						needs_shipping: false,
						has_calculated_shipping: false,
					} )
				)
			).toBe( 'Total' );
		} );
	} );
} );
