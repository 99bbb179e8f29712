/**
 * The billing address step.
 */
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import CheckoutStep from '../../components/checkout-step';

export default function BillingAddress( { form }: { form: ReactNode } ) {
	return (
		<CheckoutStep
			className="rueda-billing-address"
			title={ __( 'Billing address', 'rueda' ) }
			description={ __(
				'Enter the billing address that matches your payment method.',
				'rueda'
			) }
		>
			{ form }
		</CheckoutStep>
	);
}
