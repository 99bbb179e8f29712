/**
 * "Find an order" for guests: the order number and the email it was placed
 * with show the order in full.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import type { StatesByCountry } from '@rueda/shared/address/types';
import { isValidEmail } from '@rueda/shared/address/rules';
import { invalidEmailMessage } from './messages';
import { getFieldErrors, lookupOrder } from './api';
import Notice from './components/notice';
import OrderDetailView from './components/order-detail-view';
import TextField from './components/text-field';
import { useAccountForm } from './components/use-account-form';
import {
	useFormFields,
	type FieldErrors as FormErrors,
} from './components/use-form-fields';
import type { OrderDetail } from './types';

type Values = { number: string; email: string };
type FieldErrors = FormErrors< Values >;

export default function OrderLookup( {
	countries,
	states,
}: {
	countries?: Readonly< Record< string, string > >;
	states?: StatesByCountry;
} ) {
	const result = useRef< HTMLDivElement >( null );
	const { values, setErrors, field } = useFormFields< Values >(
		{ number: '', email: '' },
		'rueda-lookup'
	);
	const [ order, setOrder ] = useState< OrderDetail | null >( null );
	const { form, notice, status, isSending, submit } = useAccountForm( {
		check: () => {
			const found: FieldErrors = {};
			if ( values.number.trim() === '' ) {
				found.number = __( 'Please enter the order number', 'rueda' );
			}
			if ( ! isValidEmail( values.email.trim() ) ) {
				found.email = invalidEmailMessage();
			}
			setErrors( found );
			return Object.keys( found ).length === 0;
		},
		send: () =>
			lookupOrder( {
				number: values.number.trim().replace( /^#/, '' ),
				email: values.email.trim(),
			} ),
		onSent: ( detail ) => {
			setOrder( detail );
			return __( 'Order found.', 'rueda' );
		},
		onRefused: ( error ) => {
			const refused: FieldErrors = {};
			for ( const [ key, text ] of Object.entries(
				getFieldErrors( error )
			) ) {
				if ( key === 'number' || key === 'email' ) {
					refused[ key ] = text;
				}
			}
			setErrors( refused );
			if ( Object.keys( refused ).length > 0 ) {
				return '';
			}
			return error.code === 'rueda_order_not_found'
				? __(
						'No order matches this number and email address. Check both and try again.',
						'rueda'
					)
				: error.message;
		},
		showSuccess: false,
	} );

	useEffect( () => {
		if ( order ) {
			result.current?.focus();
		}
	}, [ order ] );

	if ( order ) {
		return (
			<div
				ref={ result }
				tabIndex={ -1 }
				className="rueda-customer-account__lookup-result"
			>
				<OrderDetailView
					order={ order }
					countries={ countries }
					states={ states }
				/>
				<button
					type="button"
					className="rueda-button is-secondary"
					onClick={ () => setOrder( null ) }
				>
					{ __( 'Find another order', 'rueda' ) }
				</button>
			</div>
		);
	}

	return (
		<form
			ref={ form }
			className="rueda-customer-account__form"
			onSubmit={ submit }
			noValidate
		>
			{ status && (
				<Notice ref={ notice } status={ status.type }>
					<p>{ status.message }</p>
				</Notice>
			) }
			<div className="rueda-customer-account__pair">
				<TextField
					{ ...field( 'number' ) }
					label={ __( 'Order number', 'rueda' ) }
					inputMode="numeric"
					autoComplete="off"
					required
				/>
				<TextField
					{ ...field( 'email' ) }
					type="email"
					label={ __( 'Email address', 'rueda' ) }
					autoComplete="email"
					required
				/>
			</div>
			<button
				type="submit"
				className="rueda-button"
				disabled={ isSending }
			>
				{ isSending
					? __( 'Searching…', 'rueda' )
					: __( 'Find order', 'rueda' ) }
			</button>
		</form>
	);
}
