/**
 * The delivery step: ship the order or pick it up at the workshop.
 */
import { __ } from '@wordpress/i18n';

import CheckoutStep from '../../components/checkout-step';
import type { CheckoutStepTexts } from '../../components/checkout-step-settings';

/** The step's title and description when the shop owner has not set them. */
export function getStepTexts(): CheckoutStepTexts {
	return {
		title: __( 'Delivery', 'rueda' ),
		description: '',
	};
}

export type ShippingMethodToggleProps = {
	/** Only pickup (tyres fitted at the workshop): the choice and why. */
	pickupOnly?: boolean;
	prefersCollection: boolean;
	onChange: ( pickup: boolean ) => void;
	disabled: boolean;
	instanceId: string;
};

export default function ShippingMethodToggle( {
	pickupOnly = false,
	prefersCollection,
	onChange,
	disabled,
	instanceId,
}: ShippingMethodToggleProps ) {
	const name = `rueda-delivery-${ instanceId }`;
	const pickupOption: [ boolean, string ] = [ true, __( 'Pickup', 'rueda' ) ];
	const options: Array< [ boolean, string ] > = pickupOnly
		? [ pickupOption ]
		: [ [ false, __( 'Ship', 'rueda' ) ], pickupOption ];
	return (
		<CheckoutStep
			className="rueda-shipping-method"
			{ ...getStepTexts() }
			disabled={ disabled }
		>
			<div className="rueda-shipping-method__options">
				{ options.map( ( [ pickup, label ] ) => {
					const id = `${ name }-${ pickup ? 'pickup' : 'ship' }`;
					return (
						<div
							key={ id }
							className={
								pickup === prefersCollection
									? 'rueda-shipping-method__option is-selected'
									: 'rueda-shipping-method__option'
							}
						>
							<input
								id={ id }
								type="radio"
								name={ name }
								checked={ pickup === prefersCollection }
								onChange={ () => onChange( pickup ) }
							/>
							<label htmlFor={ id }>{ label }</label>
						</div>
					);
				} ) }
			</div>
			{ pickupOnly && (
				<p className="rueda-fitting-note">
					{ __(
						'Tyres fitted at the workshop are collected there.',
						'rueda'
					) }
				</p>
			) }
		</CheckoutStep>
	);
}
