/**
 * Settings → Checkout: guests and accounts, and how long an order to be paid
 * at the workshop waits for its payment (the countries are general settings;
 * the order button and the terms are legal ones).
 */
import {
	ToggleControl,
	__experimentalNumberControl as NumberControl, // eslint-disable-line @wordpress/no-unsafe-wp-apis -- the number field the other settings use.
} from '@wordpress/components';
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
			<NumberControl
				__next40pxDefaultSize
				label={ __( 'Days to pay at the workshop', 'rueda' ) }
				help={ __(
					'An order to be paid at the workshop that is still unpaid this many days after its appointment (or after it was placed, when it has none) is cancelled: its products go back into stock and its appointment is freed.',
					'rueda'
				) }
				min={ 1 }
				max={ 90 }
				value={ draft.pay_at_workshop_days }
				onChange={ ( days ) =>
					change( { pay_at_workshop_days: Number( days ) } )
				}
			/>
			<FieldError message={ errors.pay_at_workshop_days } />
		</SettingsCard>
	);
}
