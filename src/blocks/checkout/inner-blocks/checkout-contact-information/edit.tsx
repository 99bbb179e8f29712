/**
 * Editor preview of rueda/checkout-contact-information.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

import { Preview } from '../../../../shared/editor';
import { SampleField } from '../../components/sample-fields';
import ContactInformation from './block';

const noop = () => undefined;

export default function Edit() {
	return (
		<div { ...useBlockProps() }>
			<Preview>
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
			</Preview>
		</div>
	);
}
