import { deliveryKind } from '../delivery';

describe( 'deliveryKind', () => {
	it( 'names shipping and pickup', () => {
		expect( deliveryKind( { type: 'shipping', label: 'Estándar' } ) ).toBe(
			'Shipping'
		);
		expect( deliveryKind( { type: 'pickup', label: 'Taller' } ) ).toBe(
			'Pickup'
		);
	} );

	it( 'says nothing when there is nothing to deliver', () => {
		expect( deliveryKind( { type: 'none', label: '' } ) ).toBe( '' );
	} );
} );
