/**
 * One step of the checkout form: a titled fieldset. Disabling it disables
 * every control inside at once.
 */
import type { ReactNode } from 'react';

import { classNames } from '../../../shared/cart/class-names';

export default function CheckoutStep( {
	title,
	description,
	className,
	disabled,
	children,
}: {
	title?: ReactNode;
	description?: ReactNode;
	className?: string;
	disabled?: boolean;
	children: ReactNode;
} ) {
	return (
		<fieldset
			className={ classNames( 'rueda-checkout-step', className ) }
			disabled={ disabled }
		>
			{ title && (
				<legend className="rueda-checkout-step__title">
					{ title }
				</legend>
			) }
			{ description && (
				<p className="rueda-checkout-step__description">
					{ description }
				</p>
			) }
			<div className="rueda-checkout-step__content">{ children }</div>
		</fieldset>
	);
}
