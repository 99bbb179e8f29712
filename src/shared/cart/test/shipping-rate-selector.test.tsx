/**
 * ShippingRateSelector: one panel per package, "Free" for rates costing nothing.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { shippingPackage } from '../../api/test/fixtures';
import ShippingRateSelector from '../shipping-rate-selector';

const pickupPackage = () => {
	const base = shippingPackage();
	return {
		...base,
		shipping_rates: base.shipping_rates.map( ( rate ) =>
			rate.method_id === 'pickup_location'
				? {
						...rate,
						meta_data: [
							{
								key: 'pickup_address',
								value: 'Calle de la Industria, 24',
							},
							{
								key: 'pickup_hours',
								value: 'Lunes a viernes: 8:30–13:30\nSábado: 9:00–14:00',
							},
							{
								key: 'pickup_details',
								value: 'Aparca delante del taller.',
							},
						],
					}
				: rate
		),
	};
};

describe( 'ShippingRateSelector', () => {
	it( 'lists the rates of one package with prices, "Free" and where and when to collect', () => {
		render(
			<ShippingRateSelector
				packages={ [ pickupPackage() ] }
				displayPricesIncludingTax
				isSelecting={ false }
				onSelect={ jest.fn() }
				instanceId="t"
			/>
		);

		const group = screen.getByRole( 'group', { name: 'Shipping options' } );
		expect(
			within( group ).getByRole( 'radio', {
				name: /Envío estándar\s*5,99 €/,
			} )
		).toBeChecked();
		expect(
			within( group ).getByRole( 'radio', {
				name: /Recogida en el taller\s*Free\s*Calle de la Industria, 24\s*Lunes a viernes: 8:30–13:30\s*Sábado: 9:00–14:00\s*How to get there: Aparca delante del taller\./,
			} )
		).not.toBeChecked();
	} );

	it( 'titles home delivery and pickup apart when a package offers both', () => {
		render(
			<ShippingRateSelector
				packages={ [ pickupPackage() ] }
				displayPricesIncludingTax
				isSelecting={ false }
				onSelect={ jest.fn() }
				instanceId="t"
			/>
		);

		const delivery = screen.getByText( 'Home delivery' ).parentElement!;
		const pickup = screen.getByText(
			'Pickup at the workshop'
		).parentElement!;
		expect(
			within( delivery ).getByRole( 'radio', { name: /Envío estándar/ } )
		).toBeInTheDocument();
		expect( within( delivery ).getAllByRole( 'radio' ) ).toHaveLength( 1 );
		expect(
			within( pickup ).getByRole( 'radio', { name: /Recogida/ } )
		).toBeInTheDocument();
	} );

	it( 'shows one panel per package, named after it', () => {
		render(
			<ShippingRateSelector
				packages={ [
					shippingPackage( { package_id: 0, name: 'Neumáticos' } ),
					shippingPackage( { package_id: 1, name: 'Llantas' } ),
				] }
				displayPricesIncludingTax={ false }
				isSelecting={ false }
				onSelect={ jest.fn() }
				instanceId="t"
			/>
		);

		expect(
			screen.getByRole( 'group', { name: 'Neumáticos' } )
		).toBeVisible();
		expect(
			screen.getByRole( 'group', { name: 'Llantas' } )
		).toBeVisible();
		expect(
			screen.getAllByRole( 'radio', { name: /Envío estándar\s*4,95 €/ } )
		).toHaveLength( 2 );
	} );

	it( 'checks the chosen rate at once and reports it with its package', async () => {
		const onSelect = jest.fn();
		const packages = [ pickupPackage() ];
		render(
			<ShippingRateSelector
				packages={ packages }
				displayPricesIncludingTax
				isSelecting={ false }
				onSelect={ onSelect }
				instanceId="t"
			/>
		);

		const pickup = screen.getByRole( 'radio', { name: /Recogida/ } );
		await userEvent.click( pickup );

		expect( pickup ).toBeChecked();
		expect( onSelect ).toHaveBeenCalledWith(
			packages[ 0 ]?.shipping_rates[ 1 ],
			packages[ 0 ]
		);
	} );

	it( 'disables the choice while a rate is being selected', () => {
		render(
			<ShippingRateSelector
				packages={ [ shippingPackage() ] }
				displayPricesIncludingTax
				isSelecting
				onSelect={ jest.fn() }
				instanceId="t"
			/>
		);

		for ( const radio of screen.getAllByRole( 'radio' ) ) {
			expect( radio ).toBeDisabled();
		}
	} );
} );
