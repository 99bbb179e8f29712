/**
 * Which carts buy services, so the checkout asks for their early start.
 */
import { cartItem, cartResponse } from '@rueda/shared/api/test/fixtures';
import { cartHasServices } from '../cart-services';

describe( 'cartHasServices', () => {
	it( 'finds a service among the tyres', () => {
		expect(
			cartHasServices(
				cartResponse( {
					items: [
						cartItem( { kind: 'tyre' } ),
						cartItem( { key: 'def456', kind: 'service' } ),
					],
				} )
			)
		).toBe( true );
	} );

	it( 'says no for tyres only, lines without a kind and no cart', () => {
		expect(
			cartHasServices(
				cartResponse( { items: [ cartItem( { kind: 'tyre' } ) ] } )
			)
		).toBe( false );
		expect( cartHasServices( cartResponse() ) ).toBe( false );
		expect( cartHasServices( cartResponse( { items: [] } ) ) ).toBe(
			false
		);
		expect( cartHasServices( null ) ).toBe( false );
	} );
} );
