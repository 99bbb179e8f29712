/**
 * The invoice's part of the checkout settings, read defensively, and the
 * shop's legal identity below the order summary.
 */
import { render, screen } from '@testing-library/react';

import {
	readRememberedTaxDetails,
	readShopIdentity,
} from '../invoice-settings';
import ShopIdentity from '../shop-identity';

const IDENTITY = {
	legalName: 'Neumáticos Rueda S.L.',
	taxId: 'B76543214',
	address: 'Calle de la Industria, 24, 28923 Alcorcón (Madrid)',
	registry: 'Registro Mercantil de Madrid, hoja M-712345',
};

describe( 'readShopIdentity', () => {
	it( 'reads a complete identity', () => {
		expect( readShopIdentity( IDENTITY ) ).toEqual( IDENTITY );
	} );

	it( 'has none while the name, NIF or address is missing, or on bad input', () => {
		expect( readShopIdentity( { ...IDENTITY, taxId: '' } ) ).toBeNull();
		expect( readShopIdentity( { ...IDENTITY, address: 3 } ) ).toBeNull();
		expect( readShopIdentity( null ) ).toBeNull();
		expect( readShopIdentity( 'Rueda' ) ).toBeNull();
	} );

	it( 'takes a missing registry line as none', () => {
		const { registry, ...withoutRegistry } = IDENTITY;
		expect( registry ).not.toBe( '' );
		expect( readShopIdentity( withoutRegistry )?.registry ).toBe( '' );
	} );
} );

describe( 'readRememberedTaxDetails', () => {
	it( 'reads strings and falls back to empty ones', () => {
		expect(
			readRememberedTaxDetails( { taxId: 'X1234567L', company: 7 } )
		).toEqual( { taxId: 'X1234567L', company: '' } );
		expect( readRememberedTaxDetails( undefined ) ).toEqual( {
			taxId: '',
			company: '',
		} );
	} );
} );

describe( 'ShopIdentity', () => {
	it( 'names the seller with its NIF, address and registry', () => {
		render( <ShopIdentity identity={ IDENTITY } /> );

		const seller = screen.getByRole( 'complementary', { name: 'Seller' } );
		expect( seller ).toHaveTextContent( 'Neumáticos Rueda S.L.' );
		expect( seller ).toHaveTextContent( 'NIF: B76543214' );
		expect( seller ).toHaveTextContent( 'Alcorcón (Madrid)' );
		expect( seller ).toHaveTextContent( 'hoja M-712345' );
	} );

	it( 'shows nothing without an identity', () => {
		const { container } = render( <ShopIdentity identity={ null } /> );
		expect( container ).toBeEmptyDOMElement();
	} );
} );
