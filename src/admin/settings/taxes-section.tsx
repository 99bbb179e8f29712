/**
 * Settings → Taxes: whether IVA applies, how prices are entered and shown.
 */
import {
	Card,
	CardBody,
	CardHeader,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import FieldError from './field-error';
import type { TaxSettings } from './types';
import type { SettingsGroup } from './use-settings-group';

export default function TaxesSection( {
	group,
}: {
	group: SettingsGroup< TaxSettings >;
} ) {
	const { draft, errors, change } = group;
	if ( ! draft ) {
		return null;
	}
	const toggles: Array< [ keyof TaxSettings, string ] > = [
		[ 'enabled', __( 'Charge taxes', 'rueda' ) ],
		[ 'prices_include_tax', __( 'Prices are entered with tax', 'rueda' ) ],
		[
			'display_cart_prices_including_tax',
			__( 'Show cart prices with tax', 'rueda' ),
		],
		[ 'itemized', __( 'Show one line per tax rate', 'rueda' ) ],
	];
	return (
		<Card>
			<CardHeader>
				<h2>{ __( 'Taxes', 'rueda' ) }</h2>
			</CardHeader>
			<CardBody>
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
			</CardBody>
		</Card>
	);
}
