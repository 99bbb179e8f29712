/**
 * Editor UI of rueda/checkout-terms: the preview and a setting that makes
 * shoppers tick a checkbox to accept the terms.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { Preview } from '@rueda/blocks/shared/editor';
import Terms from './block';

export type TermsAttributes = { checkbox: boolean };

const noop = () => undefined;

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< TermsAttributes > ) {
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Settings', 'rueda' ) }>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Require a checkbox', 'rueda' ) }
						help={ __(
							'Shoppers must tick a box to accept the terms before placing the order. Rueda → Settings → Legal already asks for it on every checkout unless turned off there.',
							'rueda'
						) }
						checked={ attributes.checkbox }
						onChange={ ( checkbox ) =>
							setAttributes( { checkbox } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<Preview>
				<Terms
					checkbox={ attributes.checkbox }
					termsUrl="#"
					privacyUrl="#"
					checked={ false }
					onChange={ noop }
					error=""
					instanceId="editor"
				/>
			</Preview>
		</div>
	);
}
