/**
 * GatewayField: a saved secret is said to be there, never shown.
 */
import { render, screen } from '@testing-library/react';

import GatewayField from '../gateway-field';
import type { GatewayField as Field } from '../types';

// @wordpress/components does not load in this Jest setup (ESM dependencies): a
// plain stand-in passes the input's attributes through, as TextControl does.
jest.mock( '@wordpress/components', () => {
	type MockProps = {
		label: string;
		value?: string;
		type?: string;
		placeholder?: string;
		autoComplete?: string;
		onChange: ( value: never ) => void;
	};
	const MockText = ( {
		label,
		value,
		type,
		placeholder,
		autoComplete,
		onChange,
	}: MockProps ) => (
		<>
			<label htmlFor="mock-input">{ label }</label>
			<input
				id="mock-input"
				type={ type }
				value={ value }
				placeholder={ placeholder }
				autoComplete={ autoComplete }
				onChange={ ( event ) =>
					onChange( event.target.value as never )
				}
			/>
		</>
	);
	return {
		TextControl: MockText,
		TextareaControl: MockText,
		SelectControl: MockText,
		ToggleControl: MockText,
	};
} );

const secret: Field = {
	key: 'secret_key',
	type: 'password',
	label: 'Clave secreta (SHA-256)',
	help: '',
	default: '',
	required: true,
	max_length: 200,
	min: null,
	max: null,
	options: [],
};

describe( 'GatewayField', () => {
	it( 'says a saved secret is there without showing it', () => {
		render(
			<GatewayField
				field={ secret }
				value=""
				saved
				onChange={ () => undefined }
			/>
		);

		const input = screen.getByLabelText( 'Clave secreta (SHA-256) *' );
		expect( input ).toHaveAttribute( 'type', 'password' );
		expect( input ).toHaveValue( '' );
		expect( input ).toHaveAttribute(
			'placeholder',
			'Saved. Type a new one to replace it.'
		);
		expect( input ).toHaveAttribute( 'autocomplete', 'new-password' );
	} );

	it( 'leaves an empty secret without a placeholder', () => {
		render(
			<GatewayField
				field={ secret }
				value=""
				onChange={ () => undefined }
			/>
		);

		expect(
			screen.getByLabelText( 'Clave secreta (SHA-256) *' )
		).not.toHaveAttribute( 'placeholder' );
	} );
} );
