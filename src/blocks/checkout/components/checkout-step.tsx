/**
 * One step of the checkout form: a titled fieldset. Disabling it disables
 * every control inside at once. The title and description are the shop
 * owner's (CheckoutStepContext), else the step's defaults; a CSS counter
 * numbers the steps that show their number.
 */
import { useContext } from '@wordpress/element';
import type { ReactNode } from 'react';

import { classNames } from '@rueda/shared/cart/class-names';
import { readText } from '@rueda/blocks/shared/frontend/attributes';
import { CheckoutStepContext } from './checkout-step-settings';

const asIs = ( content: ReactNode ) => content;

export default function CheckoutStep( {
	title,
	description = '',
	className,
	disabled,
	children,
}: {
	/** The default title. */
	title: string;
	/** The default description ('' for none). */
	description?: string;
	className?: string;
	disabled?: boolean;
	children: ReactNode;
} ) {
	const {
		title: ownTitle,
		description: ownDescription,
		showStepNumber,
		renderTitle,
		renderDescription,
		wrapContent = asIs,
	} = useContext( CheckoutStepContext );
	const shownTitle = readText( ownTitle, title );
	const shownDescription = readText( ownDescription, description );
	return (
		<fieldset
			className={ classNames(
				'rueda-checkout-step',
				showStepNumber && 'rueda-checkout-step--with-step-number',
				className
			) }
			disabled={ disabled }
		>
			{ renderTitle ? (
				renderTitle( title )
			) : (
				<legend className="rueda-checkout-step__title">
					{ shownTitle }
				</legend>
			) }
			{ renderDescription
				? renderDescription( description )
				: shownDescription && (
						<p className="rueda-checkout-step__description">
							{ shownDescription }
						</p>
					) }
			{ wrapContent(
				<div className="rueda-checkout-step__content">{ children }</div>
			) }
		</fieldset>
	);
}
