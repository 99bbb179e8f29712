/**
 * The tax rates table: rows to add, remove and reorder. The shop uses the
 * first row matching an address and a product's tax class, so order matters.
 */
import {
	Button,
	SelectControl,
	TextControl,
	__experimentalNumberControl as NumberControl, // eslint-disable-line @wordpress/no-unsafe-wp-apis
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { moveRow } from '../shared/move-row';
import FieldError from './field-error';
import { provinceOptions } from './locations';
import type { TaxRate } from './types';

/** The server refuses more (includes/Admin/Rest/TaxRatesArg.php). */
const MAX_ROWS = 200;

/** The columns typed as text, in a row of the table. */
type TextColumn = 'state' | 'postcode' | 'name' | 'class';

const NEW_ROW: TaxRate = {
	country: 'ES',
	state: '',
	postcode: '',
	rate: 21,
	name: 'IVA',
	class: '',
};

export default function TaxRatesTable( {
	rates,
	countries,
	states,
	error,
	onChange,
}: {
	rates: TaxRate[];
	countries: Readonly< Record< string, string > >;
	states: Readonly< Record< string, Record< string, string > > >;
	error?: string;
	onChange: ( rates: TaxRate[] ) => void;
} ) {
	const update = ( index: number, changes: Partial< TaxRate > ) =>
		onChange(
			rates.map( ( row, at ) =>
				at === index ? { ...row, ...changes } : row
			)
		);
	const textColumns: Record<
		TextColumn,
		{ label: string; maxLength?: number }
	> = {
		state: { label: __( 'Province or state', 'rueda' ), maxLength: 20 },
		postcode: { label: __( 'Postcodes', 'rueda' ) },
		name: { label: __( 'Name', 'rueda' ), maxLength: 40 },
		class: { label: __( 'Tax class', 'rueda' ), maxLength: 40 },
	};
	const countryOptions = [
		{ value: '', label: __( 'Any country', 'rueda' ) },
		...Object.entries( countries ).map( ( [ value, label ] ) => ( {
			value,
			label,
		} ) ),
	];
	return (
		<div className="rueda-tax-rates">
			<h3>{ __( 'Tax rates', 'rueda' ) }</h3>
			<p className="description">
				{ sprintf(
					/* translators: %s: a postcode range, e.g. 35000...35999. */
					__(
						'The first row that matches the customer’s address and the product’s tax class applies, so put the specific rows (a province, some postcodes) above the general ones. Empty fields match anything; postcodes are written as 28013, 35* or %s, separated by commas.',
						'rueda'
					),
					'35000...35999'
				) }
			</p>
			<table className="widefat striped">
				<thead>
					<tr>
						<th>{ __( 'Country', 'rueda' ) }</th>
						<th>{ textColumns.state.label }</th>
						<th>{ textColumns.postcode.label }</th>
						<th>{ __( 'Rate (%)', 'rueda' ) }</th>
						<th>{ textColumns.name.label }</th>
						<th>{ textColumns.class.label }</th>
						<th>
							<span className="screen-reader-text">
								{ __( 'Actions', 'rueda' ) }
							</span>
						</th>
					</tr>
				</thead>
				<tbody>
					{ rates.map( ( row, index ) => {
						const rowLabel = sprintf(
							/* translators: %d: row number. */
							__( 'Row %d', 'rueda' ),
							index + 1
						);
						const label = ( column: string ) =>
							`${ column } (${ rowLabel })`;
						const provinces = provinceOptions(
							states,
							row.country,
							row.state,
							__( 'Any province', 'rueda' )
						);
						const textCell = ( key: TextColumn ) => (
							<td data-label={ textColumns[ key ].label }>
								<TextControl
									__next40pxDefaultSize
									__nextHasNoMarginBottom
									hideLabelFromVision
									label={ label( textColumns[ key ].label ) }
									value={ row[ key ] }
									maxLength={ textColumns[ key ].maxLength }
									onChange={ ( value ) =>
										update( index, { [ key ]: value } )
									}
								/>
							</td>
						);
						return (
							<tr key={ index }>
								<td data-label={ __( 'Country', 'rueda' ) }>
									<SelectControl
										__next40pxDefaultSize
										__nextHasNoMarginBottom
										hideLabelFromVision
										label={ label(
											__( 'Country', 'rueda' )
										) }
										value={ row.country }
										options={ countryOptions }
										onChange={ ( country ) =>
											update( index, {
												country,
												// A province belongs to its country.
												state: '',
											} )
										}
									/>
								</td>
								{ provinces ? (
									<td data-label={ textColumns.state.label }>
										<SelectControl
											__next40pxDefaultSize
											__nextHasNoMarginBottom
											hideLabelFromVision
											label={ label(
												textColumns.state.label
											) }
											value={ row.state }
											options={ provinces }
											onChange={ ( state ) =>
												update( index, { state } )
											}
										/>
									</td>
								) : (
									textCell( 'state' )
								) }
								{ textCell( 'postcode' ) }
								<td data-label={ __( 'Rate (%)', 'rueda' ) }>
									<NumberControl
										__next40pxDefaultSize
										hideLabelFromVision
										label={ label(
											__( 'Rate (%)', 'rueda' )
										) }
										value={ row.rate }
										min={ 0 }
										max={ 100 }
										step="any"
										onChange={ ( rate ) =>
											update( index, {
												rate: Number( rate ?? 0 ),
											} )
										}
									/>
								</td>
								{ textCell( 'name' ) }
								{ textCell( 'class' ) }
								<td className="rueda-tax-rates__actions">
									<Button
										size="small"
										icon="arrow-up-alt2"
										label={ label(
											__( 'Move up', 'rueda' )
										) }
										disabled={ index === 0 }
										onClick={ () =>
											onChange(
												moveRow(
													rates,
													index,
													index - 1
												)
											)
										}
									/>
									<Button
										size="small"
										icon="arrow-down-alt2"
										label={ label(
											__( 'Move down', 'rueda' )
										) }
										disabled={ index === rates.length - 1 }
										onClick={ () =>
											onChange(
												moveRow(
													rates,
													index,
													index + 1
												)
											)
										}
									/>
									<Button
										size="small"
										icon="trash"
										isDestructive
										label={ label(
											__( 'Remove', 'rueda' )
										) }
										onClick={ () =>
											onChange(
												rates.filter(
													( _row, at ) => at !== index
												)
											)
										}
									/>
								</td>
							</tr>
						);
					} ) }
				</tbody>
			</table>
			<FieldError message={ error } />
			<p>
				<Button
					variant="secondary"
					disabled={ rates.length >= MAX_ROWS }
					onClick={ () => onChange( [ ...rates, { ...NEW_ROW } ] ) }
				>
					{ __( 'Add rate', 'rueda' ) }
				</Button>
			</p>
		</div>
	);
}
