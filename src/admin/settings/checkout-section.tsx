/**
 * Settings → Checkout: guests and accounts (the countries are general
 * settings; the order button and the terms are legal ones).
 */
import { ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import SettingsCard from './settings-card';
import FieldError from './field-error';
import type { CheckoutSettings } from './types';
import type { SettingsGroup } from './use-settings-group';

export default function CheckoutSection( {
	group,
}: {
	group: SettingsGroup< CheckoutSettings >;
} ) {
	const { draft, errors, change } = group;
	if ( ! draft ) {
		return null;
	}
	return (
		<SettingsCard id="checkout">
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Let guests check out', 'rueda' ) }
				help={ __(
					'Off: shoppers log in or create an account to order.',
					'rueda'
				) }
				checked={ draft.allows_guest }
				onChange={ ( allowsGuest ) =>
					change( { allows_guest: allowsGuest } )
				}
			/>
			<FieldError message={ errors.allows_guest } />
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Let shoppers create an account at checkout',
					'rueda'
				) }
				checked={ draft.allows_signup }
				onChange={ ( allowsSignup ) =>
					change( { allows_signup: allowsSignup } )
				}
			/>
			<FieldError message={ errors.allows_signup } />
		</SettingsCard>
	);
}
