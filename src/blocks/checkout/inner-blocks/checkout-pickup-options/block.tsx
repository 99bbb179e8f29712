/**
 * The pickup step: the places to collect the order, each with its address
 * and details, and a warning when packages would be collected at different
 * places.
 */
import { decodeEntities } from '@wordpress/html-entities';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import type { ShippingRate } from '@rueda/shared/api';
import Notice from '@rueda/shared/cart/notice';
import { getRateMeta, getRatePrice } from '@rueda/shared/cart/shipping';
import { formatPrice } from '@rueda/shared/money';
import CheckoutStep from '../../components/checkout-step';
import type { CheckoutStepTexts } from '../../components/checkout-step-settings';
import RadioOption from '../../components/radio-option';

/** The step's title and description when the shop owner has not set them. */
export function getStepTexts(): CheckoutStepTexts {
	return {
		title: __( 'Pickup locations', 'rueda' ),
		description: '',
	};
}

export type PickupOptionsProps = {
	rates: readonly ShippingRate[];
	selectedRateId: string;
	onSelect: ( rate: ShippingRate ) => void;
	disabled: boolean;
	showsLocationWarning: boolean;
	includingTax: boolean;
	instanceId: string;
	/** After the locations (the workshop appointment). */
	children?: ReactNode;
};

function PickupLabel( {
	rate,
	includingTax,
}: {
	rate: ShippingRate;
	includingTax: boolean;
} ) {
	const price = getRatePrice( rate, includingTax );
	const address = getRateMeta( rate, 'address' );
	const details = getRateMeta( rate, 'details' );
	return (
		<span className="rueda-pickup-option">
			<span className="rueda-pickup-option__name">
				{ decodeEntities( rate.name ) }
			</span>
			<span className="rueda-pickup-option__price">
				{ price === 0
					? __( 'Free', 'rueda' )
					: formatPrice( price, rate ) }
			</span>
			{ address && (
				<span className="rueda-pickup-option__address">
					{ decodeEntities( address ) }
				</span>
			) }
			{ details && (
				<span className="rueda-pickup-option__details">
					{ decodeEntities( details ) }
				</span>
			) }
		</span>
	);
}

export default function PickupOptions( {
	rates,
	selectedRateId,
	onSelect,
	disabled,
	showsLocationWarning,
	includingTax,
	instanceId,
	children,
}: PickupOptionsProps ) {
	const name = `rueda-pickup-${ instanceId }`;
	return (
		<CheckoutStep
			className="rueda-pickup-options"
			{ ...getStepTexts() }
			disabled={ disabled }
		>
			{ showsLocationWarning && (
				<Notice status="warning">
					{ __(
						'Multiple shipments must have the same pickup location',
						'rueda'
					) }
				</Notice>
			) }
			{ rates.map( ( rate ) => (
				<RadioOption
					key={ rate.rate_id }
					id={ `${ name }-${ rate.rate_id }` }
					name={ name }
					value={ rate.rate_id }
					checked={ rate.rate_id === selectedRateId }
					onSelect={ () => onSelect( rate ) }
					label={
						<PickupLabel
							rate={ rate }
							includingTax={ includingTax }
						/>
					}
				/>
			) ) }
			{ children }
		</CheckoutStep>
	);
}
