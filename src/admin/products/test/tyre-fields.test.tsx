/**
 * TyreFields: the EU label's snow and ice marks, EPREL number and barcode.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from '@wordpress/element';

import type { FieldErrors } from '../../settings/use-settings-group';
import TyreFields from '../tyre-fields';
import type { ProductDraft, ProductsPageData } from '../types';

// @wordpress/components does not load in this Jest setup (ESM dependencies):
// plain stand-ins with the same props keep the test on TyreFields' wiring.
jest.mock( '@wordpress/components', () => {
	type MockProps = {
		label: string;
		help?: string;
		value?: string;
		checked?: boolean;
		options?: { value: string; label: string }[];
		onChange: ( value: never ) => void;
		children?: unknown;
	};
	const mockId = ( label: string ) => label.replace( /\W+/g, '-' );
	const MockBox = ( { children }: { children?: unknown } ) => (
		<div>{ children as never }</div>
	);
	return {
		Card: MockBox,
		CardBody: MockBox,
		CardHeader: MockBox,
		TextControl: ( { label, help, value, onChange }: MockProps ) => (
			<>
				<label htmlFor={ mockId( label ) }>{ label }</label>
				<input
					id={ mockId( label ) }
					value={ value }
					aria-describedby={
						help ? `${ mockId( label ) }-help` : undefined
					}
					onChange={ ( event ) =>
						onChange( event.target.value as never )
					}
				/>
				{ help && <p id={ `${ mockId( label ) }-help` }>{ help }</p> }
			</>
		),
		CheckboxControl: ( { label, checked, onChange }: MockProps ) => (
			<>
				<input
					id={ mockId( label ) }
					type="checkbox"
					checked={ checked }
					onChange={ ( event ) =>
						onChange( event.target.checked as never )
					}
				/>
				<label htmlFor={ mockId( label ) }>{ label }</label>
			</>
		),
		SelectControl: ( {
			label,
			value,
			options = [],
			onChange,
		}: MockProps ) => (
			<>
				<label htmlFor={ mockId( label ) }>{ label }</label>
				<select
					id={ mockId( label ) }
					value={ value }
					onChange={ ( event ) =>
						onChange( event.target.value as never )
					}
				>
					{ options.map( ( option ) => (
						<option key={ option.value } value={ option.value }>
							{ option.label }
						</option>
					) ) }
				</select>
			</>
		),
	};
} );

const PAGE: ProductsPageData = {
	categories: [],
	taxClasses: [ '' ],
	seasons: { verano: 'Verano' },
	speedRatings: [ 'V' ],
	labelClasses: [ 'A', 'B', 'C', 'D', 'E' ],
	noiseClasses: [ 'A', 'B', 'C' ],
	brands: [],
	sizes: [],
	origins: { taller: 'Almacén del taller' },
	ecoCategories: {
		turismo: 'Passenger car',
		suv: '4x4 / SUV',
		furgoneta: 'Van / light truck (C)',
		moto: 'Motorcycle',
	},
	currency: {
		currency_symbol: '€',
		currency_minor_unit: 2,
		currency_decimal_separator: ',',
	},
	maxUploadSize: 1024,
};

function Form( {
	onDraft,
	errors = {},
}: {
	onDraft: ( draft: Partial< ProductDraft > ) => void;
	errors?: FieldErrors;
} ) {
	const [ draft, setDraft ] = useState< Partial< ProductDraft > >( {
		snow: false,
		ice: false,
		eprel_id: null,
		gtin: null,
	} );
	return (
		<TyreFields
			draft={ draft as ProductDraft }
			errors={ errors }
			page={ PAGE }
			change={ ( changes ) => {
				const next = { ...draft, ...changes };
				setDraft( next );
				onDraft( next );
			} }
		/>
	);
}

describe( 'TyreFields', () => {
	it( 'sets the snow and ice marks', async () => {
		const user = userEvent.setup();
		const onDraft = jest.fn();
		render( <Form onDraft={ onDraft } /> );

		await user.click(
			screen.getByRole( 'checkbox', { name: 'Snow grip mark (3PMSF)' } )
		);
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Ice grip mark' } )
		);

		expect( onDraft ).toHaveBeenLastCalledWith(
			expect.objectContaining( { snow: true, ice: true } )
		);
	} );

	it( 'keeps the digits of the EPREL number and the barcode', async () => {
		const user = userEvent.setup();
		const onDraft = jest.fn();
		render( <Form onDraft={ onDraft } /> );

		const eprel = screen.getByRole( 'textbox', {
			name: 'EPREL registration number',
		} );
		await user.type( eprel, 'nº 363 746' );
		expect( eprel ).toHaveValue( '363746' );
		expect( eprel ).toHaveAccessibleDescription(
			'The EPREL registration number links the product information sheet.'
		);

		await user.type(
			screen.getByRole( 'textbox', { name: 'GTIN / EAN' } ),
			'3528 7043 51234'
		);
		expect( onDraft ).toHaveBeenLastCalledWith(
			expect.objectContaining( {
				eprel_id: '363746',
				gtin: '3528704351234',
			} )
		);

		await user.clear( eprel );
		expect( onDraft ).toHaveBeenLastCalledWith(
			expect.objectContaining( { eprel_id: null } )
		);
	} );

	it( 'shows a tyre without an ecovalor category as a passenger car’s and changes it', async () => {
		const user = userEvent.setup();
		const onDraft = jest.fn();
		render( <Form onDraft={ onDraft } /> );

		const category = screen.getByRole( 'combobox', {
			name: 'Ecovalor category',
		} );
		expect( category ).toHaveValue( 'turismo' );
		expect(
			Array.from(
				( category as HTMLSelectElement ).options,
				( option ) => option.textContent
			)
		).toEqual( [
			'Passenger car',
			'4x4 / SUV',
			'Van / light truck (C)',
			'Motorcycle',
		] );

		await user.selectOptions( category, 'suv' );

		expect( onDraft ).toHaveBeenLastCalledWith(
			expect.objectContaining( { ecovalor_category: 'suv' } )
		);
	} );

	it( 'shows the server’s refusal under each field', () => {
		render(
			<Form
				onDraft={ jest.fn() }
				errors={ {
					eprel_id: 'eprel_id no coincide con el patrón.',
					gtin: 'Write the barcode (GTIN/EAN) with its 8, 12, 13 or 14 digits as printed.',
				} }
			/>
		);

		expect(
			screen.getAllByRole( 'alert' ).map( ( alert ) => alert.textContent )
		).toEqual( [
			'eprel_id no coincide con el patrón.',
			'Write the barcode (GTIN/EAN) with its 8, 12, 13 or 14 digits as printed.',
		] );
	} );
} );
