/**
 * The sandbox card's fields: number and expiry. On payment setup it hands
 * them to the server (which knows the test cards), or stops the order when
 * either is empty.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import type { PaymentMethodProps } from '../../../shared/payments';
import { getCheckoutSettings } from '../checkout-settings';
import { formatCardNumber, formatExpiry } from './card-format';
import { CARD_EXPIRY_KEY, CARD_NUMBER_KEY, SANDBOX_CARD } from './constants';

let lastId = 0;

export default function SandboxCardFields( {
	onPaymentSetup,
	isEditor,
}: PaymentMethodProps ) {
	const [ number, setNumber ] = useState( '' );
	const [ expiry, setExpiry ] = useState( '' );
	const [ id ] = useState( () => `rueda-sandbox-card-${ ++lastId }` );
	// The listener reads the latest values without subscribing again.
	const values = useRef( { number, expiry } );
	values.current = { number, expiry };

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
			if ( cardNumber === '' || cardExpiry === '' ) {
				return {
					type: 'error',
					message: __(
						'Please enter your card number and expiry date.',
						'rueda'
					),
				};
			}
			return {
				type: 'success',
				meta: {
					paymentMethodData: {
						[ CARD_NUMBER_KEY ]: cardNumber,
						[ CARD_EXPIRY_KEY ]: cardExpiry,
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
				<label htmlFor={ `${ id }-number` }>
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
					{ __( 'Expiry date (MM/YY)', 'rueda' ) }
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
			</div>
		</div>
	);
}
