/**
 * "Create an account" for a signed-out visitor, when the shop allows it:
 * email, password with the strength meter, and names. The server's answer
 * never says whether the email already had an account, so neither does the
 * message shown after it.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';

import type { ApiErrorResponse } from '@rueda/shared/api';
import { isValidEmail } from '@rueda/shared/address/rules';
import {
	PasswordStrengthMeter,
	isPasswordStrongEnough,
} from '@rueda/shared/password';
import { invalidEmailMessage, weakPasswordMessage } from './messages';
import { getFieldErrors, register } from './api';
import { useAnnounce } from './components/announcer';
import { focusFirstInvalid } from './components/focus';
import Notice from './components/notice';
import TextField from './components/text-field';
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
	const announce = useAnnounce();
	const form = useRef< HTMLFormElement >( null );
	const notice = useRef< HTMLDivElement >( null );
	const { values, setErrors, field } = useFormFields< Values >(
		{ email: '', password: '', first_name: '', last_name: '' },
		'rueda-register'
	);
	const [ error, setError ] = useState< ApiErrorResponse | null >( null );
	const [ isSending, setSending ] = useState( false );
	const [ isDone, setDone ] = useState( false );

	useEffect( () => {
		if ( isDone ) {
			notice.current?.focus();
		}
	}, [ isDone ] );

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

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		setError( null );
		const found = validateRegistration( values );
		setErrors( found );
		if ( Object.keys( found ).length > 0 ) {
			focusFirstInvalid( form.current );
			return;
		}
		setSending( true );
		try {
			await register( {
				email: values.email.trim(),
				password: values.password,
				first_name: values.first_name.trim(),
				last_name: values.last_name.trim(),
			} );
			setDone( true );
			announce( CHECK_EMAIL_TITLE() );
		} catch ( reason ) {
			const refusal = reason as ApiErrorResponse;
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
			setError( Object.keys( refused ).length > 0 ? null : refusal );
			focusFirstInvalid( form.current, notice.current );
		} finally {
			setSending( false );
		}
	};

	return (
		<form
			ref={ form }
			className="rueda-customer-account__form"
			onSubmit={ submit }
			noValidate
		>
			{ error && (
				<Notice ref={ notice } status="error">
					<p>{ error.message }</p>
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
