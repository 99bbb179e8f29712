/**
 * The buy box's choice for a tyre that can be fitted at the workshop: the
 * tyre only, or fitted (its band's services added with it, collected at the
 * workshop), each with its price per tyre. Fitted is chosen first. The
 * server writes the same, disabled, until this takes over
 * (Blocks/ProductPage/FittingChoiceMarkup).
 */
import { createInterpolateElement } from '@wordpress/element';
import { decodeEntities } from '@wordpress/html-entities';
import { __, _n, sprintf } from '@wordpress/i18n';

import { classNames } from '@rueda/shared/cart/class-names';
import { FormattedPrice } from '@rueda/shared/cart/price';
import type { ProductFitting } from '@rueda/shared/fitting/product-fitting';
import PerTyre from '@rueda/shared/fitting/per-tyre';
import type { PriceFormat } from '@rueda/shared/money';

export type FittingChoiceProps = {
	productId: number;
	/** The tyre's price (the chosen variation's). */
	price: string;
	fitting: ProductFitting;
	format: PriceFormat;
	fitted: boolean;
	disabled: boolean;
	onChange: ( fitted: boolean ) => void;
};

export default function FittingChoice( {
	productId,
	price,
	fitting,
	format,
	fitted,
	disabled,
	onChange,
}: FittingChoiceProps ) {
	const name = `rueda-fitting-${ productId }`;
	const option = ( value: boolean ) => ( {
		id: `${ name }-${ value ? 'fitted' : 'none' }`,
		className: classNames(
			'rueda-fitting-choice__option',
			value === fitted && 'is-selected'
		),
	} );
	const none = option( false );
	const withFitting = option( true );
	return (
		<fieldset className="rueda-fitting-choice">
			<legend className="rueda-buy-box__legend">
				{ __( 'Fitting', 'rueda' ) }
			</legend>
			<div className="rueda-fitting-choice__options">
				<div className={ none.className }>
					<input
						id={ none.id }
						type="radio"
						name={ name }
						value="none"
						checked={ ! fitted }
						disabled={ disabled }
						onChange={ () => onChange( false ) }
					/>
					<label htmlFor={ none.id }>
						<span className="rueda-fitting-choice__title">
							{ __( 'Tyre only', 'rueda' ) }
						</span>
						<span className="rueda-fitting-choice__price">
							<FormattedPrice
								amount={ price }
								format={ format }
							/>
							<PerTyre />
						</span>
					</label>
				</div>
				<div className={ withFitting.className }>
					<input
						id={ withFitting.id }
						type="radio"
						name={ name }
						value="fitted"
						checked={ fitted }
						disabled={ disabled }
						aria-describedby={ `${ withFitting.id }-detail` }
						onChange={ () => onChange( true ) }
					/>
					<label htmlFor={ withFitting.id }>
						<span className="rueda-fitting-choice__title">
							{ __( 'Fitted at the workshop', 'rueda' ) }
						</span>
						<span className="rueda-fitting-choice__price">
							<FormattedPrice
								amount={ fitting.price_per_tyre }
								format={ format }
							/>
							<PerTyre />
						</span>
					</label>
					<span
						id={ `${ withFitting.id }-detail` }
						className="rueda-fitting-choice__details"
					>
						<span className="rueda-fitting-choice__detail">
							{ createInterpolateElement(
								sprintf(
									/* translators: %s: the services of the fitting, e.g. "Montaje, Equilibrado"; <price/>: what they cost per tyre. */
									__(
										'Includes %s: <price/> per tyre.',
										'rueda'
									),
									fitting.services
										.map( ( service ) =>
											decodeEntities( service.name )
										)
										.join( ', ' )
								),
								{
									price: (
										<FormattedPrice
											amount={ fitting.services_price }
											format={ format }
										/>
									),
								}
							) }
						</span>
						<span className="rueda-fitting-choice__detail">
							{ createInterpolateElement(
								sprintf(
									/* translators: %d: number of tyres in a set (4); <price/>: what they cost fitted. */
									_n(
										'%d fitted: <price/>. Collected at the workshop.',
										'%d fitted: <price/>. Collected at the workshop.',
										fitting.set_quantity,
										'rueda'
									),
									fitting.set_quantity
								),
								{
									price: (
										<FormattedPrice
											amount={ fitting.price_for_set }
											format={ format }
										/>
									),
								}
							) }
						</span>
					</span>
				</div>
			</div>
		</fieldset>
	);
}
