/**
 * Editor UI of rueda/checkout-contact-information: the step's title,
 * description and number (CheckoutStepEdit) over its preview.
 */
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

import CheckoutStepEdit from '../../components/checkout-step-edit';
import type { CheckoutStepAttributes } from '../../components/checkout-step-settings';
import { SampleField } from '../../components/sample-fields';
import ContactInformation, { getStepTexts } from './block';

const noop = () => undefined;

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< CheckoutStepAttributes > ) {
	return (
		<CheckoutStepEdit
			attributes={ attributes }
			setAttributes={ setAttributes }
			defaults={ getStepTexts() }
		>
			<ContactInformation
				email={
					<SampleField
						label={ __( 'Email address', 'rueda' ) }
						type="email"
					/>
				}
				loginUrl="#"
				accountCreation="optional"
				shouldCreateAccount={ false }
				onChangeCreateAccount={ noop }
				password={ null }
				instanceId="editor"
			/>
		</CheckoutStepEdit>
	);
}
