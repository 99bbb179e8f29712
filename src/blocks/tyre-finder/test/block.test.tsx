/**
 * TyreFinder: the tabs, the size selects and the vehicle steps.
 */
import apiFetch from '@wordpress/api-fetch';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { getVehicle, setVehicle } from '@rueda/shared/tyres/vehicle-fit';
import TyreFinder from '../block';
import { EMPTY_SELECTION } from '../size-options';
import { forgetVehicleAnswers } from '../use-vehicle-options';
import type { FinderData } from '../types';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as jest.MockedFunction< typeof apiFetch >;

const DATA: FinderData = {
	sizes: [
		{ width: 205, profile: 55, rim: 16, seasons: [ 'verano', 'invierno' ] },
		{ width: 205, profile: 60, rim: 16, seasons: [ 'verano' ] },
		{ width: 225, profile: 45, rim: 17, seasons: [ 'verano' ] },
	],
	seasons: [
		{ slug: 'verano', name: 'Verano' },
		{ slug: 'invierno', name: 'Invierno' },
	],
	shopUrl: 'https://example.com/tienda/',
};

const AXLE = { width: 205, profile: 55, rim: 16 };
const ANSWERS: Record< string, unknown > = {
	'/rueda/v1/vehicles': { makes: [ 'BMW', 'SEAT' ] },
	'/rueda/v1/vehicles?make=SEAT': { models: [ 'León' ] },
	'/rueda/v1/vehicles?make=SEAT&model=Le%C3%B3n': { years: [ 2021, 2020 ] },
	'/rueda/v1/vehicles?make=SEAT&model=Le%C3%B3n&year=2021': {
		versions: [
			{
				name: '1.5 TSI 130 CV',
				fitments: [
					{
						front: {
							...AXLE,
							size: '205/55 R16',
							load_index: 91,
							speed_rating: 'V',
						},
						rear: {
							...AXLE,
							size: '205/55 R16',
							load_index: 91,
							speed_rating: 'V',
						},
						staggered: false,
					},
					{
						front: {
							...AXLE,
							size: '225/40 R18',
							load_index: 92,
							speed_rating: 'Y',
						},
						rear: {
							...AXLE,
							size: '255/35 R18',
							load_index: 94,
							speed_rating: 'Y',
						},
						staggered: true,
					},
				],
			},
		],
	},
};

function renderFinder( props = {} ) {
	render(
		<TyreFinder
			data={ DATA }
			initialTab="size"
			initialSelection={ EMPTY_SELECTION }
			{ ...props }
		/>
	);
}

