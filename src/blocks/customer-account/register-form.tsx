/**
 * "Create an account" for a signed-out visitor, when the shop allows it:
 * email, password with the strength meter, and names. The server's answer
 * never says whether the email already had an account, so neither does the
 * message shown after it.
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { isValidEmail } from '@rueda/shared/address/rules';
import {
	PasswordStrengthMeter,
	isPasswordStrongEnough,
} from '@rueda/shared/password';
import { invalidEmailMessage, weakPasswordMessage } from './messages';
import { getFieldErrors, register } from './api';
import Notice from './components/notice';
import TextField from './components/text-field';
import { useAccountForm } from './components/use-account-form';
import {
	useFormFields,
	type FieldErrors as FormErrors,
} from './components/use-form-fields';

type Values = {
	email: string;
	password: string;
	first_name: string;
	last_name: string;
};

type FieldErrors = FormErrors< Values >;

export function validateRegistration( values: Values ): FieldErrors {
	const errors: FieldErrors = {};
	if ( ! isValidEmail( values.email.trim() ) ) {
		errors.email = invalidEmailMessage();
	}
	if ( values.password === '' ) {
		errors.password = __( 'Please enter a valid password', 'rueda' );
	} else if ( ! isPasswordStrongEnough( values.password ) ) {
		errors.password = weakPasswordMessage();
	}
	return errors;
}

export const CHECK_EMAIL_TITLE = (): string =>
	__( 'Check your email to continue', 'rueda' );

export const CHECK_EMAIL_MESSAGE = (): string =>
	__(
		'If this email address is new, we have sent it a link to confirm your account: you can sign in once you open it. If it already has an account, we have emailed you how to sign in or reset your password.',
		'rueda'
	);

export default function RegisterForm() {
	const { values, setErrors, field } = useFormFields< Values >(
		{ email: '', password: '', first_name: '', last_name: '' },
		'rueda-register'
	);
	const [ isDone, setDone ] = useState( false );
	const { form, notice, status, isSending, submit } = useAccountForm( {
		check: () => {
			const found = validateRegistration( values );
			setErrors( found );
			return Object.keys( found ).length === 0;
		},
		send: () =>
			register( {
				email: values.email.trim(),
				password: values.password,
				first_name: values.first_name.trim(),
				last_name: values.last_name.trim(),
			} ),
		onSent: () => {
			setDone( true );
			return CHECK_EMAIL_TITLE();
		},
		onRefused: ( refusal ) => {
			const refused: FieldErrors = {};
			for ( const [ key, message ] of Object.entries(
				getFieldErrors( refusal )
			) ) {
				if ( key in values ) {
					refused[ key as keyof Values ] = message;
				}
			}
			if ( refusal.code === 'rueda_weak_password' ) {
				refused.password = refusal.message;
			}
			setErrors( refused );
			return Object.keys( refused ).length > 0 ? '' : refusal.message;
		},
		showSuccess: false,
	} );

	useEffect( () => {
		if ( isDone ) {
			notice.current?.focus();
		}
	}, [ isDone, notice ] );

	if ( isDone ) {
		return (
			<Notice ref={ notice } status="success">
				<p>
					<strong>{ CHECK_EMAIL_TITLE() }</strong>
				</p>
				<p>{ CHECK_EMAIL_MESSAGE() }</p>
			</Notice>
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
			<TextField
				{ ...field( 'email' ) }
				type="email"
				label={ __( 'Email address', 'rueda' ) }
				autoComplete="email"
				required
			/>
			<TextField
				{ ...field( 'password' ) }
				type="password"
				label={ __( 'Password', 'rueda' ) }
				autoComplete="new-password"
				required
			>
				<PasswordStrengthMeter password={ values.password } />
			</TextField>
			<div className="rueda-customer-account__pair">
				<TextField
					{ ...field( 'first_name' ) }
					label={ __( 'First name (optional)', 'rueda' ) }
					autoComplete="given-name"
				/>
				<TextField
					{ ...field( 'last_name' ) }
					label={ __( 'Last name (optional)', 'rueda' ) }
					autoComplete="family-name"
				/>
			</div>
			<button
				type="submit"
				className="rueda-button"
				disabled={ isSending }
			>
				{ isSending
					? __( 'Creating your account…', 'rueda' )
					: __( 'Create an account', 'rueda' ) }
			</button>
		</form>
	);
}
