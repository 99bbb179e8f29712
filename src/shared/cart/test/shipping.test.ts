/**
 * Shipping rules of the cart.
 */
import { cartResponse, shippingPackage } from '../../api/test/fixtures';
import type { ShippingPackage, ShippingRate } from '../../api';
import {
	getRateMeta,
	getRatePackageId,
	getEstimatedDestination,
	getRatePrice,
	getSelectedRate,
	getShippingErrors,
	hasMixedPickupLocations,
	isPickupRate,
	needsRateSelection,
} from '../shipping';

function rates( shippingPackageValue: ShippingPackage ): ShippingRate[] {
	return shippingPackageValue.shipping_rates;
}

/**
 * A package whose chosen rate is pickup at the given location.
 *
 * @param packageId Package id.
 * @param rateId    Pickup rate id, e.g. `pickup_location:1`.
 */
function pickedUp( packageId: number, rateId: string ): ShippingPackage {
	const base = shippingPackage( { package_id: packageId } );
	return {
		...base,
		shipping_rates: rates( base ).map( ( rate ) =>
			isPickupRate( rate )
				? { ...rate, rate_id: rateId, selected: true }
				: { ...rate, selected: false }
		),
	};
}

describe( 'shipping', () => {
	const [ flat, pickup ] = rates( shippingPackage() );

	it( 'tells pickup rates by their method', () => {
		expect( pickup && isPickupRate( pickup ) ).toBe( true );
		expect( flat && isPickupRate( flat ) ).toBe( false );
	} );

	it( 'prices a rate with its taxes when prices show them', () => {
		expect( flat && getRatePrice( flat, true ) ).toBe( 599 );
		expect( flat && getRatePrice( flat, false ) ).toBe( 495 );
	} );

	it( 'finds the selected rate', () => {
		expect( getSelectedRate( shippingPackage() )?.rate_id ).toBe(
			'flat_rate:1'
		);
		expect(
			getSelectedRate(
				shippingPackage( {
					shipping_rates: rates( shippingPackage() ).map(
						( rate ) => ( {
							...rate,
							selected: false,
						} )
					),
				} )
			)
		).toBeNull();
	} );

	it( 'selects pickup for every package and other rates for their own', () => {
		const shippingPackageValue = shippingPackage( { package_id: 3 } );
		expect(
			pickup && getRatePackageId( pickup, shippingPackageValue )
		).toBeNull();
		expect( flat && getRatePackageId( flat, shippingPackageValue ) ).toBe(
			3
		);
	} );

	describe( 'needsRateSelection', () => {
		it( 'is true when a package with rates has none selected', () => {
			const unselected = shippingPackage( {
				shipping_rates: rates( shippingPackage() ).map( ( rate ) => ( {
					...rate,
					selected: false,
				} ) ),
			} );
			expect(
				needsRateSelection( [ shippingPackage(), unselected ] )
			).toBe( true );
		} );

		it( 'is false when every package has a rate or none to offer', () => {
			expect(
				needsRateSelection( [
					shippingPackage(),
					shippingPackage( { shipping_rates: [] } ),
				] )
			).toBe( false );
		} );
	} );

	describe( 'hasMixedPickupLocations', () => {
		it( 'warns when packages are picked up at different places', () => {
			expect(
				hasMixedPickupLocations( [
					pickedUp( 0, 'pickup_location:0' ),
					pickedUp( 1, 'pickup_location:1' ),
				] )
			).toBe( true );
		} );

		it( 'accepts one pickup location for all, or a single package', () => {
			expect(
				hasMixedPickupLocations( [
					pickedUp( 0, 'pickup_location:0' ),
					pickedUp( 1, 'pickup_location:0' ),
				] )
			).toBe( false );
			expect( hasMixedPickupLocations( [ shippingPackage() ] ) ).toBe(
				false
			);
		} );
	} );

	describe( 'getEstimatedDestination', () => {
		const estimated = () => {
			const cart = cartResponse( { has_calculated_shipping: false } );
			return {
				...cart,
				shipping_address: { ...cart.shipping_address, country: '' },
			};
		};

		it( 'is the destination of the rates before the shopper’s address', () => {
			expect( getEstimatedDestination( estimated() ) ).toEqual(
				shippingPackage().destination
			);
		} );

		it( 'is null once shipping is calculated for the shopper’s address', () => {
			expect( getEstimatedDestination( cartResponse() ) ).toBeNull();
		} );

		it( 'is null for a partial address or when nothing ships', () => {
			const cart = estimated();

			expect(
				getEstimatedDestination( {
					...cart,
					shipping_address: {
						...cart.shipping_address,
						country: 'XX',
					},
				} )
			).toBeNull();
			expect(
				getEstimatedDestination( { ...cart, shipping_rates: [] } )
			).toBeNull();
		} );
	} );

	it( 'keeps only the shipping-rate errors of the cart', () => {
		const invalid = {
			code: 'woocommerce_rest_cart_shipping_rates_invalid_country',
			message: 'Sorry, we do not ship orders to the selected country.',
		};
		expect(
			getShippingErrors( [
				invalid,
				{ code: 'rueda_cart_item_stock', message: 'Out of stock' },
			] )
		).toEqual( [ invalid ] );
	} );

	it( 'reads the meta of a rate', () => {
		const rate = pickup && {
			...pickup,
			meta_data: [
				{ key: 'address', value: 'Calle de la Industria, 24' },
			],
		};
		expect( rate && getRateMeta( rate, 'address' ) ).toBe(
			'Calle de la Industria, 24'
		);
		expect( rate && getRateMeta( rate, 'details' ) ).toBe( '' );
	} );
} );
