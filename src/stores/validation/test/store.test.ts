/**
 * The rueda/validation store.
 */
import { dispatch, select } from '@wordpress/data';

import { store } from '..';

const EMAIL = 'billing-email';
const POSTCODE = 'shipping-postcode';

afterEach( () => dispatch( store ).clearValidationErrors() );

describe( 'rueda/validation', () => {
	it( 'keeps errors hidden until shown, per field or all at once', () => {
		dispatch( store ).setValidationErrors( {
			[ EMAIL ]: {
				message:
					'Introduce una dirección de correo electrónico válida.',
				hidden: true,
			},
			[ POSTCODE ]: {
				message: 'Introduce un código postal válido.',
				hidden: true,
			},
			empty: { message: '', hidden: false },
		} );

		expect( select( store ).hasValidationErrors() ).toBe( true );
		expect( select( store ).getValidationError( 'empty' ) ).toBeUndefined();
		expect( select( store ).getValidationErrorId( EMAIL ) ).toBeUndefined();
		expect( select( store ).getShownMessages() ).toEqual( [] );

		dispatch( store ).showValidationError( EMAIL );
		expect( select( store ).getValidationErrorId( EMAIL ) ).toBe(
			'validate-error-billing-email'
		);
		expect( select( store ).getShownMessages() ).toEqual( [
			'Introduce una dirección de correo electrónico válida.',
		] );

		dispatch( store ).hideValidationError( EMAIL );
		dispatch( store ).showAllValidationErrors();
		expect( select( store ).getShownMessages() ).toHaveLength( 2 );
	} );

	it( 'groups repeated messages and clears errors by field or all', () => {
		const same = { message: 'Elige una opción válida.', hidden: false };
		dispatch( store ).setValidationErrors( {
			'shipping-state': same,
			'billing-state': same,
			[ POSTCODE ]: {
				message: 'Introduce un código postal válido.',
				hidden: false,
			},
		} );
		expect( select( store ).getShownMessages() ).toEqual( [
			'Elige una opción válida.',
			'Introduce un código postal válido.',
		] );

		dispatch( store ).clearValidationError( POSTCODE );
		expect(
			select( store ).getValidationError( POSTCODE )
		).toBeUndefined();
		dispatch( store ).clearValidationErrors( [ 'shipping-state' ] );
		expect( select( store ).getValidationError( 'billing-state' ) ).toEqual(
			same
		);
		dispatch( store ).clearValidationErrors();
		expect( select( store ).hasValidationErrors() ).toBe( false );
	} );
} );
