/**
 * The slot picker: its states, choosing a day and a time with the mouse and
 * with the keyboard (radio groups), and loading more days.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from '@wordpress/element';

import SlotPicker, { type SlotPickerProps } from '../slot-picker';
import type { AppointmentDay } from '../types';

function day( date: string, times: string[] ): AppointmentDay {
	return {
		date,
		slots: times.map( ( time ) => ( {
			start: `${ date }T${ time }:00+01:00`,
			end: `${ date }T${ time }:00+01:00`,
			available_bays: 1,
		} ) ),
	};
}

const DAYS = [
	day( '2026-12-03', [ '10:00', '10:30', '11:00' ] ),
	day( '2026-12-04', [] ),
	day( '2026-12-05', [ '09:00' ] ),
];

function props( changes: Partial< SlotPickerProps > = {} ): SlotPickerProps {
	return {
		idPrefix: 't',
		days: DAYS,
		status: 'ready',
		error: '',
		selectedDate: '2026-12-03',
		selectedStart: null,
		hasMore: false,
		isLoadingMore: false,
		onSelectDate: jest.fn(),
		onSelectStart: jest.fn(),
		onRetry: jest.fn(),
		onLoadMore: jest.fn(),
		locale: 'es-ES',
		...changes,
	};
}

/**
 * The picker with its choices kept, as the store keeps them.
 * @param root0
 * @param root0.onStart
 */
function Stateful( { onStart }: { onStart: ( start: string ) => void } ) {
	const [ date, setDate ] = useState< string | null >( '2026-12-03' );
	const [ start, setStart ] = useState< string | null >( null );
	return (
		<SlotPicker
			{ ...props() }
			selectedDate={ date }
			selectedStart={ start }
			onSelectDate={ setDate }
			onSelectStart={ ( chosen ) => {
				setStart( chosen );
				onStart( chosen );
			} }
		/>
	);
}

describe( 'SlotPicker', () => {
	it( 'says it is looking for times while it loads', () => {
		render(
			<SlotPicker { ...props( { status: 'loading', days: [] } ) } />
		);

		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Looking for free times…'
		);
		expect( screen.queryByRole( 'radio' ) ).not.toBeInTheDocument();
	} );

	it( 'shows an error with a way to try again', async () => {
		const onRetry = jest.fn();
		render(
			<SlotPicker
				{ ...props( {
					status: 'error',
					days: [],
					error: '',
					onRetry,
				} ) }
			/>
		);

		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'The free times could not be loaded.'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Try again' } )
		);
		expect( onRetry ).toHaveBeenCalled();
	} );

	it( 'says when no day has a free time', () => {
		render( <SlotPicker { ...props( { days: [] } ) } /> );

		expect(
			screen.getByText( /There are no free times in the coming weeks/ )
		).toBeVisible();
	} );

	it( 'lists the days as a radio group and the chosen day’s times as another', () => {
		render( <SlotPicker { ...props() } /> );

		const days = screen.getByRole( 'group', { name: 'Day' } );
		expect( days ).toBeVisible();
		expect(
			screen.getByRole( 'radio', { name: 'jueves, 3 de diciembre' } )
		).toBeChecked();
		expect(
			screen.getByRole( 'radio', {
				name: 'viernes, 4 de diciembre, fully booked',
			} )
		).not.toBeChecked();
		const times = screen.getByRole( 'group', {
			name: 'Time on jueves, 3 de diciembre',
		} );
		expect(
			Array.from( times.querySelectorAll( 'input' ) ).map(
				( input ) => input.value
			)
		).toEqual( [
			'2026-12-03T10:00:00+01:00',
			'2026-12-03T10:30:00+01:00',
			'2026-12-03T11:00:00+01:00',
		] );
	} );

	it( 'tells a day without free times', () => {
		render( <SlotPicker { ...props( { selectedDate: '2026-12-04' } ) } /> );

		expect( screen.getByText( 'No times left on this day' ) ).toBeVisible();
		expect( screen.getByText( 'Choose another day.' ) ).toBeVisible();
	} );

	it( 'chooses a day and a time with the mouse and confirms the choice', async () => {
		const onStart = jest.fn();
		render( <Stateful onStart={ onStart } /> );

		await userEvent.click(
			screen.getByRole( 'radio', { name: 'sábado, 5 de diciembre' } )
		);
		await userEvent.click( screen.getByRole( 'radio', { name: '09:00' } ) );

		expect( onStart ).toHaveBeenCalledWith( '2026-12-05T09:00:00+01:00' );
		expect( screen.getByRole( 'radio', { name: '09:00' } ) ).toBeChecked();
		expect(
			screen.getByText(
				'Your appointment: sábado, 5 de diciembre at 09:00'
			)
		).toBeVisible();
	} );

	it( 'moves between days and times with the arrow keys', async () => {
		const onStart = jest.fn();
		render( <Stateful onStart={ onStart } /> );

		await userEvent.tab();
		expect(
			screen.getByRole( 'radio', { name: 'jueves, 3 de diciembre' } )
		).toHaveFocus();
		await userEvent.keyboard( '{ArrowRight}' );
		expect(
			screen.getByRole( 'radio', {
				name: 'viernes, 4 de diciembre, fully booked',
			} )
		).toBeChecked();
		await userEvent.keyboard( '{ArrowLeft}' );

		await userEvent.tab();
		const ten = screen.getByRole( 'radio', { name: '10:00' } );
		expect( ten ).toHaveFocus();
		await userEvent.keyboard( '{ArrowDown}' );

		expect( screen.getByRole( 'radio', { name: '10:30' } ) ).toBeChecked();
		expect( onStart ).toHaveBeenLastCalledWith(
			'2026-12-03T10:30:00+01:00'
		);
	} );

	it( 'loads more days on demand', async () => {
		const onLoadMore = jest.fn();
		const { rerender } = render(
			<SlotPicker { ...props( { hasMore: true, onLoadMore } ) } />
		);

		await userEvent.click(
			screen.getByRole( 'button', { name: 'More days' } )
		);
		expect( onLoadMore ).toHaveBeenCalled();

		rerender(
			<SlotPicker
				{ ...props( {
					hasMore: true,
					isLoadingMore: true,
					onLoadMore,
				} ) }
			/>
		);
		expect(
			screen.getByRole( 'button', { name: 'Loading…' } )
		).toBeDisabled();
	} );

	it( 'shows a notice above the times', () => {
		render(
			<SlotPicker
				{ ...props( { notice: 'Someone has just booked that time.' } ) }
			/>
		);

		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Someone has just booked that time.'
		);
	} );
} );
