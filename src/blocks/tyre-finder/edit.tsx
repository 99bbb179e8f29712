/**
 * Editor UI of rueda/tyre-finder: which tab opens first, and the finder with
 * sample sizes (the live site lists the catalogue's).
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, SelectControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { Preview } from '@rueda/blocks/shared/editor';
import TyreFinder from './block';
import { EMPTY_SELECTION, type CatalogueSize } from './size-options';
import type { FinderData, TyreFinderAttributes } from './types';

const SAMPLE_SIZES: CatalogueSize[] = [
	{ width: 195, profile: 65, rim: 15, seasons: [ 'verano' ] },
	{ width: 205, profile: 55, rim: 16, seasons: [ 'verano', 'invierno' ] },
	{ width: 225, profile: 45, rim: 17, seasons: [ 'verano' ] },
];

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< TyreFinderAttributes > ) {
	const { defaultTab } = attributes;
	const data: FinderData = {
		sizes: SAMPLE_SIZES,
		seasons: [
			{ slug: 'verano', name: __( 'Summer', 'rueda' ) },
			{ slug: 'invierno', name: __( 'Winter', 'rueda' ) },
		],
		shopUrl: '',
	};

	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Settings', 'rueda' ) }>
					<SelectControl
						label={ __( 'Tab shown first', 'rueda' ) }
						value={ defaultTab }
						options={ [
							{ value: 'size', label: __( 'By size', 'rueda' ) },
							{
								value: 'vehicle',
								label: __( 'By vehicle', 'rueda' ),
							},
						] }
						onChange={ ( value ) =>
							setAttributes( {
								defaultTab:
									value === 'vehicle' ? 'vehicle' : 'size',
							} )
						}
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
					<ToggleControl
						label={ __( 'Fold on phones', 'rueda' ) }
						help={ __(
							'On small screens the finder starts as one button, so what follows it comes first.',
							'rueda'
						) }
						checked={ attributes.foldOnPhones }
						onChange={ ( foldOnPhones ) =>
							setAttributes( { foldOnPhones } )
						}
						__nextHasNoMarginBottom
					/>
				</PanelBody>
			</InspectorControls>
			<Preview>
				<TyreFinder
					key={ defaultTab }
					data={ data }
					initialTab={ defaultTab }
					initialSelection={ EMPTY_SELECTION }
					isPreview
				/>
			</Preview>
		</div>
	);
}
