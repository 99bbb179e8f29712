/**
 * One panel per shipping package with a radio list of its rates. Pickup rates
 * show where to collect, when it opens and how to get there; a rate costing
 * nothing reads "Free".
 */
import { decodeEntities } from '@wordpress/html-entities';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import type { ShippingPackage, ShippingRate } from '../api';
import { formatPrice } from '../money';
import {
	getPickupInfo,
	getRatePrice,
	getSelectedRate,
	isPickupRate,
} from './shipping';

export type ShippingRateSelectorProps = {
	packages: readonly ShippingPackage[];
	displayPricesIncludingTax: boolean;
	isSelecting: boolean;
	onSelect: ( rate: ShippingRate, shippingPackage: ShippingPackage ) => void;
	instanceId: string;
};

/**
 * A pickup rate's lines: its address, its opening hours (from the location's
 * schedule), then the owner's directions.
 *
 * @param rate Pickup rate.
 */
function pickupDetails( rate: ShippingRate ): string[] {
	const { address, hours, directions } = getPickupInfo( rate );
	return [
		address,
		...hours,
		directions &&
			/* translators: %s: the pickup location's directions, as the shop wrote them. */
			sprintf( __( 'How to get there: %s', 'rueda' ), directions ),
	];
}

function RateLabel( {
	rate,
	includingTax,
}: {
	rate: ShippingRate;
	includingTax: boolean;
} ) {
	const price = getRatePrice( rate, includingTax );
	const details = (
		isPickupRate( rate )
			? pickupDetails( rate )
			: [ rate.delivery_time, rate.description ]
	).filter( Boolean );
	return (
		<span className="rueda-shipping-rate__label">
			<span className="rueda-shipping-rate__name">
				{ decodeEntities( rate.name ) }
			</span>
			<span className="rueda-shipping-rate__price">
				{ price === 0
					? __( 'Free', 'rueda' )
					: formatPrice( price, rate ) }
			</span>
			{ details.map( ( detail, index ) => (
				<span key={ index } className="rueda-shipping-rate__detail">
					{ decodeEntities( detail ) }
				</span>
			) ) }
		</span>
	);
}

function RateOption( {
	rate,
	name,
	checked,
	includingTax,
	onChange,
}: {
	rate: ShippingRate;
	name: string;
	checked: boolean;
	includingTax: boolean;
	onChange: () => void;
} ) {
	const inputId = `${ name }-${ rate.rate_id }`;
	return (
		<div className="rueda-shipping-rate">
			<input
				id={ inputId }
				type="radio"
				name={ name }
				value={ rate.rate_id }
				checked={ checked }
				onChange={ onChange }
			/>
			<label htmlFor={ inputId }>
				<RateLabel rate={ rate } includingTax={ includingTax } />
			</label>
		</div>
	);
}

/**
 * Delivery and pickup apart, each under its own title, when a package offers both.
 *
 * @param rates The package's rates.
 */
function groupRates(
	rates: readonly ShippingRate[]
): Array< { title: string; rates: ShippingRate[] } > {
	const delivery = rates.filter( ( rate ) => ! isPickupRate( rate ) );
	const pickup = rates.filter( isPickupRate );
	if ( ! delivery.length || ! pickup.length ) {
		return [ { title: '', rates: [ ...rates ] } ];
	}
	return [
		{ title: __( 'Home delivery', 'rueda' ), rates: delivery },
		{ title: __( 'Pickup at the workshop', 'rueda' ), rates: pickup },
	];
}

export default function ShippingRateSelector( {
	packages,
	displayPricesIncludingTax,
	isSelecting,
	onSelect,
	instanceId,
}: ShippingRateSelectorProps ) {
	// The shopper's choice shows at once, before the server confirms it.
	const [ chosen, setChosen ] = useState< Record< string, string > >( {} );
	useEffect( () => setChosen( {} ), [ packages ] );

	return (
		<div className="rueda-shipping-rates">
			{ packages.map( ( shippingPackage ) => {
				const packageKey = String( shippingPackage.package_id );
				const checked =
					chosen[ packageKey ] ??
					getSelectedRate( shippingPackage )?.rate_id;
				const renderRate = ( rate: ShippingRate ) => (
					<RateOption
						key={ rate.rate_id }
						rate={ rate }
						name={ `rueda-shipping-${ instanceId }-${ packageKey }` }
						checked={ checked === rate.rate_id }
						includingTax={ displayPricesIncludingTax }
						onChange={ () => {
							setChosen( ( current ) => ( {
								...current,
								[ packageKey ]: rate.rate_id,
							} ) );
							onSelect( rate, shippingPackage );
						} }
					/>
				);

				return (
					<fieldset
						key={ packageKey }
						className="rueda-shipping-package"
						disabled={ isSelecting }
					>
						<legend className="rueda-shipping-package__title">
							{ packages.length > 1
								? decodeEntities( shippingPackage.name )
								: __( 'Shipping options', 'rueda' ) }
						</legend>
						{ groupRates( shippingPackage.shipping_rates ).map(
							( { title, rates } ) => (
								<div
									key={ title }
									className="rueda-shipping-package__group"
								>
									{ title && (
										<p className="rueda-shipping-package__group-title">
											{ title }
										</p>
									) }
									{ rates.map( renderRate ) }
								</div>
							)
						) }
					</fieldset>
				);
			} ) }
		</div>
	);
}
