/**
 * Settings → Ecovalor: whether the cart charges the end-of-life tyre fee on
 * every tyre, the management system's name (SIGNUS or TNU) and the amount per
 * tyre of each category, before VAT, as the system publishes it.
 */
import { TextControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import FieldError from './field-error';
import MoneyControl from './money-control';
import SettingsCard from './settings-card';
import type { Amount, CurrencyFormat } from './types';
import type { SettingsGroup } from './use-settings-group';
import './ecovalor-section.scss';

export const ECOVALOR_SETTINGS_PATH = '/rueda/v1/settings/ecovalor';

/** The settings as rueda/v1/settings/ecovalor sends and takes them. */
export type EcovalorSettings = {
	enabled: boolean;
	system: string;
	/** Minor units per tyre, before VAT, by category (text while mistyped). */
	amounts: Record< string, Amount >;
};

export default function EcovalorSection( {
	group,
	categories,
	currency,
}: {
	group: SettingsGroup< EcovalorSettings >;
	/** Category slug => name, in the order to list them. */
	categories: Readonly< Record< string, string > >;
	currency: CurrencyFormat;
} ) {
	const { draft, errors, change } = group;
	if ( ! draft ) {
		return null;
	}
	return (
		<SettingsCard id="ecovalor">
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Charge the ecovalor on every tyre', 'rueda' ) }
				help={ __(
					'Spanish law makes every tyre sold pay for its collection and recycling. The cart adds it on its own line, with VAT; services pay none.',
					'rueda'
				) }
				checked={ draft.enabled }
				onChange={ ( enabled ) => change( { enabled } ) }
			/>
			<FieldError message={ errors.enabled } />
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Management system', 'rueda' ) }
				help={ __(
					'The system the shop belongs to, e.g. SIGNUS or TNU. Product pages name it.',
					'rueda'
				) }
				value={ draft.system }
				onChange={ ( system ) => change( { system } ) }
			/>
			<FieldError message={ errors.system } />
			<fieldset className="rueda-settings__ecovalor-amounts">
				<legend>
					{ __( 'Amount per tyre (before VAT)', 'rueda' ) }
				</legend>
				<p className="rueda-settings__ecovalor-help">
					{ __(
						'The amounts the system publishes for each kind of tyre. Check them against its current table: the defaults are SIGNUS’s for 2025.',
						'rueda'
					) }
				</p>
				{ Object.entries( categories ).map( ( [ slug, name ] ) => (
					<div key={ slug }>
						<MoneyControl
							label={ name }
							value={ draft.amounts[ slug ] ?? 0 }
							currency={ currency }
							error={ errors[ `amounts.${ slug }` ] }
							onChange={ ( amount ) =>
								change( {
									amounts: {
										...draft.amounts,
										[ slug ]: amount,
									},
								} )
							}
						/>
					</div>
				) ) }
				<FieldError message={ errors.amounts } />
			</fieldset>
		</SettingsCard>
	);
}
