/**
 * The block sidebar's "Texts" panel: one text field per text of a block the
 * shop owner may reword. An empty field keeps the default text (shown as the
 * placeholder), translated into the shopper's language.
 */
import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export default function TextSettings< Key extends string >( {
	texts,
	attributes,
	setAttributes,
}: {
	/** [ attribute, label, default text ] in the order shown. */
	texts: Array< [ Key, string, string ] >;
	attributes: Record< Key, string >;
	setAttributes: ( changed: Partial< Record< Key, string > > ) => void;
} ) {
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Texts', 'rueda' ) }>
				{ texts.map( ( [ key, label, fallback ] ) => (
					<TextControl
						key={ key }
						label={ label }
						value={ attributes[ key ] }
						placeholder={ fallback }
						onChange={ ( value ) =>
							setAttributes( {
								[ key ]: value,
							} as Partial< Record< Key, string > > )
						}
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
				) ) }
			</PanelBody>
		</InspectorControls>
	);
}
