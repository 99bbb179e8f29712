/**
 * The invoices screen's labels and the export's file name.
 */
import { fileNameOf } from '../records-api';
import { invoiceStates, shortDate, stateLabel } from '../states';

describe( 'states', () => {
	describe( 'stateLabel', () => {
		it( 'names every state the list route filters by', () => {
			expect( invoiceStates().map( ( { value } ) => value ) ).toEqual( [
				'pendiente',
				'correcto',
				'aceptado_con_errores',
				'incorrecto',
				'anulada',
				'sin_registro',
			] );
			expect( stateLabel( 'incorrecto' ) ).toBe( 'Rejected' );
		} );
	} );

	describe( 'shortDate', () => {
		it( 'writes the shop’s day as day/month/year', () => {
			expect( shortDate( '2026-11-29T23:30:00+01:00' ) ).toBe(
				'29/11/2026'
			);
		} );
	} );
} );

describe( 'records-api', () => {
	describe( 'fileNameOf', () => {
		it( 'reads the name the server gives the export', () => {
			expect(
				fileNameOf(
					'attachment; filename="registros-verifactu-2026-11-29.xml"',
					'x.xml'
				)
			).toBe( 'registros-verifactu-2026-11-29.xml' );
		} );

		it( 'falls back when there is no header', () => {
			expect( fileNameOf( null, 'x.xml' ) ).toBe( 'x.xml' );
		} );
	} );
} );
