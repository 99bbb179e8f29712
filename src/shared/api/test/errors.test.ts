/**
 * toApiError: whatever was thrown becomes an ApiErrorResponse.
 */
import { isAbortError, toApiError } from '../errors';
import { FakeResponse, jsonResponse } from './fetch-mock';

describe( 'errors', () => {
	describe( 'toApiError', () => {
		it( 'keeps an API error object as it is', async () => {
			const error = { code: 'x', message: 'y', data: { status: 400 } };
			await expect( toApiError( error ) ).resolves.toBe( error );
		} );

		it( 'reads the body of an error response', async () => {
			await expect(
				toApiError(
					jsonResponse(
						{ code: 'rest_forbidden', message: 'No' },
						{ status: 403 }
					)
				)
			).resolves.toEqual( {
				code: 'rest_forbidden',
				message: 'No',
				data: { status: 403 },
			} );
		} );

		it( 'turns an empty error response into invalid_json', async () => {
			await expect(
				toApiError( new FakeResponse( '', { status: 504 } ) )
			).resolves.toMatchObject( { code: 'invalid_json' } );
		} );

		it( 'turns anything else into unknown_error', async () => {
			await expect( toApiError( new Error( 'boom' ) ) ).resolves.toEqual(
				{
					code: 'unknown_error',
					message: 'An unknown error occurred.',
				}
			);
		} );
	} );

	describe( 'isAbortError', () => {
		it( 'recognises aborts by name', () => {
			expect(
				isAbortError( new DOMException( 'Aborted', 'AbortError' ) )
			).toBe( true );
			expect( isAbortError( new Error( 'Aborted' ) ) ).toBe( false );
			expect( isAbortError( null ) ).toBe( false );
		} );
	} );
} );
