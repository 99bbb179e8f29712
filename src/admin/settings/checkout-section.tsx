/**
 * Settings → Checkout: guests, accounts, the order button and the terms
 * checkbox (the countries are general settings).
 */
import { TextControl, ToggleControl } from '@wordpress/components';
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
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Place order button text', 'rueda' ) }
				placeholder={ __( 'Place order', 'rueda' ) }
				value={ draft.order_button_text }
				onChange={ ( text ) => change( { order_button_text: text } ) }
			/>
			<FieldError message={ errors.order_button_text } />
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Ask shoppers to tick a box accepting the terms',
					'rueda'
				) }
				checked={ draft.terms_checkbox }
				onChange={ ( termsCheckbox ) =>
					change( { terms_checkbox: termsCheckbox } )
				}
			/>
			<FieldError message={ errors.terms_checkbox } />
		</SettingsCard>
	);
}
