/**
 * The pickup step: the places to collect the order, each with its address,
 * its opening hours (from the location's schedule) and how to get there, and
 * a warning when packages would be collected at different places.
 */
import { decodeEntities } from '@wordpress/html-entities';
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import type { ShippingRate } from '@rueda/shared/api';
import Notice from '@rueda/shared/cart/notice';
import { getPickupInfo, getRatePrice } from '@rueda/shared/cart/shipping';
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
		</span>
	);
}

/**
 * Where the location is, when it opens (its schedule, one row a line) and how
 * to get there: the option's description, so that its name stays short. Null
 * when the rate says none of it.
 *
 * @param rate Pickup rate.
 */
function pickupAbout( rate: ShippingRate ): ReactNode {
	const { address, hours, directions } = getPickupInfo( rate );
	if ( ! address && ! hours.length && ! directions ) {
		return null;
	}
	return (
		<div className="rueda-pickup-option__about">
			{ address && (
				<span className="rueda-pickup-option__address">
					{ decodeEntities( address ) }
				</span>
			) }
			{ hours.length > 0 && (
				<span className="rueda-pickup-option__hours">
					{ hours.map( ( line, index ) => (
						<span key={ index }>{ decodeEntities( line ) }</span>
					) ) }
				</span>
			) }
			{ directions && (
				<span className="rueda-pickup-option__details">
					{ sprintf(
						/* translators: %s: the pickup location's directions, as the shop wrote them. */
						__( 'How to get there: %s', 'rueda' ),
						decodeEntities( directions )
					) }
				</span>
			) }
		</div>
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
					description={ pickupAbout( rate ) }
				/>
			) ) }
			{ children }
		</CheckoutStep>
	);
}
