/**
 * The place-order button's text must say that ordering means paying.
 */
import { isAmbiguousButtonText } from '../button-text-rule';

describe( 'isAmbiguousButtonText', () => {
	it.each( [
		'Pedido con obligación de pago',
		'PEDIDO CON OBLIGACION DE PAGO',
		'Pagar ahora',
		'Pagar pedido',
		'Confirmar y pagar',
		'Comprar',
		'Comprar ahora',
		'Confirmar compra',
		'Realizar pedido y pagar',
		'Pedido con obligación',
		'Order with obligation to pay',
		'Buy now',
		'Pay 120,00 €',
	] )( 'accepts "%s"', ( text ) => {
		expect( isAmbiguousButtonText( text ) ).toBe( false );
	} );

	it.each( [
		'Continuar',
		'Siguiente',
		'Enviar',
		'Confirmar',
		'Realizar pedido',
		'Realizar el pedido',
		'Finalizar',
		'Place order',
		'Enviar pedido',
		// A word that only starts like a clear one.
		'Pagina siguiente',
		'Compruebe',
	] )( 'warns about "%s"', ( text ) => {
		expect( isAmbiguousButtonText( text ) ).toBe( true );
	} );

	it( 'takes an empty text (the default) as clear', () => {
		expect( isAmbiguousButtonText( '' ) ).toBe( false );
		expect( isAmbiguousButtonText( '  -  ' ) ).toBe( false );
	} );
} );
