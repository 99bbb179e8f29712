/**
 * The settings group hook against a fake server (window.fetch).
 */
import { act, renderHook, waitFor } from '@testing-library/react';

import { jsonResponse, mockFetch } from '@rueda/shared/api/test/fetch-mock';
import { useSettingsGroup } from '../use-settings-group';

type Settings = { allows_guest: boolean; order_button_text: string };

const SAVED: Settings = { allows_guest: true, order_button_text: '' };

describe( 'useSettingsGroup', () => {
	it( 'loads, tracks edits and saves them', async () => {
		const { requests } = mockFetch( ( request ) =>
			jsonResponse(
				request.method === 'POST'
					? { ...SAVED, ...( request.body as Partial< Settings > ) }
					: SAVED
			)
		);
		const { result } = renderHook( () =>
			useSettingsGroup< Settings >( '/rueda/v1/settings/checkout' )
		);
		await waitFor( () => expect( result.current.draft ).toEqual( SAVED ) );
		expect( result.current.isDirty ).toBe( false );

		act( () => result.current.change( { allows_guest: false } ) );
		expect( result.current.isDirty ).toBe( true );

		await act( () => result.current.save() );
		expect( requests[ requests.length - 1 ]?.body ).toEqual( {
			...SAVED,
			allows_guest: false,
		} );
		expect( result.current.isDirty ).toBe( false );
	} );

	it( 'keeps the edits and names the refused fields', async () => {
		mockFetch( ( request ) =>
			request.method === 'POST'
				? jsonResponse(
						{
							code: 'rest_invalid_param',
							message: 'Invalid parameter(s): order_button_text',
							data: {
								status: 400,
								params: { order_button_text: 'Too long.' },
							},
						},
						{ status: 400 }
					)
				: jsonResponse( SAVED )
		);
		const { result } = renderHook( () =>
			useSettingsGroup< Settings >( '/rueda/v1/settings/checkout' )
		);
		await waitFor( () => expect( result.current.draft ).not.toBeNull() );
		act( () =>
			result.current.change( { order_button_text: 'x'.repeat( 61 ) } )
		);

		await act( () =>
			expect( result.current.save() ).rejects.toMatchObject( {
				code: 'rest_invalid_param',
			} )
		);
		expect( result.current.errors ).toEqual( {
			order_button_text: 'Too long.',
		} );
		expect( result.current.isDirty ).toBe( true );
	} );
} );
