/**
 * Editor UI of rueda/workshop-info: toggles for each section and a server preview.
 */
import { __ } from '@wordpress/i18n';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, ToggleControl } from '@wordpress/components';
import ServerSideRender from '@wordpress/server-side-render';

import type { WorkshopInfoAttributes } from './types';

type SectionKey = keyof WorkshopInfoAttributes;

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< WorkshopInfoAttributes > ) {
	const sections: Array< [ SectionKey, string ] > = [
		[ 'showAddress', __( 'Show address', 'rueda' ) ],
		[ 'showContact', __( 'Show phone and email', 'rueda' ) ],
		[ 'showHours', __( 'Show opening hours', 'rueda' ) ],
	];

	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Sections', 'rueda' ) }>
					{ sections.map( ( [ key, label ] ) => (
						<ToggleControl
							key={ key }
							label={ label }
							checked={ attributes[ key ] }
							onChange={ ( value ) =>
								setAttributes( { [ key ]: value } )
							}
							__nextHasNoMarginBottom
						/>
					) ) }
				</PanelBody>
			</InspectorControls>
			<ServerSideRender
				block="rueda/workshop-info"
				attributes={ attributes }
				EmptyResponsePlaceholder={ () => (
					<p>
						{ __(
							'Add the workshop address and opening hours in the shop settings.',
							'rueda'
						) }
					</p>
				) }
			/>
		</div>
	);
}
