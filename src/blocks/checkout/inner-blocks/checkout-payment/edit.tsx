/**
 * Editor preview of rueda/checkout-payment: sample methods, the card chosen
 * with its fields.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

import { Preview } from '../../../../shared/editor';
import { SampleField } from '../../components/sample-fields';
import PaymentOptions from './block';

const noop = () => undefined;

export default function Edit() {
	const methods = [
		{ value: 'card', label: __( 'Card (test mode)', 'rueda' ) },
		{ value: 'transfer', label: __( 'Bank transfer', 'rueda' ) },
		{ value: 'workshop', label: __( 'Pay at the workshop', 'rueda' ) },
	];
	return (
		<div { ...useBlockProps() }>
			<Preview>
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
							<SampleField
								label={ __( 'Card number', 'rueda' ) }
							/>
							<SampleField label={ __( 'Expiry', 'rueda' ) } />
							<SampleField label={ __( 'CVC', 'rueda' ) } />
						</>
					}
					saveOption={ null }
					disabled={ false }
					instanceId="editor"
				/>
			</Preview>
		</div>
	);
}
