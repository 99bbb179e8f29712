/**
 * EuLabel: the compact label and the full label it opens.
 */
import { render, screen, within } from '@testing-library/react';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { EuLabel } from '../eu-label';
import { euLabel } from './fixtures';

function renderLabel( overrides = {}, productName = 'Michelin Primacy 4' ) {
	return render(
		<EuLabel
			label={ euLabel( overrides ) }
			productName={ productName }
			id="rueda-eu-label-7"
		/>
	);
}

/**
 * The full label: jsdom knows no popovers, so it is never "hidden" there.
 */
function fullLabel() {
	return screen.getByRole( 'dialog', {
		name: 'EU tyre label of Michelin Primacy 4',
	} );
}

describe( 'EuLabel', () => {
	it( 'names the compact label with the whole label and opens the full one', () => {
		renderLabel();

		const toggle = screen.getByRole( 'button', {
			name: 'EU tyre label: fuel efficiency B, wet grip A, external rolling noise 71 dB, class B. Show the full label',
		} );
		expect( toggle ).toHaveAttribute( 'popovertarget', 'rueda-eu-label-7' );
		// The stylesheet shows the values; the name says them.
		expect( toggle ).toHaveTextContent( /^$/ );
		expect(
			[ ...toggle.querySelectorAll( '[data-value]' ) ].map(
				( element ) => [
					element.className,
					element.getAttribute( 'data-value' ),
				]
			)
		).toEqual( [
			[ 'rueda-eu-label__tab rueda-eu-label__tab--b', 'B' ],
			[ 'rueda-eu-label__tab rueda-eu-label__tab--a', 'A' ],
			[ 'rueda-eu-label__db', '71 dB' ],
			[ 'rueda-eu-label__noise-class', 'B' ],
		] );

		const full = fullLabel();
		expect( full ).toHaveAttribute( 'id', 'rueda-eu-label-7' );
		expect( full ).toHaveAttribute( 'popover', 'auto' );
	} );

	it( 'marks the classes on both scales and the noise, in words too', () => {
		renderLabel();
		const full = fullLabel();

		expect( full ).toHaveTextContent(
			'Fuel efficiency class B, on a scale from A (best) to E'
		);
		expect( full ).toHaveTextContent(
			'Wet grip class A, on a scale from A (best) to E'
		);
		expect( full ).toHaveTextContent(
			'External rolling noise 71 dB, class B, on a scale from A (quietest) to C'
		);
		const markers = full.querySelectorAll( '.rueda-eu-label__marker' );
		expect(
			[ ...markers ].map( ( marker ) => marker.textContent )
		).toEqual( [ 'B', 'A' ] );
		expect(
			full.querySelector( '.rueda-eu-label__wave.is-current' )
		).toHaveTextContent( 'B' );
		expect( full ).toHaveTextContent( 'Regulation (EU) 2020/740' );
	} );

	it( 'closes with a button that hides the popover and takes the focus', () => {
		renderLabel();

		const close = within( fullLabel() ).getByRole( 'button', {
			name: 'Close the label',
		} );
		expect( close ).toHaveAttribute( 'popovertarget', 'rueda-eu-label-7' );
		expect( close ).toHaveAttribute( 'popovertargetaction', 'hide' );
		expect( close ).toHaveAttribute( 'autofocus' );
	} );

	it( 'links the EPREL sheet in a new tab', () => {
		renderLabel();

		const link = screen.getByRole( 'link', {
			name: 'Product information sheet (EPREL) (opens in a new tab)',
		} );
		expect( link ).toHaveAttribute(
			'href',
			'https://eprel.ec.europa.eu/screen/product/tyres/412345'
		);
		expect( link ).toHaveAttribute( 'target', '_blank' );
		expect( link ).toHaveAttribute( 'rel', 'noopener noreferrer' );
	} );

	it( 'leaves out the EPREL link, snow and ice when the tyre has none', () => {
		renderLabel( { eprel_url: '' } );

		expect( screen.queryByRole( 'link' ) ).toBeNull();
		expect( fullLabel() ).not.toHaveTextContent( 'Snow grip' );
		expect(
			document.querySelector( '.rueda-eu-label__icon--snow' )
		).toBeNull();
	} );

	it( 'shows the snow and ice pictograms when the tyre has them', () => {
		renderLabel( { snow: true, ice: true } );

		expect( fullLabel() ).toHaveTextContent( 'Snow grip (3PMSF)' );
		expect( fullLabel() ).toHaveTextContent( 'Ice grip' );
		expect(
			screen.getByRole( 'button', {
				name: /snow grip \(3PMSF\), ice grip\./,
			} )
		).toBeInTheDocument();
		expect(
			document.querySelectorAll( '.rueda-eu-label__icon--snow' )
		).toHaveLength( 2 );
	} );

	it( 'writes the product name as text', () => {
		renderLabel( {}, '<b>Primacy</b>' );

		expect(
			document.querySelector( '.rueda-eu-label__product' )?.innerHTML
		).toBe( '&lt;b&gt;Primacy&lt;/b&gt;' );
	} );
} );

/**
 * The server writes the same markup (includes/Blocks/EuLabelMarkup.php): both
 * are compared with these files, the PHP side in EuLabelMarkupTest. Rewrite
 * them with UPDATE_EU_LABEL_MARKUP=1 after a deliberate change.
 */
describe( 'EuLabel markup shared with the server', () => {
	it.each( [
		[ 'eu-label.html', {} ],
		[
			'eu-label-snow-ice.html',
			{
				fuel_class: 'E',
				wet_grip_class: 'C',
				noise_db: 68,
				noise_class: 'A',
				snow: true,
				ice: true,
				eprel_url: '',
			},
		],
	] )( 'matches %s', ( file, overrides ) => {
		const { container } = renderLabel( overrides );
		const path = join( __dirname, file );
		if ( process.env.UPDATE_EU_LABEL_MARKUP ) {
			writeFileSync( path, container.innerHTML + '\n' );
		}

		expect( container.innerHTML + '\n' ).toBe(
			readFileSync( path, 'utf8' )
		);
	} );
} );
