/**
 * Shipping or pickup: the toggle's selections, the pickup locations and the
 * warning about packages collected at different places.
 */
import { shippingPackage } from '@rueda/shared/api/test/fixtures';
import type { ShippingPackage, ShippingRate } from '@rueda/shared/api';
import {
	getPickupRates,
	getPickupSelection,
	getShipSelections,
	hasPickupRates,
	isPickupSelected,
	showsPickupLocationWarning,
	withoutPickupRates,
} from '../delivery';

/**
 * A package whose selected rate is the one given.
 *
 * @param packageId Package id.
 * @param selected  Rate id to select.
 * @param extra     More rates.
 */
function withSelected(
	packageId: number,
	selected: string,
	extra: ShippingRate[] = []
): ShippingPackage {
	const base = shippingPackage( { package_id: packageId } );
	return {
		...base,
		shipping_rates: [ ...base.shipping_rates, ...extra ].map(
			( rate ) => ( { ...rate, selected: rate.rate_id === selected } )
		),
	};
}

const secondLocation = (): ShippingRate => ( {
	...( shippingPackage().shipping_rates[ 1 ] as ShippingRate ),
	rate_id: 'pickup_location:1',
	name: 'Recogida en el almacén',
} );

describe( 'delivery', () => {
	it( 'knows whether pickup is offered', () => {
		const shipOnly = shippingPackage( {
			shipping_rates: shippingPackage().shipping_rates.slice( 0, 1 ),
		} );

		expect( hasPickupRates( [ shippingPackage() ] ) ).toBe( true );
		expect( hasPickupRates( [ shipOnly ] ) ).toBe( false );
		expect( hasPickupRates( [] ) ).toBe( false );
	} );

	it( 'lists each pickup location once', () => {
		const packages = [
			withSelected( 0, 'flat_rate:1', [ secondLocation() ] ),
			withSelected( 1, 'flat_rate:1', [ secondLocation() ] ),
		];

		expect(
			getPickupRates( packages ).map( ( rate ) => rate.rate_id )
		).toEqual( [ 'pickup_location:0', 'pickup_location:1' ] );
	} );

	it( 'chooses the first pickup location for every package', () => {
		expect(
			getPickupSelection( [
				withSelected( 0, 'flat_rate:1', [ secondLocation() ] ),
			] )
		).toEqual( { rateId: 'pickup_location:0', packageId: null } );
		expect(
			getPickupSelection( [
				shippingPackage( {
					shipping_rates: shippingPackage().shipping_rates.slice(
						0,
						1
					),
				} ),
			] )
		).toBeNull();
	} );

	it( 'chooses the first shipping rate of each package picked up', () => {
		const packages = [
			withSelected( 0, 'pickup_location:0' ),
			withSelected( 1, 'flat_rate:1' ),
			withSelected( 2, 'pickup_location:0' ),
		];

		expect( getShipSelections( packages ) ).toEqual( [
			{ rateId: 'flat_rate:1', packageId: 0 },
			{ rateId: 'flat_rate:1', packageId: 2 },
		] );
	} );

	it( 'knows when the shopper chose pickup before', () => {
		expect(
			isPickupSelected( [ withSelected( 0, 'pickup_location:0' ) ] )
		).toBe( true );
		expect(
			isPickupSelected( [
				withSelected( 0, 'pickup_location:0' ),
				withSelected( 1, 'flat_rate:1' ),
			] )
		).toBe( false );
		expect( isPickupSelected( [ withSelected( 0, 'none' ) ] ) ).toBe(
			false
		);
	} );

	describe( 'showsPickupLocationWarning', () => {
		it( 'warns when packages are picked up at different places', () => {
			expect(
				showsPickupLocationWarning( [
					withSelected( 0, 'pickup_location:0', [
						secondLocation(),
					] ),
					withSelected( 1, 'pickup_location:1', [
						secondLocation(),
					] ),
				] )
			).toBe( true );
		} );

		it( 'does not warn for one place, one package or shipping', () => {
			expect(
				showsPickupLocationWarning( [
					withSelected( 0, 'pickup_location:0' ),
					withSelected( 1, 'pickup_location:0' ),
				] )
			).toBe( false );
			expect(
				showsPickupLocationWarning( [
					withSelected( 0, 'pickup_location:1', [
						secondLocation(),
					] ),
				] )
			).toBe( false );
			expect(
				showsPickupLocationWarning( [
					withSelected( 0, 'flat_rate:1', [ secondLocation() ] ),
					withSelected( 1, 'pickup_location:1', [
						secondLocation(),
					] ),
				] )
			).toBe( false );
		} );
	} );

	it( 'leaves pickup out of the shipping options (the toggle chooses it)', () => {
		const pickupOnly = shippingPackage( {
			package_id: 1,
			shipping_rates: shippingPackage().shipping_rates.slice( 1 ),
		} );
		const [ shipped, kept ] = withoutPickupRates( [
			shippingPackage(),
			pickupOnly,
		] );

		expect(
			shipped?.shipping_rates.map( ( rate ) => rate.rate_id )
		).toEqual( [ 'flat_rate:1' ] );
		expect( kept?.shipping_rates ).toEqual( [] );
		const noPickup = shippingPackage( {
			shipping_rates: shippingPackage().shipping_rates.slice( 0, 1 ),
		} );
		expect( withoutPickupRates( [ noPickup ] )[ 0 ] ).toBe( noPickup );
	} );
} );
