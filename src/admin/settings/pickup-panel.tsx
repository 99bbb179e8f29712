/**
 * Settings → Shipping: one pickup location (offered to every shopper) and
 * when it takes appointments. Its schedule is also the opening hours every
 * page shows; the free text is only how to get there.
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
import ScheduleFields, { newPickupSchedule } from './schedule-fields';
import type { CurrencyFormat, PickupLocation } from './types';
import type { FieldErrors } from './use-settings-group';

/** A new pickup location, with the default appointment schedule. */
export function newPickupLocation(): PickupLocation {
	return {
		name: '',
		address: '',
		details: '',
		cost: 0,
		enabled: true,
		schedule: newPickupSchedule(),
	};
}

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
				label={ __( 'How to get there', 'rueda' ) }
				help={ __(
					'Customers read this under the opening hours, which come from “Opening hours” below, the same as the appointments’.',
					'rueda'
				) }
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
			<ScheduleFields
				schedule={ location.schedule }
				path={ `${ path }.schedule` }
				errors={ errors }
				onChange={ ( schedule ) => onChange( { schedule } ) }
			/>
			<div>
				<Button variant="tertiary" isDestructive onClick={ onRemove }>
					{ __( 'Remove pickup location', 'rueda' ) }
				</Button>
			</div>
		</SettingsPanel>
	);
}
