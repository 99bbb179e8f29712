/**
 * ShippingTotals: the shipping row, rate panels and notices.
 */
import { render, screen } from '@testing-library/react';

import { cartResponse, shippingPackage } from '../../api/test/fixtures';
import type { CartResponse } from '../../api';
import { fittedTyre } from '../../fitting/test/fixtures';
import ShippingTotals from '../shipping-totals';

function renderWith( cart: CartResponse ) {
	return render(
		<ShippingTotals
			cart={ cart }
			displayPricesIncludingTax
			countries={ { ES: 'España' } }
			states={ {} }
			isSelectingRate={ false }
			isUpdatingAddress={ false }
			onSelectRate={ jest.fn() }
			onUpdateAddress={ jest.fn() }
			instanceId="t"
		/>
	);
}

const unselected = () => {
	const base = shippingPackage();
	return {
		...base,
		shipping_rates: base.shipping_rates.map( ( rate ) => ( {
			...rate,
			selected: false,
		} ) ),
	};
};

describe( 'ShippingTotals', () => {
	it( 'says why a cart with a fitted tyre is collected at the workshop', () => {
		const { rerender } = renderWith(
			cartResponse( { items: [ fittedTyre() ] } )
		);
		expect(
			screen.getByText(
				'Tyres fitted at the workshop are collected there.'
			)
		).toBeVisible();

		rerender(
			<ShippingTotals
				cart={ cartResponse() }
				displayPricesIncludingTax
				countries={ { ES: 'España' } }
				states={ {} }
				isSelectingRate={ false }
				isUpdatingAddress={ false }
				onSelectRate={ jest.fn() }
				onUpdateAddress={ jest.fn() }
				instanceId="t"
			/>
		);
		expect(
			screen.queryByText(
				'Tyres fitted at the workshop are collected there.'
			)
		).toBeNull();
	} );

	it( 'shows the shipping cost with its tax', () => {
		renderWith( cartResponse() );

		expect(
			screen.getByText( 'Shipping' ).parentElement
		).toHaveTextContent( '5,99 €' );
	} );

	it( 'reads "Free" when shipping costs nothing', () => {
		const cart = cartResponse();
		renderWith( {
			...cart,
			totals: {
				...cart.totals,
				total_shipping: '0',
				total_shipping_tax: '0',
			},
		} );

		expect(
			screen.getByText( 'Shipping' ).parentElement
		).toHaveTextContent( 'Free' );
	} );

	it( 'names the pickup and the workshop, and asks for no address, once pickup is chosen', () => {
		const base = shippingPackage();
		const cart = cartResponse( {
			has_calculated_shipping: false,
			shipping_rates: [
				{
					...base,
					shipping_rates: base.shipping_rates.map( ( rate ) => ( {
						...rate,
						selected: rate.method_id === 'pickup_location',
						meta_data:
							rate.method_id === 'pickup_location'
								? [
										{
											key: 'pickup_address',
											value: 'Calle de la Industria, 24',
										},
									]
								: [],
					} ) ),
				},
			],
		} );
		renderWith( {
			...cart,
			totals: {
				...cart.totals,
				total_shipping: '0',
				total_shipping_tax: '0',
			},
		} );

		// The row's label; the rate list titles its pickup group the same.
		const row = screen.getAllByText( 'Pickup at the workshop' )[ 0 ]
			?.parentElement;
		expect( row ).toHaveTextContent( 'Free' );
		expect( row ).toHaveTextContent(
			'Recogida en el taller, Calle de la Industria, 24'
		);
		expect( screen.queryByText( 'Shipping' ) ).not.toBeInTheDocument();
		expect(
			screen.queryByText( /Enter your address/ )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', {
				name: /Calculate shipping|Change address/,
			} )
		).not.toBeInTheDocument();
	} );

	it( 'asks for the address while shipping is not calculated', () => {
		renderWith(
			cartResponse( {
				has_calculated_shipping: false,
				shipping_rates: [],
			} )
		);

		const row = screen.getByText( 'Shipping' ).parentElement;
		expect(
			screen.getByText(
				'Enter your address to see the shipping options.'
			)
		).toBeVisible();
		expect( row ).not.toHaveTextContent( '5,99 €' );
	} );

	it( 'presents rates estimated for the shop’s address as such, without a shipping cost', () => {
		const cart = cartResponse( { has_calculated_shipping: false } );
		renderWith( {
			...cart,
			shipping_address: { ...cart.shipping_address, country: '' },
		} );

		expect(
			screen.getByText(
				'Options for España. Enter your address to see yours.'
			)
		).toBeVisible();
		expect(
			screen.getByText( 'Shipping' ).parentElement
		).not.toHaveTextContent( '5,99 €' );
		expect( screen.getAllByRole( 'radio' ).length ).toBeGreaterThan( 0 );
	} );

	it( 'shows nothing when the cart does not ship', () => {
		const { container } = renderWith(
			cartResponse( { needs_shipping: false } )
		);

		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'shows the cart’s shipping errors', () => {
		renderWith(
			cartResponse( {
				errors: [
					{
						code: 'woocommerce_rest_cart_shipping_rates_invalid_country',
						message:
							'Sorry, we do not ship orders to the selected country.',
					},
				],
			} )
		);

		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Sorry, we do not ship orders to the selected country.'
		);
	} );

	it( 'says totals will change until a rate is selected', () => {
		renderWith( cartResponse( { shipping_rates: [ unselected() ] } ) );

		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Totals will be recalculated when a valid shipping method is selected.'
		);
	} );

	it( 'warns when packages are picked up at different places', () => {
		const pickup = ( packageId: number, rateId: string ) => {
			const base = shippingPackage( { package_id: packageId } );
			return {
				...base,
				shipping_rates: base.shipping_rates.map( ( rate ) => ( {
					...rate,
					rate_id:
						rate.method_id === 'pickup_location'
							? rateId
							: rate.rate_id,
					selected: rate.method_id === 'pickup_location',
				} ) ),
			};
		};
		renderWith(
			cartResponse( {
				shipping_rates: [
					pickup( 0, 'pickup_location:0' ),
					pickup( 1, 'pickup_location:1' ),
				],
			} )
		);

		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Multiple shipments must have the same pickup location'
		);
	} );
} );
