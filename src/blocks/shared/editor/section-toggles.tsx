/**
 * The block sidebar's "Sections" panel: one toggle per optional part of a block.
 */
import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export default function SectionToggles< Key extends string >( {
	sections,
	attributes,
	setAttributes,
}: {
	/** [ attribute, label ] in the order shown. */
	sections: Array< [ Key, string ] >;
	attributes: Record< Key, boolean >;
	setAttributes: ( changed: Partial< Record< Key, boolean > > ) => void;
} ) {
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Sections', 'rueda' ) }>
				{ sections.map( ( [ key, label ] ) => (
					<ToggleControl
						key={ key }
						label={ label }
						checked={ attributes[ key ] }
						onChange={ ( value ) =>
							setAttributes( {
								[ key ]: value,
							} as Partial< Record< Key, boolean > > )
						}
						__nextHasNoMarginBottom
					/>
				) ) }
			</PanelBody>
		</InspectorControls>
	);
}
