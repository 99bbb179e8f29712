/**
 * The sandbox card's fields: number, expiry and security code (CVC). On
 * payment setup it hands them to the server (which knows the test cards), or
 * stops the order when one is missing or the CVC is not 3 or 4 digits.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import type { PaymentMethodProps } from '@rueda/shared/payments';
import { getCheckoutSettings } from '../checkout-settings';
import {
	formatCardNumber,
	formatCvc,
	formatExpiry,
	isValidCvc,
} from './card-format';
import {
	CARD_CVC_KEY,
	CARD_EXPIRY_KEY,
	CARD_NUMBER_KEY,
	SANDBOX_CARD,
} from '@rueda/blocks/shared/payment-methods/constants';

let lastId = 0;

/**
 * What stops the payment, or '' when the card can be sent.
 *
 * @param number Card number, digits only.
 * @param expiry Expiry as typed.
 * @param cvc    Security code, digits only.
 */
function getCardError( number: string, expiry: string, cvc: string ): string {
	if ( number === '' || expiry === '' || cvc === '' ) {
		return __(
			'Please enter your card number, expiry date and CVC.',
			'rueda'
		);
	}
	if ( ! isValidCvc( cvc ) ) {
		return __( 'The CVC has 3 or 4 digits.', 'rueda' );
	}
	return '';
}

export default function SandboxCardFields( {
	onPaymentSetup,
	isEditor,
}: PaymentMethodProps ) {
	const [ number, setNumber ] = useState( '' );
	const [ expiry, setExpiry ] = useState( '' );
	const [ cvc, setCvc ] = useState( '' );
	const [ id ] = useState( () => `rueda-sandbox-card-${ ++lastId }` );
	// The listener reads the latest values without subscribing again.
	const values = useRef( { number, expiry, cvc } );
	values.current = { number, expiry, cvc };

	useEffect( () => {
		if ( isEditor ) {
			return undefined;
		}
		return onPaymentSetup( ( { paymentMethod, savedToken } ) => {
			if ( paymentMethod !== SANDBOX_CARD || savedToken !== '' ) {
				return;
			}
			const cardNumber = values.current.number.replace( /\D/g, '' );
			const cardExpiry = values.current.expiry.trim();
			const cardCvc = values.current.cvc;
			const message = getCardError( cardNumber, cardExpiry, cardCvc );
			if ( message ) {
				return { type: 'error', message };
			}
			return {
				type: 'success',
				meta: {
					paymentMethodData: {
						[ CARD_NUMBER_KEY ]: cardNumber,
						[ CARD_EXPIRY_KEY ]: cardExpiry,
						[ CARD_CVC_KEY ]: cardCvc,
					},
				},
			};
		} );
	}, [ onPaymentSetup, isEditor ] );

	const description =
		getCheckoutSettings().paymentMethods[ SANDBOX_CARD ]?.description ?? '';
	return (
		<div className="rueda-sandbox-card">
			{ description && (
				<p className="rueda-payment-method__description">
					{ description }
				</p>
			) }
			<div className="rueda-card-fields">
				<label
					htmlFor={ `${ id }-number` }
					className="rueda-card-fields__number"
				>
					{ __( 'Card number', 'rueda' ) }
					<input
						id={ `${ id }-number` }
						type="text"
						inputMode="numeric"
						autoComplete="cc-number"
						placeholder="4242 4242 4242 4242"
						value={ number }
						onChange={ ( event ) =>
							setNumber( formatCardNumber( event.target.value ) )
						}
					/>
				</label>
				<label htmlFor={ `${ id }-expiry` }>
					{ /* One short line beside the CVC; the format is read out and shown as placeholder. */ }
					{ __( 'Expiry', 'rueda' ) }
					<span className="rueda-visually-hidden">
						{ ` (${ __( 'MM/YY', 'rueda' ) })` }
					</span>
					<input
						id={ `${ id }-expiry` }
						type="text"
						inputMode="numeric"
						autoComplete="cc-exp"
						placeholder={ __( 'MM/YY', 'rueda' ) }
						value={ expiry }
						onChange={ ( event ) =>
							setExpiry( formatExpiry( event.target.value ) )
						}
					/>
				</label>
				<label htmlFor={ `${ id }-cvc` }>
					{ __( 'CVC', 'rueda' ) }
					<input
						id={ `${ id }-cvc` }
						type="text"
						inputMode="numeric"
						autoComplete="cc-csc"
						maxLength={ 4 }
						placeholder="123"
						value={ cvc }
						onChange={ ( event ) =>
							setCvc( formatCvc( event.target.value ) )
						}
					/>
				</label>
			</div>
		</div>
	);
}
