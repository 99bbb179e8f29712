/**
 * BuyBox: choosing options and quantities, adding to the cart and its
 * failure notice, against the real stores with only `window.fetch` mocked.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch, select } from '@wordpress/data';
import { noticesStore } from '@rueda/runtime';

import { configureApiFetch } from '@rueda/shared/api';
import {
	jsonResponse,
	mockFetch,
	type SentRequest,
} from '@rueda/shared/api/test/fetch-mock';
import { cartResponse } from '@rueda/shared/api/test/fixtures';
import { NOTICE_CONTEXTS } from '@rueda/blocks/shared/notices';
import BuyBox, { type BuyBoxProps } from '../buy-box';
import { alignment, fittableTyre, tyre } from './fixtures';

const CART_URL = 'https://example.com/carrito/';

let api: ReturnType< typeof configureApiFetch >;

beforeEach( () => {
	api = configureApiFetch( {
		root: 'https://example.com/wp-json/',
		nonce: 'nonce-1',
	} );
	window.history.replaceState( null, '', '/producto/' );
} );

afterEach( () => {
	api.unregister();
	act( () => {
		for ( const notice of select( noticesStore ).getNotices(
			NOTICE_CONTEXTS.product
		) ) {
			dispatch( noticesStore ).removeNotice(
				notice.id,
				NOTICE_CONTEXTS.product
			);
		}
	} );
} );

function answerAddItem( answer: () => Response ) {
	return mockFetch( ( request ) =>
		request.url.includes( '/cart/add-item' )
			? answer()
			: jsonResponse( cartResponse() )
	);
}

function addItemBodies( requests: SentRequest[] ) {
	return requests
		.filter( ( request ) => request.url.includes( '/cart/add-item' ) )
		.map( ( request ) => request.body );
}

function renderBuyBox( props: Partial< BuyBoxProps > = {} ) {
	const { parent, variations } = alignment();
	render(
		<BuyBox
			product={ parent }
			variations={ variations }
			cartUrl={ CART_URL }
			{ ...props }
		/>
	);
	return userEvent.setup();
}

const addButton = () => screen.getByRole( 'button', { name: 'Add to cart' } );

describe( 'BuyBox', () => {
	describe( 'variable products', () => {
		it( 'asks for an option first and shows the price range', () => {
			renderBuyBox();

			expect(
				screen.getByRole( 'group', { name: 'Ejes' } )
			).toBeVisible();
			expect(
				screen.getByRole( 'button', { name: 'Choose an option' } )
			).toBeDisabled();
			expect( document.body ).toHaveTextContent( '39,00 € – 59,00 €' );
		} );

		it( 'follows the chosen variation and adds it by its id', async () => {
			const { requests } = answerAddItem( () =>
				jsonResponse( cartResponse(), { status: 201 } )
			);
			const user = renderBuyBox();

			await user.click(
				screen.getByRole( 'button', { name: 'Dos ejes' } )
			);

			expect(
				screen.getByRole( 'button', { name: 'Dos ejes' } )
			).toHaveAttribute( 'aria-pressed', 'true' );
			expect( document.body ).toHaveTextContent( '59,00 €' );
			expect( document.body ).not.toHaveTextContent( '39,00 €' );
			expect(
				screen.getByText( 'Ref.: SRV-ALINEACION-AMBOS' )
			).toBeVisible();
			expect( window.location.search ).toBe( '?ejes=dos-ejes' );
			// Sold individually: no quantity to choose.
			expect(
				screen.queryByRole( 'spinbutton' )
			).not.toBeInTheDocument();

			await user.click( addButton() );

			expect( addItemBodies( requests ) ).toEqual( [
				{
					id: 72,
					quantity: 1,
					variation: [ { attribute: 'Ejes', value: 'dos-ejes' } ],
				},
			] );
			const status = await screen.findByText( 'Added to cart' );
			expect( status.closest( '[role="status"]' ) ).not.toBeNull();
			expect(
				screen.getByRole( 'link', { name: 'View cart' } )
			).toHaveAttribute( 'href', CART_URL );
		} );

		it( 'starts from the choice in the URL', () => {
			window.history.replaceState( null, '', '/producto/?ejes=dos-ejes' );
			renderBuyBox();

			expect(
				screen.getByRole( 'button', { name: 'Dos ejes' } )
			).toHaveAttribute( 'aria-pressed', 'true' );
			expect( addButton() ).toBeEnabled();
		} );

		it( 'marks an out-of-stock variation unavailable and chooses the other', async () => {
			const { parent, variations } = alignment( { frontInStock: false } );
			const user = renderBuyBox( { product: parent, variations } );

			const front = screen.getByRole( 'button', {
				name: 'Eje delantero (unavailable)',
			} );
			expect( front ).toHaveAttribute( 'aria-disabled', 'true' );
			expect(
				screen.getByRole( 'button', { name: 'Dos ejes' } )
			).toHaveAttribute( 'aria-pressed', 'true' );

			await user.click( front );
			expect( front ).toHaveAttribute( 'aria-pressed', 'false' );
			expect( document.body ).toHaveTextContent( '59,00 €' );
		} );
	} );

	describe( 'tyres', () => {
		it( 'offers a set of four, prices the sets and adds the chosen quantity', async () => {
			const { requests } = answerAddItem( () =>
				jsonResponse( cartResponse(), { status: 201 } )
			);
			const onQuantityChange = jest.fn();
			const user = renderBuyBox( {
				product: tyre(),
				variations: [],
				priceNote: 'Price per tyre, VAT included',
				onQuantityChange,
			} );

			expect(
				screen.getByText( 'Price per tyre, VAT included' )
			).toBeVisible();

			expect(
				screen.getByRole( 'button', { name: '4' } )
			).toHaveAttribute( 'aria-pressed', 'true' );
			expect(
				screen
					.getAllByRole( 'listitem' )
					.map( ( item ) => item.textContent )
			).toEqual( [ '2 tyres: 289,90 €', '4 tyres: 579,80 €' ] );
			expect( onQuantityChange ).toHaveBeenLastCalledWith( 4 );

			await user.click( screen.getByRole( 'button', { name: '2' } ) );
			expect(
				screen.getByRole( 'spinbutton', {
					name: 'Quantity of Michelin Pilot Sport 5 205/55 R16 91V',
				} )
			).toHaveValue( 2 );
			expect( onQuantityChange ).toHaveBeenLastCalledWith( 2 );

			await user.click( addButton() );
			expect( addItemBodies( requests ) ).toEqual( [
				{ id: 42, quantity: 2 },
			] );
		} );

		it( 'offers a tyre fitted at the workshop first and adds it with its fitting', async () => {
			const { requests } = answerAddItem( () =>
				jsonResponse( cartResponse(), { status: 201 } )
			);
			const user = renderBuyBox( {
				product: fittableTyre(),
				variations: [],
			} );

			const choice = screen.getByRole( 'group', { name: 'Fitting' } );
			const fitted = within( choice ).getByRole( 'radio', {
				name: /^Fitted at the workshop 167,95\s€ per tyre$/,
			} );
			const only = within( choice ).getByRole( 'radio', {
				name: /^Tyre only 144,95\s€ per tyre$/,
			} );
			expect( fitted ).toBeChecked();
			expect( fitted ).toHaveAccessibleDescription(
				/^Includes Montaje de neumático, Equilibrado de rueda, Válvula nueva: 23,00\s€ per tyre\./
			);
			expect( only ).not.toBeChecked();
			expect( choice ).toHaveTextContent(
				'Includes Montaje de neumático, Equilibrado de rueda, Válvula nueva: 23,00 € per tyre.'
			);
			expect( choice ).toHaveTextContent(
				'4 fitted: 671,80 €. Collected at the workshop.'
			);

			await user.click( addButton() );
			expect( addItemBodies( requests ) ).toEqual( [
				{
					id: 42,
					quantity: 4,
					extensions: { rueda: { fitted: true, band: 'hasta-16' } },
				},
			] );
			expect( await screen.findByText( 'Added to cart' ) ).toBeVisible();

			await user.click( only );
			expect( only ).toBeChecked();
			expect(
				screen.queryByText( 'Added to cart' )
			).not.toBeInTheDocument();
			await user.click( addButton() );
			expect( addItemBodies( requests )[ 1 ] ).toEqual( {
				id: 42,
				quantity: 4,
			} );
		} );

		it( 'offers no fitting for a tyre that cannot be fitted', () => {
			renderBuyBox( { product: tyre(), variations: [] } );
			expect(
				screen.queryByRole( 'group', { name: 'Fitting' } )
			).not.toBeInTheDocument();
		} );

		it( 'offers no fitting for a sold-out tyre', () => {
			renderBuyBox( {
				product: fittableTyre( {
					is_in_stock: false,
					stock_availability: {
						text: 'Out of stock',
						class: 'out-of-stock',
					},
				} ),
				variations: [],
			} );
			expect(
				screen.queryByRole( 'group', { name: 'Fitting' } )
			).not.toBeInTheDocument();
		} );

		it( 'shows the add-to-cart notice with the decoded message when adding fails', async () => {
			answerAddItem( () =>
				jsonResponse(
					{
						code: 'woocommerce_rest_product_partially_out_of_stock',
						message:
							'There are only 4 units of &#8220;Pilot Sport 5&#8221; in stock.',
						data: { status: 400 },
					},
					{ status: 400 }
				)
			);
			const user = renderBuyBox( { product: tyre(), variations: [] } );

			await user.click( addButton() );

			const notice = await screen.findByRole( 'alert' );
			expect( notice ).toHaveTextContent(
				'There are only 4 units of “Pilot Sport 5” in stock.'
			);
			expect(
				select( noticesStore ).getNotices( NOTICE_CONTEXTS.product )
			).toEqual( [ expect.objectContaining( { id: 'add-to-cart' } ) ] );
			expect(
				screen.queryByText( 'Added to cart' )
			).not.toBeInTheDocument();

			await user.click(
				within( notice ).getByRole( 'button', {
					name: 'Dismiss this notice',
				} )
			);
			expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		} );

		it( 'is disabled with the reason when out of stock', () => {
			renderBuyBox( {
				product: tyre( {
					is_in_stock: false,
					stock_availability: {
						text: 'Out of stock',
						class: 'out-of-stock',
					},
					add_to_cart: { ...tyre().add_to_cart, maximum: 0 },
				} ),
				variations: [],
			} );

			expect( addButton() ).toBeDisabled();
			expect( addButton() ).toHaveAccessibleDescription( 'Out of stock' );
			expect(
				screen.queryByRole( 'spinbutton' )
			).not.toBeInTheDocument();
		} );
	} );
} );
