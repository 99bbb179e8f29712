/**
 * rueda/checkout-terms on the live site. With data-checkbox="true" (or the
 * shop's termsCheckbox setting) the box is required: until ticked, the rueda/validation store holds the error
 * 'terms-and-conditions', shown once the shopper touches the box or tries to
 * place the order.
 */
import { useInstanceId } from '@wordpress/compose';
import { useSelect } from '@wordpress/data';
import { useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	getShopSettings,
	validationStore,
	type InnerBlockProps,
} from '@rueda/runtime';

import { useFieldErrors } from '../../../../shared/address/use-field-errors';
import { readBoolean } from '../../../../shared/frontend/attributes';
import { getCheckoutSettings } from '../../checkout-settings';
import Terms from './block';

/** The checkbox's id in the rueda/validation store. */
export const TERMS_VALIDATION_ID = 'terms-and-conditions';

/**
 * The required checkbox's error, kept in the validation store.
 *
 * @param required Whether the box must be ticked.
 * @param checked  Whether it is.
 * @return The error to show ('' for none), and `touch` for when the shopper changes the box.
 */
export function useTermsValidation( required: boolean, checked: boolean ) {
	const message =
		required && ! checked
			? __( 'Please check this box if you want to proceed.', 'rueda' )
			: '';
	const touch = useFieldErrors(
		useMemo(
			(): Record< string, string > =>
				required ? { [ TERMS_VALIDATION_ID ]: message } : {},
			[ required, message ]
		)
	);
	const error = useSelect(
		( select ) =>
			select( validationStore ).getValidationError( TERMS_VALIDATION_ID ),
		[]
	);
	return {
		error: error && ! error.hidden ? error.message : '',
		touch: () => touch( TERMS_VALIDATION_ID ),
	};
}

export default function TermsBlock( {
	className,
	attributes,
}: InnerBlockProps ) {
	const instanceId = useInstanceId( TermsBlock );
	const settings = getCheckoutSettings();
	// The block, or the shop's checkout settings, may ask for the box.
	const checkbox =
		readBoolean( attributes.checkbox, false ) || settings.termsCheckbox;
	const [ checked, setChecked ] = useState( false );
	const { error, touch } = useTermsValidation( checkbox, checked );
	const { links } = getShopSettings();
	return (
		<div className={ className }>
			<Terms
				checkbox={ checkbox }
				termsUrl={ settings.termsPageUrl || links.terms }
				privacyUrl={ settings.privacyPageUrl || links.privacy }
				checked={ checked }
				onChange={ ( next ) => {
					setChecked( next );
					touch();
				} }
				error={ error }
				instanceId={ String( instanceId ) }
			/>
		</div>
	);
}
