/**
 * Settings → Payments: every payment method, Rueda's and those other plugins
 * add, in the order shoppers see them.
 */
import { Notice, Panel, ToggleControl } from '@wordpress/components';
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
	const { gateways, schema, test_gateways: site } = draft;
	const testOff = ! site.by_environment && ! draft.allow_test_gateways;
	return (
		<SettingsCard id="payments" className="rueda-settings__payments">
			<p className="description">
				{ __(
					'Shoppers see the methods on in this order, when they apply to their order.',
					'rueda'
				) }
			</p>
			{ ! site.by_environment && (
				<>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Offer test payment methods on this site',
							'rueda'
						) }
						help={ __(
							'This is a live site: test methods (such as the test card) are not offered. With them on, anyone can place an order marked as paid without paying. Turn them on only on a site for testing.',
							'rueda'
						) }
						checked={ draft.allow_test_gateways }
						onChange={ ( allow ) =>
							change( { allow_test_gateways: allow } )
						}
					/>
					<FieldError message={ errors.allow_test_gateways } />
					{ draft.allow_test_gateways && (
						<Notice status="error" isDismissible={ false }>
							{ __(
								'Test payments are on: orders paid with them bring in no money.',
								'rueda'
							) }
						</Notice>
					) }
				</>
			) }
			<FieldError message={ errors.gateways } />
			<Panel>
				{ gateways.map( ( gateway, index ) => (
					<GatewayPanel
						key={ gateway.id }
						gateway={ gateway }
						schema={ schema[ gateway.id ] }
						testOff={ testOff && !! schema[ gateway.id ]?.test }
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
