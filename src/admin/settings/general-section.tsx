/**
 * Settings → General: the shop's address, the countries it sells and ships to,
 * and how prices are written (with a live preview).
 */
import {
	FormTokenField,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import SettingsCard from './settings-card';
import { codesToNames, namesToCodes } from './countries';
import FieldError from './field-error';
import { formatPrice } from './format-price';
import type {
	CurrencyPosition,
	GeneralSettings,
	SettingsPageData,
} from './types';
import type { SettingsGroup } from './use-settings-group';

type TextKey = {
	[ K in keyof GeneralSettings ]: GeneralSettings[ K ] extends string
		? K
		: never;
}[ keyof GeneralSettings ];

/** The amount the preview writes: 1234567,89 in the currency's units. */
const PREVIEW_AMOUNT = 123456789;

export default function GeneralSection( {
	group,
	page,
}: {
	group: SettingsGroup< GeneralSettings >;
	page: SettingsPageData;
} ) {
	const { draft, errors, change } = group;
	if ( ! draft ) {
		return null;
	}
	const text = (
		key: TextKey,
		label: string,
		props: Partial< React.ComponentProps< typeof TextControl > > = {}
	) => (
		<div>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ label }
				value={ draft[ key ] }
				onChange={ ( value ) => change( { [ key ]: value } ) }
				{ ...props }
			/>
			<FieldError message={ errors[ key ] } />
		</div>
	);
	const countryList = (
		key: 'selling_countries' | 'shipping_countries',
		label: string
	) => (
		<div>
			<FormTokenField
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ label }
				value={ codesToNames( draft[ key ], page.countries ) }
				suggestions={ Object.values( page.countries ) }
				onChange={ ( tokens ) =>
					change( {
						[ key ]: namesToCodes(
							tokens.map( String ),
							page.countries
						),
					} )
				}
			/>
			<FieldError message={ errors[ key ] } />
		</div>
	);
	const states = page.states[ draft.country ];
	const positions: Array< { value: CurrencyPosition; label: string } > = [
		{ value: 'left', label: __( 'Left (€99)', 'rueda' ) },
		{ value: 'right', label: __( 'Right (99€)', 'rueda' ) },
		{
			value: 'left_space',
			label: __( 'Left with a space (€ 99)', 'rueda' ),
		},
		{
			value: 'right_space',
			label: __( 'Right with a space (99 €)', 'rueda' ),
		},
	];

	return (
		<SettingsCard id="general">
			<h3>{ __( 'Shop address', 'rueda' ) }</h3>
			{ text( 'name', __( 'Shop name', 'rueda' ), {
				maxLength: 100,
			} ) }
			{ text( 'address_1', __( 'Address', 'rueda' ), {
				maxLength: 200,
			} ) }
			{ text( 'postcode', __( 'Postcode', 'rueda' ), {
				maxLength: 12,
			} ) }
			{ text( 'city', __( 'City', 'rueda' ), { maxLength: 100 } ) }
			<div>
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Country', 'rueda' ) }
					value={ draft.country }
					options={ Object.entries( page.countries ).map(
						( [ value, label ] ) => ( { value, label } )
					) }
					onChange={ ( country ) =>
						change( {
							country,
							state: page.states[ country ]?.[ draft.state ]
								? draft.state
								: '',
						} )
					}
				/>
				<FieldError message={ errors.country } />
			</div>
			{ states ? (
				<div>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Province', 'rueda' ) }
						value={ draft.state }
						options={ [
							{
								value: '',
								label: __( 'Choose a province', 'rueda' ),
								disabled: true,
							},
							...Object.entries( states ).map(
								( [ value, label ] ) => ( { value, label } )
							),
						] }
						onChange={ ( state ) => change( { state } ) }
					/>
					<FieldError message={ errors.state } />
				</div>
			) : (
				text( 'state', __( 'State or region', 'rueda' ), {
					maxLength: 60,
				} )
			) }
			{ text( 'phone', __( 'Phone', 'rueda' ), {
				type: 'tel',
				maxLength: 30,
			} ) }
			{ text( 'email', __( 'Email', 'rueda' ), {
				type: 'email',
				maxLength: 100,
			} ) }

			<h3>{ __( 'Countries', 'rueda' ) }</h3>
			{ countryList(
				'selling_countries',
				__( 'Countries you sell to', 'rueda' )
			) }
			{ countryList(
				'shipping_countries',
				__( 'Countries you ship to', 'rueda' )
			) }
			<p className="description">
				{ __(
					'Leave a list empty for every country; the shipping list defaults to the selling one.',
					'rueda'
				) }
			</p>

			<h3>{ __( 'Currency', 'rueda' ) }</h3>
			{ text( 'currency_code', __( 'Currency code', 'rueda' ), {
				help: __( 'ISO 4217, e.g. EUR.', 'rueda' ),
				maxLength: 3,
			} ) }
			{ text( 'currency_symbol', __( 'Symbol', 'rueda' ), {
				maxLength: 5,
			} ) }
			<div>
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Symbol position', 'rueda' ) }
					value={ draft.currency_position }
					options={ positions }
					onChange={ ( position ) =>
						change( {
							currency_position: position as CurrencyPosition,
						} )
					}
				/>
				<FieldError message={ errors.currency_position } />
			</div>
			<div>
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Decimals', 'rueda' ) }
					value={ String( draft.currency_minor_unit ) }
					options={ [ 0, 1, 2, 3, 4 ].map( ( unit ) => ( {
						value: String( unit ),
						label: String( unit ),
					} ) ) }
					onChange={ ( unit ) =>
						change( { currency_minor_unit: Number( unit ) } )
					}
				/>
				<FieldError message={ errors.currency_minor_unit } />
			</div>
			{ text(
				'currency_decimal_separator',
				__( 'Decimal separator', 'rueda' ),
				{ maxLength: 1 }
			) }
			{ text(
				'currency_thousand_separator',
				__( 'Thousands separator', 'rueda' ),
				{ maxLength: 1 }
			) }
			<p className="rueda-settings__preview" aria-live="polite">
				{ __( 'Preview:', 'rueda' ) }{ ' ' }
				<strong>
					{ formatPrice( PREVIEW_AMOUNT, {
						symbol: draft.currency_symbol,
						minorUnit: draft.currency_minor_unit,
						decimalSeparator: draft.currency_decimal_separator,
						thousandSeparator: draft.currency_thousand_separator,
						position: draft.currency_position,
					} ) }
				</strong>
			</p>
		</SettingsCard>
	);
}
