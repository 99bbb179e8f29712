/**
 * Reading the fitting data of products and cart lines, and grouping a fitted
 * tyre's services beneath it.
 */
import { cartItem } from '../../api/test/fixtures';
import {
	fittedTo,
	groupFittedLines,
	hasFittedTyre,
	isFittedTyre,
} from '../line-fitting';
import { getProductFitting } from '../product-fitting';
import { fittedTyre, fittingServices } from './fixtures';

const FITTING = {
	band: { id: 'hasta-16', name: 'Hasta 16"' },
	services: [ { id: 5, name: 'Montaje', price: '1200' } ],
	services_price: '1200',
	price_per_tyre: '15695',
	set_quantity: 4,
	price_for_set: '62780',
};

describe( 'getProductFitting', () => {
	it( 'reads the fitted price of extensions.rueda.fitting', () => {
		expect(
			getProductFitting( { extensions: { rueda: { fitting: FITTING } } } )
		).toBe( FITTING );
	} );

	it.each( [
		[ 'no extensions', {} ],
		[ 'no fitting', { rueda: { fitting: null } } ],
		[
			'amounts formatted',
			{ rueda: { fitting: { ...FITTING, price_per_tyre: '156,95' } } },
		],
		[ 'no services', { rueda: { fitting: { ...FITTING, services: [] } } } ],
		[
			'a broken service',
			{ rueda: { fitting: { ...FITTING, services: [ { id: '5' } ] } } },
		],
		[ 'no band', { rueda: { fitting: { ...FITTING, band: 'hasta-16' } } } ],
	] )( 'reads %s as no fitting', ( _case, extensions ) => {
		expect( getProductFitting( { extensions } ) ).toBeNull();
	} );
} );

describe( 'isFittedTyre and fittedTo', () => {
	it( 'tell a fitted tyre, its services and other lines apart', () => {
		const [ montaje ] = fittingServices();
		expect( isFittedTyre( fittedTyre() ) ).toBe( true );
		expect( fittedTo( fittedTyre() ) ).toBeNull();
		expect( isFittedTyre( montaje! ) ).toBe( false );
		expect( fittedTo( montaje! ) ).toBe( 'tyre-fitted' );
		expect( isFittedTyre( cartItem() ) ).toBe( false );
		expect( fittedTo( cartItem() ) ).toBeNull();
		const broken = cartItem( {
			extensions: { rueda: { fitted: 'yes', fitted_to: 3 } },
		} );
		expect( isFittedTyre( broken ) ).toBe( false );
		expect( fittedTo( broken ) ).toBeNull();
	} );

	it( 'say whether a cart holds a fitted tyre', () => {
		expect( hasFittedTyre( [ cartItem(), fittedTyre() ] ) ).toBe( true );
		expect( hasFittedTyre( [ cartItem(), ...fittingServices() ] ) ).toBe(
			false
		);
	} );
} );

describe( 'groupFittedLines', () => {
	it( 'puts each fitted tyre’s services right beneath it', () => {
		const [ montaje, equilibrado, valvula ] = fittingServices();
		const other = cartItem( { key: 'other' } );
		// A service listed before its tyre, another product between them.
		const grouped = groupFittedLines( [
			valvula!,
			other,
			fittedTyre(),
			montaje!,
			equilibrado!,
		] );

		expect(
			grouped.map( ( line ) => [
				line.item.key,
				line.fittedTo?.key ?? null,
			] )
		).toEqual( [
			[ 'other', null ],
			[ 'tyre-fitted', null ],
			[ 'service-15', 'tyre-fitted' ],
			[ 'service-5', 'tyre-fitted' ],
			[ 'service-7', 'tyre-fitted' ],
		] );
	} );

	it( 'leaves a service whose tyre is not in the cart as an ordinary line', () => {
		const [ montaje ] = fittingServices();
		expect( groupFittedLines( [ montaje! ] ) ).toEqual( [
			{ item: montaje, fittedTo: null },
		] );
	} );
} );
