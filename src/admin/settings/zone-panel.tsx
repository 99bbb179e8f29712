/**
 * Settings → Shipping: one zone (where it applies and its methods), with
 * buttons to move it in the matching order or remove it.
 */
import { Button, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import FieldError from './field-error';
import MoveButtons from './move-buttons';
import SettingsPanel from './settings-panel';
import { removeAt, replaceAt } from './list';
import LocationField from './location-field';
import MethodFields from './method-fields';
import type { CurrencyFormat, ShippingMethod, ShippingZone } from './types';
import type { FieldErrors } from './use-settings-group';

export const NEW_METHOD: ShippingMethod = {
	instance_id: 0,
	type: 'flat_rate',
	title: '',
	description: '',
	delivery_time: '',
	cost: 0,
	min_amount: 0,
	requires: '',
	enabled: true,
};

export default function ZonePanel( {
	zone,
	index,
	count,
	errors,
	names,
	currency,
	onChange,
	onMove,
	onRemove,
}: {
	zone: ShippingZone;
	index: number;
	count: number;
	errors: FieldErrors;
	/** Code => name of every country and province. */
	names: Readonly< Record< string, string > >;
	currency: CurrencyFormat;
	onChange: ( patch: Partial< ShippingZone > ) => void;
	onMove: ( delta: -1 | 1 ) => void;
	onRemove: () => void;
} ) {
	const path = `zones[${ index }]`;
	return (
		<SettingsPanel
			title={ zone.name || __( 'New zone', 'rueda' ) }
			initialOpen={ ! zone.id }
			errors={ errors }
			path={ path }
		>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Zone name', 'rueda' ) }
				value={ zone.name }
				onChange={ ( name ) => onChange( { name } ) }
			/>
			<FieldError message={ errors[ `${ path }.name` ] } />
			<LocationField
				label={ __( 'Countries and provinces', 'rueda' ) }
				value={ zone.locations }
				names={ names }
				error={ errors[ `${ path }.locations` ] }
				onChange={ ( locations ) => onChange( { locations } ) }
			/>
			<LocationField
				label={ __( 'Except', 'rueda' ) }
				value={ zone.exclude }
				names={ names }
				error={ errors[ `${ path }.exclude` ] }
				onChange={ ( exclude ) => onChange( { exclude } ) }
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Postcodes', 'rueda' ) }
				help={ sprintf(
					/* translators: %s: postcode patterns. */
					__( 'Optional, separated by commas, such as %s', 'rueda' ),
					'28001, 28*, 28001...28999'
				) }
				value={ zone.postcodes }
				onChange={ ( postcodes ) => onChange( { postcodes } ) }
			/>
			<FieldError message={ errors[ `${ path }.postcodes` ] } />
			<h3>{ __( 'Shipping methods', 'rueda' ) }</h3>
			<FieldError message={ errors[ `${ path }.methods` ] } />
			{ zone.methods.map( ( method, at ) => (
				<MethodFields
					key={ at }
					method={ method }
					path={ `${ path }.methods[${ at }]` }
					errors={ errors }
					currency={ currency }
					onChange={ ( patch ) =>
						onChange( {
							methods: replaceAt( zone.methods, at, patch ),
						} )
					}
					onRemove={ () =>
						onChange( { methods: removeAt( zone.methods, at ) } )
					}
				/>
			) ) }
			<div className="rueda-settings__actions">
				<Button
					variant="secondary"
					onClick={ () =>
						onChange( { methods: [ ...zone.methods, NEW_METHOD ] } )
					}
				>
					{ __( 'Add method', 'rueda' ) }
				</Button>
			</div>
			<div className="rueda-settings__actions">
				<MoveButtons
					index={ index }
					count={ count }
					onMove={ onMove }
				/>
				<Button variant="tertiary" isDestructive onClick={ onRemove }>
					{ __( 'Remove zone', 'rueda' ) }
				</Button>
			</div>
		</SettingsPanel>
	);
}
