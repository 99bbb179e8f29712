/**
 * VehicleFitWarning: the ITV warning of a tyre that does not suit the
 * remembered vehicle.
 */
import { act, render, screen } from '@testing-library/react';

import type { TyreSummary } from '../../api/types';
import VehicleFitWarning, { getFitMessages } from '../vehicle-fit-warning';
import { clearVehicle, setVehicle, type StoredVehicle } from '../vehicle-fit';

const LEON: StoredVehicle = {
	make: 'SEAT',
	model: 'León',
	year: 2021,
	version: '1.5 TSI 130 CV Style',
	fitment: {
		front: { size: '205/55 R16', load_index: 91, speed_rating: 'V' },
		rear: { size: '205/55 R16', load_index: 91, speed_rating: 'V' },
	},
};

function tyre( overrides: Partial< TyreSummary > = {} ): TyreSummary {
	return {
		size: '205/55 R16',
		width: 205,
		profile: 55,
		rim: 16,
		load_index: 91,
		load_index_kg: 615,
		speed_rating: 'V',
		speed_rating_kmh: 240,
		brand: 'Michelin',
		model: 'Primacy 4',
		season: { slug: 'verano', name: 'Verano' },
		xl: false,
		runflat: false,
		eu_label: null,
		ecovalor: null,
		...overrides,
	};
}

describe( 'VehicleFitWarning', () => {
	beforeEach( () => window.sessionStorage.clear() );

	describe( 'getFitMessages', () => {
		it( 'names the load index, the vehicle and its minimum', () => {
			expect(
				getFitMessages( tyre( { load_index: 88 } ), LEON )
			).toEqual( [
				'The load index 88 is below the minimum for your SEAT León (91).',
				'This tyre would not pass the ITV inspection.',
			] );
		} );

		it( 'names the speed rating and its minimum', () => {
			expect(
				getFitMessages( tyre( { speed_rating: 'H' } ), LEON )
			).toEqual( [
				'The speed rating H is below the minimum for your SEAT León (V).',
				'This tyre would not pass the ITV inspection.',
			] );
		} );

		it( 'names both when the load index and the speed rating fall short', () => {
			expect(
				getFitMessages(
					tyre( { load_index: 88, speed_rating: 'T' } ),
					LEON
				)
			).toEqual( [
				'The load index 88 and the speed rating T are below the minimum for your SEAT León (91V).',
				'This tyre would not pass the ITV inspection.',
			] );
		} );

		it( 'only says the size is another for a tyre of another size', () => {
			expect(
				getFitMessages(
					tyre( {
						size: '185/65 R15',
						width: 185,
						profile: 65,
						rim: 15,
						load_index: 88,
						speed_rating: 'T',
					} ),
					LEON
				)
			).toEqual( [
				'The size 185/65 R15 is not the one you chose for your SEAT León (205/55 R16).',
			] );
		} );

		it( 'says when the size is another, without the ITV for a fitting tyre', () => {
			expect(
				getFitMessages(
					tyre( {
						size: '225/45 R17',
						width: 225,
						profile: 45,
						rim: 17,
						load_index: 94,
						speed_rating: 'W',
					} ),
					LEON
				)
			).toEqual( [
				'The size 225/45 R17 is not the one you chose for your SEAT León (205/55 R16).',
			] );
		} );

		it( 'has nothing to say of a tyre that fits', () => {
			expect( getFitMessages( tyre(), LEON ) ).toEqual( [] );
			expect(
				getFitMessages(
					tyre( { load_index: 94, speed_rating: 'Y' } ),
					LEON
				)
			).toEqual( [] );
		} );
	} );

	it( 'shows nothing without a remembered vehicle', () => {
		const { container } = render(
			<VehicleFitWarning tyre={ tyre( { load_index: 80 } ) } />
		);
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'shows nothing for services', () => {
		setVehicle( LEON );
		const { container } = render( <VehicleFitWarning tyre={ null } /> );
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'warns in the notice styling, without an alert, and follows the vehicle', () => {
		setVehicle( LEON );
		const { container } = render(
			<VehicleFitWarning tyre={ tyre( { load_index: 88 } ) } />
		);

		expect( container.firstChild ).toHaveClass(
			'rueda-notice',
			'is-warning'
		);
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		expect( container ).toHaveTextContent(
			'Warning: The load index 88 is below the minimum for your SEAT León (91). This tyre would not pass the ITV inspection.'
		);

		act( () => clearVehicle() );
		expect( container ).toBeEmptyDOMElement();
	} );
} );
