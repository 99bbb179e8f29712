/**
 * The shipping options step: the rates of each package, and a notice while
 * some package has no rate chosen (spec section 8).
 */
import { __ } from '@wordpress/i18n';

import type { ShippingPackage, ShippingRate } from '@rueda/shared/api';
import Notice from '@rueda/shared/cart/notice';
import { needsRateSelection } from '@rueda/shared/cart/shipping';
import ShippingRateSelector from '@rueda/shared/cart/shipping-rate-selector';
import CheckoutStep from '../../components/checkout-step';
import type { CheckoutStepTexts } from '../../components/checkout-step-settings';

/** The step's title and description when the shop owner has not set them. */
export function getStepTexts(): CheckoutStepTexts {
	return {
		title: __( 'Shipping options', 'rueda' ),
		description: '',
	};
}

export type ShippingMethodsProps = {
	packages: readonly ShippingPackage[];
	hasCalculatedShipping: boolean;
	displayPricesIncludingTax: boolean;
	isSelecting: boolean;
	onSelect: ( rate: ShippingRate, shippingPackage: ShippingPackage ) => void;
	instanceId: string;
};

export default function ShippingMethods( {
	packages,
	hasCalculatedShipping,
	displayPricesIncludingTax,
	isSelecting,
	onSelect,
	instanceId,
}: ShippingMethodsProps ) {
	const hasRates = packages.some(
		( shippingPackage ) => shippingPackage.shipping_rates.length > 0
	);
	return (
		<CheckoutStep className="rueda-shipping-methods" { ...getStepTexts() }>
			{ ! hasRates && (
				<p className="rueda-shipping-methods__empty">
					{ hasCalculatedShipping
						? __(
								'There are no shipping options for this address.',
								'rueda'
							)
						: __(
								'Enter your address to see the shipping options.',
								'rueda'
							) }
				</p>
			) }
			{ hasRates && (
				<ShippingRateSelector
					packages={ packages }
					displayPricesIncludingTax={ displayPricesIncludingTax }
					isSelecting={ isSelecting }
					onSelect={ onSelect }
					instanceId={ instanceId }
				/>
			) }
			{ needsRateSelection( packages ) && (
				<Notice status="info">
					{ __(
						'Totals will be recalculated when a valid shipping method is selected.',
						'rueda'
					) }
				</Notice>
			) }
		</CheckoutStep>
	);
}
