/**
 * Settings → Legal: what Spanish consumer and data-protection law asks of the
 * checkout. The place-order button's text (a warning beside it when it does
 * not clearly say that ordering means paying; saving is still allowed), the
 * required terms checkbox, the data-protection notice under the email field
 * and the withdrawal information of the confirmation email.
 */
import {
	Button,
	Notice,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { isAmbiguousButtonText } from './button-text-rule';
import FieldError from './field-error';
import SettingsCard from './settings-card';
import type { LegalSettings } from './types';
import type { SettingsGroup } from './use-settings-group';

export default function LegalSection( {
	group,
}: {
	group: SettingsGroup< LegalSettings >;
} ) {
	const { draft, errors, change } = group;
	if ( ! draft ) {
		return null;
	}
	const defaultNotice = draft.data_protection_default;
	return (
		<SettingsCard id="legal">
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Place order button text', 'rueda' ) }
				placeholder={ __( 'Order with obligation to pay', 'rueda' ) }
				help={ __(
					'Leave it empty to use “Order with obligation to pay”. The law asks the button to say clearly that placing the order means paying.',
					'rueda'
				) }
				value={ draft.order_button_text }
				onChange={ ( text ) => change( { order_button_text: text } ) }
			/>
			{ isAmbiguousButtonText( draft.order_button_text ) && (
				<Notice
					className="rueda-settings__warning"
					status="warning"
					isDismissible={ false }
				>
					{ __(
						'This text may not make clear that placing the order means paying. Spanish law (art. 98.2 TRLGDCU) asks for “Order with obligation to pay” or an equally clear wording, such as “Pay now” or “Buy now”; otherwise the shopper is not bound by the order.',
						'rueda'
					) }
				</Notice>
			) }
			<FieldError message={ errors.order_button_text } />
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Shoppers must accept the terms and the privacy policy',
					'rueda'
				) }
				help={ __(
					'A required box, never ticked beforehand, above the place-order button. The order records when it was ticked.',
					'rueda'
				) }
				checked={ draft.terms_required }
				onChange={ ( required ) =>
					change( { terms_required: required } )
				}
			/>
			<FieldError message={ errors.terms_required } />
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Data protection notice', 'rueda' ) }
				help={ __(
					'Shown in small type under the email field at checkout, followed by a link to the privacy policy. It names the controller, the purpose, the legal basis and the shopper’s rights.',
					'rueda'
				) }
				rows={ 4 }
				value={ draft.data_protection_text || defaultNotice }
				onChange={ ( text ) =>
					change( {
						// The default text, untouched, stays the default (it follows the shop's name).
						data_protection_text:
							text.trim() === defaultNotice ? '' : text,
					} )
				}
			/>
			<div>
				<Button
					variant="secondary"
					size="compact"
					disabled={ draft.data_protection_text === '' }
					onClick={ () => change( { data_protection_text: '' } ) }
				>
					{ __( 'Restore the default notice', 'rueda' ) }
				</Button>
			</div>
			<FieldError message={ errors.data_protection_text } />
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Add the withdrawal information and form to the order confirmation email',
					'rueda'
				) }
				help={ __(
					'The 14-day right of withdrawal, how to exercise it, the exception for services already performed and the model withdrawal form, with the shop’s name, address and email from the general settings.',
					'rueda'
				) }
				checked={ draft.withdrawal_info }
				onChange={ ( withdrawalInfo ) =>
					change( { withdrawal_info: withdrawalInfo } )
				}
			/>
			<FieldError message={ errors.withdrawal_info } />
		</SettingsCard>
	);
}
