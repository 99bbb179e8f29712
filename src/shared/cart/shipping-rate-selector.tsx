/**
 * One panel per shipping package with a radio list of its rates. Pickup rates
 * show where to collect; a rate costing nothing reads "Free".
 */
import { decodeEntities } from '@wordpress/html-entities';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import type { ShippingPackage, ShippingRate } from '../api';
import { formatPrice } from '../money';
import {
	getRateMeta,
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

function RateLabel( {
	rate,
	includingTax,
}: {
	rate: ShippingRate;
	includingTax: boolean;
} ) {
	const price = getRatePrice( rate, includingTax );
	const details = [
		isPickupRate( rate ) ? getRateMeta( rate, 'address' ) : '',
		rate.delivery_time,
		rate.description,
	].filter( Boolean );
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
			{ details.map( ( detail ) => (
				<span key={ detail } className="rueda-shipping-rate__detail">
					{ decodeEntities( detail ) }
				</span>
			) ) }
		</span>
	);
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
						{ shippingPackage.shipping_rates.map( ( rate ) => {
							const inputId = `rueda-shipping-${ instanceId }-${ packageKey }-${ rate.rate_id }`;
							return (
								<div
									key={ rate.rate_id }
									className="rueda-shipping-rate"
								>
									<input
										id={ inputId }
										type="radio"
										name={ `rueda-shipping-${ instanceId }-${ packageKey }` }
										value={ rate.rate_id }
										checked={ checked === rate.rate_id }
										onChange={ () => {
											setChosen( ( current ) => ( {
												...current,
												[ packageKey ]: rate.rate_id,
											} ) );
											onSelect( rate, shippingPackage );
										} }
									/>
									<label htmlFor={ inputId }>
										<RateLabel
											rate={ rate }
											includingTax={
												displayPricesIncludingTax
											}
										/>
									</label>
								</div>
							);
						} ) }
					</fieldset>
				);
			} ) }
		</div>
	);
}
