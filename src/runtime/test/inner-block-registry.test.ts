/**
 * The inner-block registry and its checks (spec section 5, extensions).
 */
import { lazy } from '@wordpress/element';

import {
	getInnerBlockComponent,
	registerInnerBlock,
	type InnerBlockDefinition,
} from '../inner-block-registry';

const Slot = () => null;

function register( definition: unknown ) {
	return () => registerInnerBlock( definition as InnerBlockDefinition );
}

describe( 'inner block registry', () => {
	it( 'registers a component for a block placed in an inner block area', () => {
		registerInnerBlock( {
			metadata: {
				name: 'acme/fitting-slot',
				parent: [ 'rueda/cart-totals' ],
			},
			component: Slot,
		} );

		expect( getInnerBlockComponent( 'acme/fitting-slot' ) ).toBe( Slot );
		expect( getInnerBlockComponent( 'acme/unknown' ) ).toBeNull();
	} );

	it( 'accepts lazy components and a single parent', () => {
		const Lazy = lazy( () => Promise.resolve( { default: Slot } ) );
		registerInnerBlock( {
			metadata: { name: 'acme/lazy', parent: 'rueda/cart-drawer' },
			component: Lazy,
		} );

		expect( getInnerBlockComponent( 'acme/lazy' ) ).toBe( Lazy );
	} );

	it( 'accepts the checkout areas as parents', () => {
		registerInnerBlock( {
			metadata: {
				name: 'acme/delivery-date',
				parent: [ 'rueda/checkout-fields', 'rueda/checkout-totals' ],
			},
			component: Slot,
		} );

		expect( getInnerBlockComponent( 'acme/delivery-date' ) ).toBe( Slot );
		expect(
			register( {
				metadata: {
					name: 'acme/inside-a-step',
					parent: [ 'rueda/checkout-payment' ],
				},
				component: Slot,
			} )
		).toThrow( 'must be one of the inner block areas' );
	} );

	it( 'requires object metadata', () => {
		expect( register( { metadata: 'acme/x', component: Slot } ) ).toThrow(
			'metadata must be an object'
		);
		expect( register( null ) ).toThrow( 'metadata must be an object' );
	} );

	it( 'requires a non-empty string name', () => {
		expect(
			register( {
				metadata: { name: ' ', parent: [ 'rueda/cart-items' ] },
				component: Slot,
			} )
		).toThrow( 'metadata.name must be a non-empty string' );
	} );

	it( 'requires an inner block area as parent', () => {
		expect(
			register( {
				metadata: { name: 'acme/x', parent: [ 'core/group' ] },
				component: Slot,
			} )
		).toThrow( 'must be one of the inner block areas' );
		expect(
			register( { metadata: { name: 'acme/x' }, component: Slot } )
		).toThrow( 'must be one of the inner block areas' );
	} );

	it( 'refuses an empty list of parents', () => {
		const empty = register( {
			metadata: { name: 'acme/nowhere', parent: [] },
			component: Slot,
		} );

		expect( empty ).toThrow( TypeError );
		expect( empty ).toThrow(
			'the parent of acme/nowhere must name at least one inner block area'
		);
		expect( getInnerBlockComponent( 'acme/nowhere' ) ).toBeNull();
	} );

	it( 'requires a component', () => {
		expect(
			register( {
				metadata: { name: 'acme/x', parent: [ 'rueda/cart-items' ] },
				component: '<div />',
			} )
		).toThrow( 'must be a React component' );
	} );
} );
