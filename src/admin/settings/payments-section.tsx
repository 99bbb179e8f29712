/**
 * Settings → Payments: every payment method, Rueda's and those other plugins
 * add, in the order shoppers see them.
 */
import { Panel } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import SettingsCard from './settings-card';
import FieldError from './field-error';
import GatewayPanel from './gateway-panel';
import { move, replaceAt } from './list';
import type { PaymentSettings } from './types';
import type { SettingsGroup } from './use-settings-group';

export default function PaymentsSection( {
	group,
}: {
	group: SettingsGroup< PaymentSettings >;
} ) {
	const { draft, errors, change } = group;
	if ( ! draft ) {
		return null;
	}
	const { gateways, schema } = draft;
	return (
		<SettingsCard id="payments" className="rueda-settings__payments">
			<p className="description">
				{ __(
					'Shoppers see the methods on in this order, when they apply to their order.',
					'rueda'
				) }
			</p>
			<FieldError message={ errors.gateways } />
			<Panel>
				{ gateways.map( ( gateway, index ) => (
					<GatewayPanel
						key={ gateway.id }
						gateway={ gateway }
						schema={ schema[ gateway.id ] }
						index={ index }
						count={ gateways.length }
						errors={ errors }
						onChange={ ( patch ) =>
							change( {
								gateways: replaceAt( gateways, index, patch ),
							} )
						}
						onMove={ ( delta ) =>
							change( {
								gateways: move( gateways, index, delta ),
							} )
						}
					/>
				) ) }
			</Panel>
		</SettingsCard>
	);
}
