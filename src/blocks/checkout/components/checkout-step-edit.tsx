/**
 * The editor UI every checkout step shares: the title and description edited
 * in place and in the sidebar (empty keeps the default text, shown as the
 * placeholder), a toggle for the step's number, and the step's preview,
 * disabled below them.
 */
import {
	InspectorControls,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import { PanelBody, ToggleControl } from '@wordpress/components';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import {
	EditableHeading,
	Preview,
	TextSettings,
} from '@rueda/blocks/shared/editor';
import {
	CheckoutStepContext,
	type CheckoutStepAttributes,
	type CheckoutStepSettings,
	type CheckoutStepTexts,
} from './checkout-step-settings';

export default function CheckoutStepEdit( {
	attributes,
	setAttributes,
	defaults,
	children,
}: {
	attributes: CheckoutStepAttributes;
	setAttributes: ( changed: Partial< CheckoutStepAttributes > ) => void;
	/** The step's default texts. */
	defaults: CheckoutStepTexts;
	/** The step, rendered with CheckoutStep. */
	children: ReactNode;
} ) {
	const { title, description, showStepNumber } = attributes;
	const descriptionPlaceholder =
		defaults.description ||
		__( 'Optional text for this form step.', 'rueda' );
	const settings = useMemo< CheckoutStepSettings >(
		() => ( {
			title,
			description,
			showStepNumber,
			renderTitle: ( fallback ) => (
				<EditableHeading
					className="rueda-checkout-step__title"
					value={ title }
					fallback={ fallback }
					onChange={ ( value ) => setAttributes( { title: value } ) }
				/>
			),
			renderDescription: () => (
				<RichText
					tagName="p"
					className="rueda-checkout-step__description"
					value={ description }
					placeholder={ descriptionPlaceholder }
					allowedFormats={ [] }
					withoutInteractiveFormatting
					onChange={ ( value ) =>
						setAttributes( { description: value } )
					}
				/>
			),
			wrapContent: ( content ) => <Preview>{ content }</Preview>,
		} ),
		[
			title,
			description,
			showStepNumber,
			descriptionPlaceholder,
			setAttributes,
		]
	);
	return (
		<div { ...useBlockProps() }>
			<TextSettings
				texts={ [
					[ 'title', __( 'Title', 'rueda' ), defaults.title ],
					[
						'description',
						__( 'Description', 'rueda' ),
						descriptionPlaceholder,
					],
				] }
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			<InspectorControls>
				<PanelBody title={ __( 'Step options', 'rueda' ) }>
					<ToggleControl
						label={ __( 'Show step number', 'rueda' ) }
						checked={ showStepNumber }
						onChange={ ( value ) =>
							setAttributes( { showStepNumber: value } )
						}
						__nextHasNoMarginBottom
					/>
				</PanelBody>
			</InspectorControls>
			<CheckoutStepContext.Provider value={ settings }>
				{ children }
			</CheckoutStepContext.Provider>
		</div>
	);
}
