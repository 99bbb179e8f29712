/**
 * Settings → Taxes: whether IVA applies, how prices are entered and shown, and
 * the rates table.
 */
import { ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import SettingsCard from './settings-card';
import FieldError from './field-error';
import TaxRatesTable from './tax-rates-table';
import type { TaxSettings } from './types';
import type { SettingsGroup } from './use-settings-group';

type Toggle = Exclude< keyof TaxSettings, 'rates' >;

export default function TaxesSection( {
	group,
	countries,
	states,
}: {
	group: SettingsGroup< TaxSettings >;
	countries: Readonly< Record< string, string > >;
	states: Readonly< Record< string, Record< string, string > > >;
} ) {
	const { draft, errors, change } = group;
	if ( ! draft ) {
		return null;
	}
	const toggles: Array< [ Toggle, string ] > = [
		[ 'enabled', __( 'Charge taxes', 'rueda' ) ],
		[ 'prices_include_tax', __( 'Prices are entered with tax', 'rueda' ) ],
		[
			'display_cart_prices_including_tax',
			__( 'Show cart prices with tax', 'rueda' ),
		],
		[ 'itemized', __( 'Show one line per tax rate', 'rueda' ) ],
	];
	return (
		<SettingsCard id="taxes">
			{ toggles.map( ( [ key, label ] ) => (
				<div key={ key }>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ label }
						checked={ draft[ key ] }
						onChange={ ( checked ) =>
							change( { [ key ]: checked } )
						}
					/>
					<FieldError message={ errors[ key ] } />
				</div>
			) ) }
			<TaxRatesTable
				rates={ draft.rates }
				countries={ countries }
				states={ states }
				error={ errors.rates }
				onChange={ ( rates ) => change( { rates } ) }
			/>
		</SettingsCard>
	);
}
