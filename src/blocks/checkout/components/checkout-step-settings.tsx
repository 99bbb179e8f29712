/**
 * The shop owner's settings of a checkout step (its block's title,
 * description and showStepNumber attributes), handed to the shared
 * CheckoutStep through context so every step block gets them without passing
 * them along: on the live site from the block's data-* attributes, in the
 * editor from the block's attributes, with the title and description edited
 * in place.
 */
import { createContext, useMemo } from '@wordpress/element';
import type { InnerBlockComponent, InnerBlockProps } from '@rueda/runtime';
import type { ReactNode } from 'react';

import { readBoolean } from '@rueda/blocks/shared/frontend/attributes';

/** A step block's attributes (WooCommerce's names). */
export type CheckoutStepAttributes = {
	/** '' for the default title. */
	title: string;
	/** '' for the default description. */
	description: string;
	showStepNumber: boolean;
};

/** A step's default (translated) texts. */
export type CheckoutStepTexts = {
	title: string;
	/** '' for none. */
	description: string;
};

export type CheckoutStepSettings = CheckoutStepAttributes & {
	/** The editor: the title, edited in place, instead of the text. */
	renderTitle?: ( fallback: string ) => ReactNode;
	/** The editor: the description, edited in place, instead of the text. */
	renderDescription?: ( fallback: string ) => ReactNode;
	/** The editor: wraps the step's content (shown disabled). */
	wrapContent?: ( content: ReactNode ) => ReactNode;
};

/** The defaults: the step's own texts, no number. */
export const DEFAULT_STEP_SETTINGS: CheckoutStepSettings = {
	title: '',
	description: '',
	showStepNumber: false,
};

export const CheckoutStepContext = createContext< CheckoutStepSettings >(
	DEFAULT_STEP_SETTINGS
);

/**
 * A step's settings from its wrapper's data-* attributes (written by
 * render.php); the texts stay raw until CheckoutStep reads them with their
 * defaults.
 *
 * @param attributes The data-* attributes.
 */
export function readStepSettings(
	attributes: Readonly< Record< string, string > >
): CheckoutStepAttributes {
	return {
		title: attributes.title ?? '',
		description: attributes.description ?? '',
		showStepNumber: readBoolean( attributes.showStepNumber, false ),
	};
}

/**
 * A step block's live component that hands its settings to CheckoutStep.
 *
 * @param Block The step block's component.
 */
export function withStepSettings(
	Block: InnerBlockComponent
): InnerBlockComponent {
	function StepBlock( props: InnerBlockProps ) {
		const { attributes } = props;
		const settings = useMemo(
			() => readStepSettings( attributes ),
			[ attributes ]
		);
		return (
			<CheckoutStepContext.Provider value={ settings }>
				<Block { ...props } />
			</CheckoutStepContext.Provider>
		);
	}
	return StepBlock;
}
