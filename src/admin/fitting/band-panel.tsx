/**
 * One fitting band: its name, the tyres it is for (a category or all) and
 * their rim sizes, and its services with their prices per tyre; buttons move
 * it in the list or remove it.
 */
import { Button, SelectControl, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import FieldError from '../settings/field-error';
import MoveButtons from '../settings/move-buttons';
import SettingsPanel from '../settings/settings-panel';
import type { CurrencyFormat } from '../settings/types';
import type { FieldErrors } from '../settings/use-settings-group';
import BandServices from './band-services';
import { describeRims, parseRim, pricePerTyre } from './bands';
import type { FittingBand, FittingPageData } from './types';
import { formatAmount } from '../shared/money';

export default function BandPanel( {
	band,
	index,
	count,
	errors,
	page,
	currency,
	onChange,
	onMove,
	onRemove,
}: {
	band: FittingBand;
	index: number;
	count: number;
	errors: FieldErrors;
	page: Pick< FittingPageData, 'services' | 'categories' >;
	currency: CurrencyFormat;
	onChange: ( patch: Partial< FittingBand > ) => void;
	onMove: ( delta: -1 | 1 ) => void;
	onRemove: () => void;
} ) {
	const path = `bands[${ index }]`;
	const perTyre = pricePerTyre( band.services );
	const title = [
		band.name || __( 'New band', 'rueda' ),
		perTyre === null
			? ''
			: sprintf(
					/* translators: %s: price of the fitting per tyre. */
					__( '%s per tyre', 'rueda' ),
					`${ currency.prefix }${ formatAmount(
						perTyre,
						currency
					) }${ currency.suffix }`
				),
	]
		.filter( Boolean )
		.join( ' · ' );
	return (
		<SettingsPanel
			className="rueda-fitting__band"
			title={ title }
			initialOpen={ ! band.id }
			errors={ errors }
			path={ path }
		>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Band name', 'rueda' ) }
				help={ __(
					'Shoppers do not see it; it names the band here.',
					'rueda'
				) }
				value={ band.name }
				onChange={ ( name ) => onChange( { name } ) }
			/>
			<FieldError message={ errors[ `${ path }.name` ] } />
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Tyres', 'rueda' ) }
				help={ __(
					'A band for a category wins over one for every tyre with the same rims.',
					'rueda'
				) }
				value={ band.category }
				options={ [
					{ value: '', label: __( 'Every tyre', 'rueda' ) },
					...page.categories.map( ( category ) => ( {
						value: category.slug,
						label: category.name,
					} ) ),
				] }
				onChange={ ( category ) => onChange( { category } ) }
			/>
			<FieldError message={ errors[ `${ path }.category` ] } />
			<div className="rueda-fitting__rims">
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Smallest rim (inches)', 'rueda' ) }
					help={ __( 'Empty: no minimum.', 'rueda' ) }
					inputMode="numeric"
					value={
						band.rim_min === null ? '' : String( band.rim_min )
					}
					onChange={ ( text ) =>
						onChange( { rim_min: parseRim( text ) } )
					}
				/>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Largest rim (inches)', 'rueda' ) }
					help={ __( 'Empty: no maximum.', 'rueda' ) }
					inputMode="numeric"
					value={
						band.rim_max === null ? '' : String( band.rim_max )
					}
					onChange={ ( text ) =>
						onChange( { rim_max: parseRim( text ) } )
					}
				/>
			</div>
			<p className="rueda-settings__preview">{ describeRims( band ) }</p>
			<FieldError message={ errors[ `${ path }.rim_min` ] } />
			<FieldError message={ errors[ `${ path }.rim_max` ] } />
			<BandServices
				services={ band.services }
				options={ page.services }
				path={ `${ path }.services` }
				errors={ errors }
				currency={ currency }
				onChange={ ( services ) => onChange( { services } ) }
			/>
			<div className="rueda-settings__actions">
				<MoveButtons
					index={ index }
					count={ count }
					onMove={ onMove }
				/>
				<Button variant="tertiary" isDestructive onClick={ onRemove }>
					{ __( 'Remove band', 'rueda' ) }
				</Button>
			</div>
		</SettingsPanel>
	);
}