describe( 'TyreFinder', () => {
	beforeEach( () => {
		window.sessionStorage.clear();
		mockedFetch.mockReset();
		forgetVehicleAnswers();
	} );

	it( 'moves between the tabs with the arrow keys', async () => {
		renderFinder();
		const bySize = screen.getByRole( 'tab', { name: 'By size' } );
		const byVehicle = screen.getByRole( 'tab', { name: 'By vehicle' } );
		expect( bySize ).toHaveAttribute( 'aria-selected', 'true' );
		expect( byVehicle ).toHaveAttribute( 'tabindex', '-1' );

		mockedFetch.mockReturnValue( new Promise( () => {} ) );
		bySize.focus();
		await userEvent.keyboard( '{ArrowRight}' );
		expect( byVehicle ).toHaveFocus();
		expect( byVehicle ).toHaveAttribute( 'aria-selected', 'true' );
		expect(
			screen.getByRole( 'tabpanel', { name: 'By vehicle' } )
		).toBeVisible();

		await userEvent.keyboard( '{ArrowRight}' );
		expect( bySize ).toHaveFocus();
		await userEvent.keyboard( '{End}' );
		expect( byVehicle ).toHaveFocus();
		await userEvent.keyboard( '{Home}' );
		expect( bySize ).toHaveAttribute( 'aria-selected', 'true' );
	} );

	it( 'folds behind one button on phones when asked', async () => {
		renderFinder( { foldOnPhones: true } );
		const unfold = screen.getByRole( 'button', {
			name: 'Search by size or vehicle',
		} );
		const body = document.getElementById(
			unfold.getAttribute( 'aria-controls' ) ?? ''
		);
		expect( unfold ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( body ).toHaveClass( 'is-folded' );

		await userEvent.click( unfold );
		expect( unfold ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( body ).not.toHaveClass( 'is-folded' );
	} );

	it( 'has no fold button unless asked', () => {
		renderFinder();
		expect(
			screen.queryByRole( 'button', {
				name: 'Search by size or vehicle',
			} )
		).not.toBeInTheDocument();
	} );

	it( 'searches by size alone, without tabs, in a shop with no vehicles', async () => {
		renderFinder( { hasVehicles: false, foldOnPhones: true } );

		expect( screen.queryByRole( 'tablist' ) ).not.toBeInTheDocument();
		expect( screen.queryByText( 'By vehicle' ) ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Search by size' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'combobox', { name: 'Width' } )
		).toBeVisible();
		expect( mockedFetch ).not.toHaveBeenCalled();
	} );

	it( 'offers only the catalogue sizes and searches the shop by one', async () => {
		const navigate = jest.fn();
		renderFinder( { navigate } );
		const profile = screen.getByLabelText( 'Profile' );
		const search = screen.getByRole( 'button', { name: 'Search tyres' } );
		expect( profile ).toBeDisabled();
		expect( search ).toBeDisabled();

		await userEvent.selectOptions(
			screen.getByLabelText( 'Width' ),
			'205'
		);
		expect(
			within( profile )
				.getAllByRole( 'option' )
				.map( ( o ) => o.textContent )
		).toEqual( [ 'Choose…', '55', '60' ] );
		await userEvent.selectOptions( profile, '55' );
		// A single rim is chosen for the shopper.
		expect( screen.getByLabelText( 'Rim' ) ).toHaveValue( '16' );
		expect(
			within( screen.getByLabelText( 'Season' ) )
				.getAllByRole( 'option' )
				.map( ( o ) => o.textContent )
		).toEqual( [ 'All seasons', 'Verano', 'Invierno' ] );
		await userEvent.selectOptions(
			screen.getByLabelText( 'Season' ),
			'invierno'
		);
		await userEvent.click( search );

		expect( navigate ).toHaveBeenCalledWith(
			'https://example.com/tienda/?medida=205-55-r16&temporada=invierno'
		);

		// Another width drops the profile it lacks.
		await userEvent.selectOptions(
			screen.getByLabelText( 'Width' ),
			'225'
		);
		expect( profile ).toHaveValue( '45' );
		expect( screen.getByLabelText( 'Season' ) ).toHaveValue( '' );
	} );

	it( 'walks make, model, year and version to the homologated sizes', async () => {
		mockedFetch.mockImplementation( ( { path } ) =>
			Promise.resolve( ANSWERS[ path! ] )
		);
		renderFinder( { initialTab: 'vehicle' } );

		await userEvent.selectOptions(
			await screen.findByRole( 'combobox', { name: 'Make' } ),
			'SEAT'
		);
		await userEvent.selectOptions(
			await screen
				.findByRole( 'option', { name: 'León' } )
				.then( () => screen.getByLabelText( 'Model' ) ),
			'León'
		);
		await screen.findByRole( 'option', { name: '2021' } );
		await userEvent.selectOptions(
			screen.getByLabelText( 'Year' ),
			'2021'
		);
		await screen.findByRole( 'option', { name: '1.5 TSI 130 CV' } );
		await userEvent.selectOptions(
			screen.getByLabelText( 'Version' ),
			'1.5 TSI 130 CV'
		);

		const sizes = screen.getByRole( 'region', {
			name: 'Homologated sizes',
		} );
		const single = within( sizes ).getByRole( 'link', {
			name: /205\/55 R16 91V/,
		} );
		expect( single ).toHaveAttribute(
			'href',
			expect.stringMatching( /\/tienda\/\?medida=205-55-r16$/ )
		);
		expect( sizes ).toHaveTextContent(
			'Front: 225/40 R18 92Y · Rear: 255/35 R18 94Y'
		);
		expect(
			within( sizes ).getByRole( 'link', { name: 'Search rear tyres' } )
		).toHaveAttribute(
			'href',
			expect.stringMatching( /medida=255-35-r18$/ )
		);

		single.addEventListener( 'click', ( event ) => event.preventDefault() );
		await userEvent.click( single );
		expect( getVehicle() ).toEqual( {
			make: 'SEAT',
			model: 'León',
			year: 2021,
			version: '1.5 TSI 130 CV',
			fitment: {
				front: {
					size: '205/55 R16',
					load_index: 91,
					speed_rating: 'V',
				},
				rear: { size: '205/55 R16', load_index: 91, speed_rating: 'V' },
			},
		} );
		expect(
			screen.getByText( 'SEAT León 1.5 TSI 130 CV (2021)' ).parentElement
		).toHaveTextContent(
			/^Your vehicle: SEAT León 1.5 TSI 130 CV \(2021\) · Change$/
		);
	} );

	it( 'shows a failed list in words with a way to try again', async () => {
		mockedFetch.mockRejectedValueOnce( {
			code: 'fetch_error',
			message: 'You are probably offline.',
		} );
		renderFinder( { initialTab: 'vehicle' } );

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'The vehicle list could not be loaded.'
		);
		mockedFetch.mockResolvedValueOnce( { makes: [ 'SEAT' ] } );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Try again' } )
		);
		expect(
			await screen.findByRole( 'option', { name: 'SEAT' } )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );

	it( 'shows the remembered vehicle and lets the shopper change it', async () => {
		setVehicle( {
			make: 'BMW',
			model: 'Serie 3',
			year: 2020,
			version: '320d 190 CV M Sport',
			fitment: {
				front: {
					size: '225/40 R18',
					load_index: 92,
					speed_rating: 'Y',
				},
				rear: { size: '255/35 R18', load_index: 94, speed_rating: 'Y' },
			},
		} );
		mockedFetch.mockResolvedValue( { makes: [ 'BMW', 'SEAT' ] } );
		renderFinder( { initialTab: 'vehicle' } );

		expect(
			screen.getByText( 'BMW Serie 3 320d 190 CV M Sport (2020)' )
		).toBeVisible();
		expect(
			screen.getByRole( 'link', { name: 'Search front tyres' } )
		).toHaveAttribute( 'href', expect.stringMatching( /225-40-r18$/ ) );
		expect( mockedFetch ).not.toHaveBeenCalled();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Change' } )
		);
		expect( getVehicle() ).toBeNull();
		await screen.findByRole( 'option', { name: 'SEAT' } );
		expect( screen.getByLabelText( 'Make' ) ).toHaveFocus();
	} );
} );
