/**
 * Settings → Payments: one gateway: offered or not, its place in the list,
 * the title and description shoppers see, and its own settings.
 */
import {
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import FieldError from './field-error';
import MoveButtons from './move-buttons';
import SettingsPanel from './settings-panel';
import GatewayField from './gateway-field';
import type { GatewaySettings, PaymentSettings } from './types';
import type { FieldErrors } from './use-settings-group';

export default function GatewayPanel( {
	gateway,
	schema,
	index,
	count,
	errors,
	onChange,
	onMove,
	testOff = false,
}: {
	gateway: GatewaySettings;
	schema: PaymentSettings[ 'schema' ][ string ] | undefined;
	index: number;
	count: number;
	errors: FieldErrors;
	onChange: ( patch: Partial< GatewaySettings > ) => void;
	onMove: ( delta: -1 | 1 ) => void;
	/** A test gateway this live site does not offer. */
	testOff?: boolean;
} ) {
	const path = `gateways[${ index }]`;
	const title = gateway.title || schema?.default_title || gateway.id;
	return (
		<SettingsPanel
			title={
				gateway.enabled && ! testOff
					? title
					: /* translators: %s: payment method title. */
						sprintf( __( '%s (off)', 'rueda' ), title )
			}
			initialOpen={ false }
			errors={ errors }
			path={ path }
		>
			{ testOff && (
				<p className="description">
					{ __(
						'A test method: not offered on this live site unless test payment methods are on.',
						'rueda'
					) }
				</p>
			) }
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Offer this payment method', 'rueda' ) }
				checked={ gateway.enabled }
				onChange={ ( enabled ) => onChange( { enabled } ) }
			/>
			<FieldError message={ errors[ `${ path }.enabled` ] } />
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Title', 'rueda' ) }
				help={ __( 'Leave empty to use the default one.', 'rueda' ) }
				placeholder={ schema?.default_title }
				value={ gateway.title }
				onChange={ ( value ) => onChange( { title: value } ) }
			/>
			<FieldError message={ errors[ `${ path }.title` ] } />
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Description', 'rueda' ) }
				placeholder={ schema?.default_description }
				value={ gateway.description }
				onChange={ ( value ) => onChange( { description: value } ) }
			/>
			<FieldError message={ errors[ `${ path }.description` ] } />
			<FieldError message={ errors[ `${ path }.settings` ] } />
			{ schema?.fields.map( ( field ) => (
				<GatewayField
					key={ field.key }
					field={ field }
					value={ gateway.settings[ field.key ] }
					saved={
						gateway.saved_secrets?.includes( field.key ) ?? false
					}
					error={ errors[ `${ path }.settings.${ field.key }` ] }
					onChange={ ( value ) =>
						onChange( {
							settings: {
								...gateway.settings,
								[ field.key ]: value,
							},
						} )
					}
				/>
			) ) }
			<div className="rueda-settings__actions">
				<MoveButtons
					index={ index }
					count={ count }
					onMove={ onMove }
				/>
			</div>
		</SettingsPanel>
	);
}
