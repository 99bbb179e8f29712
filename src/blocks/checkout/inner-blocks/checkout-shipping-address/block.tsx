/**
 * The shipping address step: the form and whether billing uses the same
 * address.
 */
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import Checkbox from '../../components/checkbox';
import CheckoutStep from '../../components/checkout-step';
import type { CheckoutStepTexts } from '../../components/checkout-step-settings';

/** The step's title and description when the shop owner has not set them. */
export function getStepTexts(): CheckoutStepTexts {
	return {
		title: __( 'Shipping address', 'rueda' ),
		description: __(
			'Enter the address where you want your order delivered.',
			'rueda'
		),
	};
}

export default function ShippingAddress( {
	form,
	useShippingAsBilling,
	onChangeUseShippingAsBilling,
	instanceId,
}: {
	form: ReactNode;
	useShippingAsBilling: boolean;
	onChangeUseShippingAsBilling: ( same: boolean ) => void;
	instanceId: string;
} ) {
	return (
		<CheckoutStep className="rueda-shipping-address" { ...getStepTexts() }>
			{ form }
			<Checkbox
				id={ `rueda-same-billing-${ instanceId }` }
				className="rueda-shipping-address__same-billing"
				label={ __( 'Use same address for billing', 'rueda' ) }
				checked={ useShippingAsBilling }
				onChange={ onChangeUseShippingAsBilling }
			/>
		</CheckoutStep>
	);
}
