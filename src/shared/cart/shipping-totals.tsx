/**
 * The shipping part of the order summary: the shipping row, the calculator,
 * the rate panels and the notices about them (spec sections 4 and 8).
 */
import { decodeEntities } from '@wordpress/html-entities';
import { __, sprintf } from '@wordpress/i18n';

import type { CartResponse, ShippingPackage, ShippingRate } from '../api';
import FittingPickupNote from '../fitting/fitting-pickup-note';
import { addAmounts } from '../money';
import Notice from './notice';
import { FormattedPrice } from './price';
import ShippingCalculator, {
	type CalculatorAddress,
	type ShippingCalculatorProps,
} from './shipping-calculator';
import ShippingRateSelector from './shipping-rate-selector';
import {
	getChosenPickupRate,
	getEstimatedDestination,
	getPickupInfo,
	getShippingErrors,
	hasMixedPickupLocations,
	needsRateSelection,
} from './shipping';
import TotalsRow from './totals-row';

export type ShippingTotalsProps = {
	cart: CartResponse;
	displayPricesIncludingTax: boolean;
	countries: ShippingCalculatorProps[ 'countries' ];
	states: ShippingCalculatorProps[ 'states' ];
	isSelectingRate: boolean;
	isUpdatingAddress: boolean;
	onSelectRate: (
		rate: ShippingRate,
		shippingPackage: ShippingPackage
	) => void;
	onUpdateAddress: ( address: CalculatorAddress ) => Promise< unknown >;
	instanceId: string;
};

/**
 * What the shipping row says while the shopper's address is unknown: the rates
 * shown are those of the shop's province and country, or none yet.
 *
 * @param cart      Cart.
 * @param countries Country names by code.
 * @param states    Province names by country and code.
 */
function addressPrompt(
	cart: CartResponse,
	countries: ShippingTotalsProps[ 'countries' ],
	states: ShippingTotalsProps[ 'states' ]
): string {
	const estimate = getEstimatedDestination( cart );
	if ( ! estimate ) {
		return __( 'Enter your address to see the shipping options.', 'rueda' );
	}
	const place = [
		states[ estimate.country ]?.[ estimate.state ] ?? estimate.state,
		countries[ estimate.country ] ?? estimate.country,
	]
		.filter( Boolean )
		.join( ', ' );
	return sprintf(
		/* translators: %s: province and country, e.g. "Madrid, España". */
		__( 'Options for %s. Enter your address to see yours.', 'rueda' ),
		place
	);
}

function ShippingValue( {
	cart,
	includingTax,
	isKnown,
}: {
	cart: CartResponse;
	includingTax: boolean;
	isKnown: boolean;
} ) {
	const { totals } = cart;
	if ( ! isKnown ) {
		return null;
	}
	const amount = addAmounts(
		totals.total_shipping,
		includingTax ? totals.total_shipping_tax : 0
	);
	return amount === 0 ? (
		<>{ __( 'Free', 'rueda' ) }</>
	) : (
		<FormattedPrice amount={ amount } format={ totals } />
	);
}

export default function ShippingTotals( {
	cart,
	displayPricesIncludingTax,
	countries,
	states,
	isSelectingRate,
	isUpdatingAddress,
	onSelectRate,
	onUpdateAddress,
	instanceId,
}: ShippingTotalsProps ) {
	if ( ! cart.needs_shipping ) {
		return null;
	}
	const packages = cart.shipping_rates;
	const errors = getShippingErrors( cart.errors );
	const hasRates = packages.some(
		( { shipping_rates: rates } ) => rates.length
	);
	const { country, state, postcode } = cart.shipping_address;
	// Collected at the workshop: where, not the shopper's address, is what matters.
	const pickup = getChosenPickupRate( packages );
	let description: string | false = false;
	if ( pickup ) {
		description = [
			decodeEntities( pickup.name ),
			getPickupInfo( pickup ).address,
		]
			.filter( Boolean )
			.join( ', ' );
	} else if ( ! cart.has_calculated_shipping ) {
		description = addressPrompt( cart, countries, states );
	}

	return (
		<div className="rueda-shipping-totals">
			<TotalsRow
				label={
					pickup
						? __( 'Pickup at the workshop', 'rueda' )
						: __( 'Shipping', 'rueda' )
				}
				value={
					<ShippingValue
						cart={ cart }
						includingTax={ displayPricesIncludingTax }
						isKnown={ cart.has_calculated_shipping || !! pickup }
					/>
				}
				description={ description }
			/>
			<FittingPickupNote items={ cart.items } />
			{ ! pickup && (
				<ShippingCalculator
					address={ { country, state, postcode } }
					countries={ countries }
					states={ states }
					isUpdating={ isUpdatingAddress }
					onSubmit={ onUpdateAddress }
					instanceId={ instanceId }
				/>
			) }
			{ errors.map( ( error ) => (
				<Notice key={ error.code } status="error">
					{ error.message }
				</Notice>
			) ) }
			{ hasRates && (
				<ShippingRateSelector
					packages={ packages }
					displayPricesIncludingTax={ displayPricesIncludingTax }
					isSelecting={ isSelectingRate }
					onSelect={ onSelectRate }
					instanceId={ instanceId }
				/>
			) }
			{ cart.has_calculated_shipping && ! hasRates && ! errors.length && (
				<Notice status="info">
					{ __(
						'There are no shipping options for this address.',
						'rueda'
					) }
				</Notice>
			) }
			{ hasMixedPickupLocations( packages ) && (
				<Notice status="warning">
					{ __(
						'Multiple shipments must have the same pickup location',
						'rueda'
					) }
				</Notice>
			) }
			{ needsRateSelection( packages ) && (
				<Notice status="info">
					{ __(
						'Totals will be recalculated when a valid shipping method is selected.',
						'rueda'
					) }
				</Notice>
			) }
		</div>
	);
}
