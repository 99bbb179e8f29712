/**
 * Settings → Shipping: one pickup location (offered to every shopper).
 */
import {
	Button,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import FieldError from './field-error';
import SettingsPanel from './settings-panel';
import MoneyControl from './money-control';
import type { CurrencyFormat, PickupLocation } from './types';
import type { FieldErrors } from './use-settings-group';

export const NEW_PICKUP_LOCATION: PickupLocation = {
	name: '',
	address: '',
	details: '',
	cost: 0,
	enabled: true,
};

export default function PickupPanel( {
	location,
	index,
	errors,
	currency,
	onChange,
	onRemove,
}: {
	location: PickupLocation;
	index: number;
	errors: FieldErrors;
	currency: CurrencyFormat;
	onChange: ( patch: Partial< PickupLocation > ) => void;
	onRemove: () => void;
} ) {
	const path = `pickup_locations[${ index }]`;
	return (
		<SettingsPanel
			className="rueda-settings__pickup"
			title={ location.name || __( 'New pickup location', 'rueda' ) }
			initialOpen={ ! location.name }
			errors={ errors }
			path={ path }
		>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Pickup location name', 'rueda' ) }
				value={ location.name }
				onChange={ ( name ) => onChange( { name } ) }
			/>
			<FieldError message={ errors[ `${ path }.name` ] } />
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Address', 'rueda' ) }
				value={ location.address }
				onChange={ ( address ) => onChange( { address } ) }
			/>
			<FieldError message={ errors[ `${ path }.address` ] } />
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Opening hours and instructions', 'rueda' ) }
				value={ location.details }
				onChange={ ( details ) => onChange( { details } ) }
			/>
			<FieldError message={ errors[ `${ path }.details` ] } />
			<MoneyControl
				label={ __( 'Cost (tax included)', 'rueda' ) }
				value={ location.cost }
				currency={ currency }
				error={ errors[ `${ path }.cost` ] }
				onChange={ ( cost ) => onChange( { cost } ) }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Offer this pickup location', 'rueda' ) }
				checked={ location.enabled }
				onChange={ ( enabled ) => onChange( { enabled } ) }
			/>
			<FieldError message={ errors[ `${ path }.enabled` ] } />
			<div>
				<Button variant="tertiary" isDestructive onClick={ onRemove }>
					{ __( 'Remove pickup location', 'rueda' ) }
				</Button>
			</div>
		</SettingsPanel>
	);
}
