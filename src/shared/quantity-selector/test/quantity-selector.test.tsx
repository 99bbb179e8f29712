/**
 * QuantitySelector: typing debounce, blur, Enter, arrow keys and buttons.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from '@wordpress/element';

import QuantitySelector, {
	type QuantitySelectorProps,
} from '../quantity-selector';

type Props = Partial< QuantitySelectorProps >;

function setUp( props: Props = {} ) {
	const onChange = jest.fn();
	// A parent that keeps the quantity, as the cart store does.
	function Parent() {
		const [ quantity, setQuantity ] = useState( props.quantity ?? 2 );
		return (
			<QuantitySelector
				itemName="Michelin Primacy 4"
				{ ...props }
				quantity={ quantity }
				onChange={ ( next ) => {
					onChange( next );
					setQuantity( next );
				} }
			/>
		);
	}
	const user = userEvent.setup( {
		advanceTimers: jest.advanceTimersByTime,
	} );
	render( <Parent /> );
	return {
		onChange,
		user,
		input: screen.getByRole( 'spinbutton', {
			name: 'Quantity of Michelin Primacy 4',
		} ),
		minus: screen.getByRole( 'button', {
			name: 'Reduce quantity of Michelin Primacy 4',
		} ),
		plus: screen.getByRole( 'button', {
			name: 'Increase quantity of Michelin Primacy 4',
		} ),
	};
}

describe( 'QuantitySelector', () => {
	beforeEach( () => {
		jest.useFakeTimers();
	} );

	afterEach( () => {
		jest.useRealTimers();
	} );

	it( 'applies typing 600 ms after the last keystroke', async () => {
		const { input, onChange, user } = setUp();

		await user.clear( input );
		await user.type( input, '5' );
		act( () => jest.advanceTimersByTime( 599 ) );
		expect( onChange ).not.toHaveBeenCalled();

		act( () => jest.advanceTimersByTime( 1 ) );
		expect( onChange ).toHaveBeenCalledTimes( 1 );
		expect( onChange ).toHaveBeenCalledWith( 5 );
	} );

	it( 'restarts the wait with every keystroke', async () => {
		const { input, onChange, user } = setUp();

		await user.clear( input );
		await user.type( input, '1' );
		act( () => jest.advanceTimersByTime( 500 ) );
		await user.type( input, '2' );
		act( () => jest.advanceTimersByTime( 500 ) );
		expect( onChange ).not.toHaveBeenCalled();

		act( () => jest.advanceTimersByTime( 100 ) );
		expect( onChange ).toHaveBeenCalledWith( 12 );
	} );

	it( 'commits at once on blur', async () => {
		const { input, onChange, user } = setUp();

		await user.clear( input );
		await user.type( input, '7' );
		act( () => input.blur() );

		expect( onChange ).toHaveBeenCalledWith( 7 );
		act( () => jest.advanceTimersByTime( 1000 ) );
		expect( onChange ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'blurs on Enter, which commits', async () => {
		const { input, onChange, user } = setUp();

		await user.clear( input );
		await user.type( input, '3{Enter}' );

		expect( input ).not.toHaveFocus();
		expect( onChange ).toHaveBeenCalledWith( 3 );
	} );

	it( 'clamps typed values to the limits', async () => {
		const { input, onChange, user } = setUp( {
			limits: { minimum: 1, maximum: 4, multiple_of: 1, editable: true },
		} );

		await user.clear( input );
		await user.type( input, '9' );
		act( () => input.blur() );

		expect( onChange ).toHaveBeenCalledWith( 4 );
		expect( input ).toHaveValue( 4 );
	} );

	it( 'reverts input that is not a number to the current quantity', async () => {
		const { input, onChange, user } = setUp( { quantity: 3 } );

		await user.clear( input );
		act( () => input.blur() );

		expect( onChange ).not.toHaveBeenCalled();
		expect( input ).toHaveValue( 3 );
	} );

	it( 'steps with ArrowUp and ArrowDown', async () => {
		const { input, onChange, user } = setUp( {
			quantity: 4,
			limits: { minimum: 2, maximum: 8, multiple_of: 2, editable: true },
		} );

		await user.click( input );
		await user.keyboard( '{ArrowUp}' );
		expect( onChange ).toHaveBeenLastCalledWith( 6 );

		await user.keyboard( '{ArrowDown}{ArrowDown}' );
		expect( onChange ).toHaveBeenLastCalledWith( 2 );
		expect( input ).toHaveValue( 2 );
	} );

	it( 'changes by one step with the buttons and disables them at the limits', async () => {
		const { minus, plus, onChange, user } = setUp( {
			quantity: 1,
			limits: { maximum: 2 },
		} );

		expect( minus ).toBeDisabled();
		await user.click( plus );
		expect( onChange ).toHaveBeenCalledWith( 2 );
		expect( plus ).toBeDisabled();
		expect( minus ).toBeEnabled();
	} );

	it( 'follows a quantity changed from outside', () => {
		const { rerender } = render(
			<QuantitySelector
				itemName="Servicio"
				quantity={ 1 }
				onChange={ jest.fn() }
			/>
		);
		rerender(
			<QuantitySelector
				itemName="Servicio"
				quantity={ 3 }
				onChange={ jest.fn() }
			/>
		);

		expect(
			screen.getByRole( 'spinbutton', { name: 'Quantity of Servicio' } )
		).toHaveValue( 3 );
	} );

	it( 'disables everything while disabled', () => {
		const { input, minus, plus } = setUp( { disabled: true } );

		expect( input ).toBeDisabled();
		expect( minus ).toBeDisabled();
		expect( plus ).toBeDisabled();
	} );

	it( 'shows a plain number when the quantity is not editable', () => {
		const { container } = render(
			<QuantitySelector
				itemName="Revisión pre-ITV"
				quantity={ 1 }
				limits={ { editable: false } }
				onChange={ jest.fn() }
			/>
		);

		expect( screen.queryByRole( 'spinbutton' ) ).not.toBeInTheDocument();
		expect( container ).toHaveTextContent( '1' );
	} );

	it( 'ignores a change event of unchanged text', () => {
		const { input, onChange } = setUp( { quantity: 2 } );

		fireEvent.change( input, { target: { value: '2' } } );
		act( () => jest.advanceTimersByTime( 600 ) );

		expect( onChange ).not.toHaveBeenCalled();
	} );
} );
