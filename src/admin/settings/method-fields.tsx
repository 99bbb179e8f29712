/**
 * Settings → Shipping: one method of a zone (flat rate or free shipping).
 */
import {
	Button,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import FieldError from './field-error';
import MoneyControl from './money-control';
import type { CurrencyFormat, ShippingMethod } from './types';
import type { FieldErrors } from './use-settings-group';

export default function MethodFields( {
	method,
	path,
	errors,
	currency,
	onChange,
	onRemove,
}: {
	method: ShippingMethod;
	/** Its path in the settings, e.g. zones[0].methods[1]. */
	path: string;
	errors: FieldErrors;
	currency: CurrencyFormat;
	onChange: ( patch: Partial< ShippingMethod > ) => void;
	onRemove: () => void;
} ) {
	const error = ( key: keyof ShippingMethod ) =>
		errors[ `${ path }.${ key }` ];
	const text = (
		key: 'title' | 'delivery_time' | 'description',
		label: string,
		help?: string
	) => (
		<>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ label }
				help={ help }
				value={ method[ key ] }
				onChange={ ( value ) => onChange( { [ key ]: value } ) }
			/>
			<FieldError message={ error( key ) } />
		</>
	);
	return (
		<fieldset className="rueda-settings__item">
			<legend>
				{ method.title ||
					( method.type === 'flat_rate'
						? __( 'Flat rate', 'rueda' )
						: __( 'Free shipping', 'rueda' ) ) }
			</legend>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Method type', 'rueda' ) }
				value={ method.type }
				options={ [
					{ value: 'flat_rate', label: __( 'Flat rate', 'rueda' ) },
					{
						value: 'free_shipping',
						label: __( 'Free shipping', 'rueda' ),
					},
				] }
				onChange={ ( type ) =>
					onChange( { type: type as ShippingMethod[ 'type' ] } )
				}
			/>
			<FieldError message={ error( 'type' ) } />
			{ text(
				'title',
				__( 'Name shoppers see', 'rueda' ),
				__( 'For example: Standard shipping.', 'rueda' )
			) }
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Offer this method', 'rueda' ) }
				checked={ method.enabled }
				onChange={ ( enabled ) => onChange( { enabled } ) }
			/>
			<FieldError message={ error( 'enabled' ) } />
			{ method.type === 'flat_rate' ? (
				<MoneyControl
					label={ __( 'Cost (tax included)', 'rueda' ) }
					value={ method.cost }
					currency={ currency }
					error={ error( 'cost' ) }
					onChange={ ( cost ) => onChange( { cost } ) }
				/>
			) : (
				<>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Free shipping requires', 'rueda' ) }
						value={ method.requires }
						options={ [
							{ value: '', label: __( 'Nothing', 'rueda' ) },
							{
								value: 'min_amount',
								label: __( 'A minimum order amount', 'rueda' ),
							},
							{
								value: 'coupon',
								label: __( 'A free shipping coupon', 'rueda' ),
							},
							{
								value: 'either',
								label: __(
									'A minimum amount or a coupon',
									'rueda'
								),
							},
							{
								value: 'both',
								label: __(
									'A minimum amount and a coupon',
									'rueda'
								),
							},
						] }
						onChange={ ( requires ) =>
							onChange( {
								requires:
									requires as ShippingMethod[ 'requires' ],
							} )
						}
					/>
					<FieldError message={ error( 'requires' ) } />
					{ [ 'min_amount', 'either', 'both' ].includes(
						method.requires
					) && (
						<MoneyControl
							label={ __(
								'Minimum order amount (tax included)',
								'rueda'
							) }
							value={ method.min_amount }
							currency={ currency }
							error={ error( 'min_amount' ) }
							onChange={ ( minAmount ) =>
								onChange( { min_amount: minAmount } )
							}
						/>
					) }
				</>
			) }
			{ text(
				'delivery_time',
				__( 'Delivery time', 'rueda' ),
				__( 'For example: 2–4 working days.', 'rueda' )
			) }
			{ text( 'description', __( 'Description', 'rueda' ) ) }
			<div>
				<Button
					variant="secondary"
					isDestructive
					size="compact"
					onClick={ onRemove }
				>
					{ __( 'Remove method', 'rueda' ) }
				</Button>
			</div>
		</fieldset>
	);
}
