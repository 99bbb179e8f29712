/**
 * Reading the failures of the vehicles routes.
 */
import { failureMessage, isInvalidFileError } from '../api-errors';

const invalidFile = {
	code: 'rueda_invalid_vehicle_file',
	message: 'The file has 1 error; nothing was imported.',
	data: {
		status: 400,
		errors: [ { row: 3, message: 'Row 3, make: this field is required.' } ],
		error_count: 1,
	},
};

describe( 'api-errors', () => {
	describe( 'isInvalidFileError', () => {
		it( 'recognises the import’s 400 with its wrong rows', () => {
			expect( isInvalidFileError( invalidFile ) ).toBe( true );
		} );

		it( 'refuses other errors and malformed ones', () => {
			expect( isInvalidFileError( null ) ).toBe( false );
			expect( isInvalidFileError( 'rueda_invalid_vehicle_file' ) ).toBe(
				false
			);
			expect(
				isInvalidFileError( { ...invalidFile, code: 'rest_forbidden' } )
			).toBe( false );
			expect(
				isInvalidFileError( {
					...invalidFile,
					data: { ...invalidFile.data, errors: [ { row: '3' } ] },
				} )
			).toBe( false );
			expect(
				isInvalidFileError( { ...invalidFile, data: undefined } )
			).toBe( false );
		} );
	} );

	describe( 'failureMessage', () => {
		it( 'prefers what the server says about the uploaded file', () => {
			expect(
				failureMessage(
					{
						code: 'rest_invalid_param',
						message: 'Invalid parameter(s): file',
						data: { params: { file: 'Choose a CSV file.' } },
					},
					'Fallback'
				)
			).toBe( 'Choose a CSV file.' );
		} );

		it( 'gives the message, or the fallback when there is none', () => {
			expect( failureMessage( invalidFile, 'Fallback' ) ).toBe(
				invalidFile.message
			);
			expect( failureMessage( { message: '' }, 'Fallback' ) ).toBe(
				'Fallback'
			);
			expect( failureMessage( undefined, 'Fallback' ) ).toBe(
				'Fallback'
			);
		} );
	} );
} );
