/**
 * SuggestedServices: services added in the buy box's tyre quantity.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch, select } from '@wordpress/data';
import { noticesStore } from '@rueda/runtime';

import { configureApiFetch } from '@rueda/shared/api';
import { jsonResponse, mockFetch } from '@rueda/shared/api/test/fetch-mock';
import { cartResponse } from '@rueda/shared/api/test/fixtures';
import { NOTICE_CONTEXTS } from '@rueda/blocks/shared/notices';
import { createQuantityChannel } from '../quantity-channel';
import SuggestedServices from '../suggested-services';
import { service } from './fixtures';

const FITTING = service();
const ALIGNMENT = service( {
	id: 62,
	name: 'Alineación de dirección',
	type: 'variable',
	has_options: true,
	prices: {
		...service().prices,
		price: '3900',
		price_range: { min_amount: '3900', max_amount: '5900' },
	},
	add_to_cart: {
		...service().add_to_cart,
		text: 'Select options',
		url: 'https://example.com/producto/alineacion/',
		maximum: 99,
	},
} );
const OIL = service( {
	id: 61,
	name: 'Cambio de aceite y filtro',
	sold_individually: true,
} );

let api: ReturnType< typeof configureApiFetch >;

beforeEach( () => {
	api = configureApiFetch( {
		root: 'https://example.com/wp-json/',
		nonce: 'nonce-1',
	} );
} );

afterEach( () => {
	api.unregister();
	const context = NOTICE_CONTEXTS.productServices;
	act( () => {
		for ( const notice of select( noticesStore ).getNotices( context ) ) {
			dispatch( noticesStore ).removeNotice( notice.id, context );
		}
	} );
} );

function setUp( answer: () => Response ) {
	const { requests } = mockFetch( answer );
	const tyres = createQuantityChannel( 4 );
	render(
		<ul>
			<SuggestedServices
				products={ [ FITTING, OIL, ALIGNMENT ] }
				tyreQuantity={ tyres }
			/>
		</ul>
	);
	return {
		tyres,
		user: userEvent.setup(),
		bodies: () => requests.map( ( request ) => request.body ),
		button: ( name: string ) =>
			screen.getByRole( 'button', { name: `Add ${ name }` } ),
	};
}

describe( 'SuggestedServices', () => {
	it( 'links a service with options to its page, priced as a range', () => {
		setUp( () => jsonResponse( cartResponse() ) );

		const link = screen.getByRole( 'link', {
			name: 'Select options Alineación de dirección',
		} );
		expect( link ).toHaveAttribute(
			'href',
			'https://example.com/producto/alineacion/'
		);
		expect( link.closest( 'li' ) ).toHaveTextContent( '39,00 € – 59,00 €' );
		expect( link.closest( 'li' ) ).not.toHaveTextContent( 'wheels' );
	} );

	it( 'adds per-wheel services in the tyre quantity, others once', async () => {
		const { tyres, user, bodies, button } = setUp( () =>
			jsonResponse( cartResponse(), { status: 201 } )
		);

		expect( button( 'Montaje de neumático' ) ).toHaveAccessibleDescription(
			'× 4 wheels'
		);
		await user.click( button( 'Montaje de neumático' ) );
		await screen.findByRole( 'button', {
			name: 'Added Montaje de neumático',
		} );
		expect(
			screen.getByText( '“Montaje de neumático” was added to your cart.' )
		).toHaveAttribute( 'role', 'status' );

		act( () => tyres.set( 2 ) );
		expect(
			screen.getByRole( 'button', { name: 'Added Montaje de neumático' } )
		).toHaveAccessibleDescription( '× 2 wheels' );
		await user.click( button( 'Cambio de aceite y filtro' ) );

		expect( bodies() ).toEqual( [
			{ id: 60, quantity: 4 },
			{ id: 61, quantity: 1 },
		] );
	} );

	it( 'shows the add-to-cart notice in the list when adding fails', async () => {
		const { user, button } = setUp( () =>
			jsonResponse(
				{
					code: 'woocommerce_rest_product_sold_individually',
					message:
						'You cannot add another &#8220;Cambio de aceite y filtro&#8221; to your cart.',
					data: { status: 400 },
				},
				{ status: 400 }
			)
		);

		await user.click( button( 'Cambio de aceite y filtro' ) );

		const notice = await screen.findByRole( 'alert' );
		expect( notice ).toHaveTextContent(
			'You cannot add another “Cambio de aceite y filtro” to your cart.'
		);
		expect( notice.closest( 'li' ) ).toHaveClass(
			'rueda-suggested-services__notices'
		);
		expect(
			within( screen.getAllByRole( 'listitem' )[ 2 ]! ).getByRole(
				'button',
				{ name: 'Add Cambio de aceite y filtro' }
			)
		).toBeEnabled();
	} );
} );
