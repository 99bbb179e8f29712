/**
 * Editor UI of rueda/checkout-payment: the step's title, description and
 * number (CheckoutStepEdit) over its preview: sample methods, the card chosen
 * with its fields.
 */
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

import CheckoutStepEdit from '../../components/checkout-step-edit';
import type { CheckoutStepAttributes } from '../../components/checkout-step-settings';
import { SampleField } from '../../components/sample-fields';
import PaymentOptions, { getStepTexts } from './block';

const noop = () => undefined;

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< CheckoutStepAttributes > ) {
	const methods = [
		{ value: 'card', label: __( 'Card (test mode)', 'rueda' ) },
		{ value: 'transfer', label: __( 'Bank transfer', 'rueda' ) },
		{ value: 'workshop', label: __( 'Pay at the workshop', 'rueda' ) },
	];
	return (
		<CheckoutStepEdit
			attributes={ attributes }
			setAttributes={ setAttributes }
			defaults={ getStepTexts() }
		>
			<PaymentOptions
				isLoading={ false }
				notice=""
				savedMethods={ [] }
				methods={ methods }
				activeToken=""
				activeMethod="card"
				onSelectSaved={ noop }
				onSelectMethod={ noop }
				content={
					<>
						<SampleField label={ __( 'Card number', 'rueda' ) } />
						<SampleField label={ __( 'Expiry', 'rueda' ) } />
						<SampleField label={ __( 'CVC', 'rueda' ) } />
					</>
				}
				saveOption={ null }
				disabled={ false }
				instanceId="editor"
			/>
		</CheckoutStepEdit>
	);
}
