/**
 * Editor UI of rueda/proceed-to-checkout: the button, and its text in the
 * sidebar.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

import { Preview, TextSettings } from '@rueda/blocks/shared/editor';
import ProceedToCheckout, { getDefaultLabel } from './block';

export type ProceedToCheckoutAttributes = { buttonLabel: string };

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< ProceedToCheckoutAttributes > ) {
	const fallback = getDefaultLabel();
	return (
		<div { ...useBlockProps() }>
			<TextSettings
				texts={ [
					[ 'buttonLabel', __( 'Button text', 'rueda' ), fallback ],
				] }
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			<Preview>
				<ProceedToCheckout
					href="#"
					label={ attributes.buttonLabel.trim() || fallback }
				/>
			</Preview>
		</div>
	);
}
