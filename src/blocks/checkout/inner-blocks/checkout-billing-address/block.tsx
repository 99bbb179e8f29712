/**
 * The billing address step.
 */
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import CheckoutStep from '../../components/checkout-step';
import type { CheckoutStepTexts } from '../../components/checkout-step-settings';

/** The step's title and description when the shop owner has not set them. */
export function getStepTexts(): CheckoutStepTexts {
	return {
		title: __( 'Billing address', 'rueda' ),
		description: __(
			'Enter the billing address that matches your payment method.',
			'rueda'
		),
	};
}

export default function BillingAddress( { form }: { form: ReactNode } ) {
	return (
		<CheckoutStep className="rueda-billing-address" { ...getStepTexts() }>
			{ form }
		</CheckoutStep>
	);
}
