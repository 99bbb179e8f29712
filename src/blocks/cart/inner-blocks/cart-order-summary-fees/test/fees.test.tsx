/**
 * The fee rows of the cart's totals (the tyres' ecovalor, extensions' fees):
 * one row per fee with its name and amount, tax included when the cart shows
 * prices with tax; nothing without fees.
 */
import { act, render, screen } from '@testing-library/react';
import { dispatch } from '@wordpress/data';
import { cartStore } from '@rueda/runtime';

import type { CartFee } from '@rueda/shared/api';
import { EUR, cartResponse } from '@rueda/shared/api/test/fixtures';
import {
	printShopSettings,
	shopSettings,
} from '@rueda/shared/settings/test/fixtures';
import FeeRows from '@rueda/blocks/shared/cart/totals-rows/fees';
import FeesBlock from '../frontend';

function fee( overrides: Partial< CartFee > = {} ): CartFee {
	return {
		id: 'ecovalor-turismo',
		name: 'Ecovalor (gestión de neumáticos usados)',
		totals: { ...EUR, total: '520', total_tax: '109' },
		...overrides,
	};
}

/**
 * The rows as [label, amount].
 *
 * @param container Rendered container.
 */
function rows( container: HTMLElement ) {
	return [ ...container.querySelectorAll( '.rueda-totals-fee' ) ].map(
		( row ) => [
			row.querySelector( '.rueda-totals-row__label' )?.textContent,
			row.querySelector( '.rueda-price' )?.textContent,
		]
	);
}

describe( 'FeeRows', () => {
	it( 'shows each fee’s name and amount with its tax', () => {
		const { container } = render(
			<FeeRows
				fees={ [
					fee(),
					fee( {
						id: 'rueda-hotel',
						name: 'Hotel de neumáticos (1 temporada)',
						totals: { ...EUR, total: '3223', total_tax: '677' },
					} ),
				] }
				includingTax
			/>
		);

		expect( rows( container ) ).toEqual( [
			[ 'Ecovalor (gestión de neumáticos usados)', '6,29 €' ],
			[ 'Hotel de neumáticos (1 temporada)', '39,00 €' ],
		] );
	} );

	it( 'shows the amount before tax when the cart shows prices without it', () => {
		const { container } = render(
			<FeeRows fees={ [ fee() ] } includingTax={ false } />
		);

		expect( rows( container ) ).toEqual( [
			[ 'Ecovalor (gestión de neumáticos usados)', '5,20 €' ],
		] );
	} );

	it( 'reads names as text (entities decoded, no markup)', () => {
		render(
			<FeeRows
				fees={ [ fee( { name: 'Ecovalor &amp; <b>tasa</b>' } ) ] }
				includingTax
			/>
		);

		expect(
			screen.getByText( 'Ecovalor & <b>tasa</b>' )
		).toBeInTheDocument();
	} );
} );

describe( 'FeesBlock', () => {
	beforeAll( () => printShopSettings( shopSettings() ) );

	it( 'follows the cart: the ecovalor row, then nothing once the fees are gone', () => {
		act( () => {
			dispatch( cartStore ).receiveCart(
				cartResponse( { fees: [ fee() ] } )
			);
		} );
		const { container } = render(
			<FeesBlock attributes={ {} } className="is-fees" />
		);

		expect( rows( container ) ).toEqual( [
			[ 'Ecovalor (gestión de neumáticos usados)', '6,29 €' ],
		] );

		act( () => {
			dispatch( cartStore ).receiveCart( cartResponse() );
		} );

		expect( container ).toBeEmptyDOMElement();
	} );
} );
