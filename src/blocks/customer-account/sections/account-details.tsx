/**
 * Detalles de la cuenta: names, email and a new password, which needs the
 * current one and shows the strength meter the checkout uses.
 */
import { __ } from '@wordpress/i18n';

import type { ApiErrorResponse } from '@rueda/shared/api';
import { isValidEmail } from '@rueda/shared/address/rules';
import {
	PasswordStrengthMeter,
	isPasswordStrongEnough,
} from '@rueda/shared/password';
import {
	getAccount,
	getFieldErrors,
	updateAccount,
	type AccountUpdate,
} from '../api';
import LoadError from '../components/load-error';
import Loading from '../components/loading';
import Notice from '../components/notice';
import TextField from '../components/text-field';
import { useAccountForm } from '../components/use-account-form';
import {
	useFormFields,
	type FieldErrors as FormErrors,
} from '../components/use-form-fields';
import { useRequest } from '../components/use-request';
import { invalidEmailMessage, weakPasswordMessage } from '../messages';
import type { Account } from '../types';

type Values = {
	first_name: string;
	last_name: string;
	email: string;
	current_password: string;
	new_password: string;
};

type FieldErrors = FormErrors< Values >;

/**
 * The form's own checks, before anything is sent.
 *
 * @param values       The form.
 * @param currentEmail The account's address now (a change needs the password).
 */
export function validateAccountDetails(
	values: Values,
	currentEmail?: string
): FieldErrors {
	const errors: FieldErrors = {};
	if ( ! isValidEmail( values.email.trim() ) ) {
		errors.email = invalidEmailMessage();
	} else if (
		currentEmail !== undefined &&
		! sameEmail( values.email, currentEmail ) &&
		values.current_password === ''
	) {
		errors.current_password = __(
			'Enter your current password to change your email address.',
			'rueda'
		);
	}
	if ( values.new_password !== '' ) {
		if ( ! isPasswordStrongEnough( values.new_password ) ) {
			errors.new_password = weakPasswordMessage();
		}
		if ( values.current_password === '' ) {
			errors.current_password = __(
				'Enter your current password to change it.',
				'rueda'
			);
		}
	}
	return errors;
}

function sameEmail( one: string, other: string ): boolean {
	return one.trim().toLowerCase() === other.trim().toLowerCase();
}

/**
 * The server's refusal, by field.
 *
 * @param error The refusal.
 */
export function serverErrors( error: ApiErrorResponse ): FieldErrors {
	const errors: FieldErrors = {};
	for ( const [ key, message ] of Object.entries(
		getFieldErrors( error )
	) ) {
		if (
			[
				'first_name',
				'last_name',
				'email',
				'current_password',
				'new_password',
			].includes( key )
		) {
			errors[ key as keyof Values ] = message;
		}
	}
	if ( error.code === 'rueda_wrong_password' ) {
		errors.current_password = error.message;
	}
	if ( error.code === 'rueda_weak_password' ) {
		errors.new_password = error.message;
	}
	return errors;
}

function toValues( account: Account ): Values {
	return {
		first_name: account.first_name,
		last_name: account.last_name,
		email: account.email,
		current_password: '',
		new_password: '',
	};
}

function AccountForm( {
	account,
	onSaved,
}: {
	account: Account;
	onSaved: ( account: Account ) => void;
} ) {
	const { values, setValues, setErrors, field } = useFormFields< Values >(
		toValues( account ),
		'rueda-account'
	);
	const changesPassword = values.new_password !== '';
	const changesEmail = ! sameEmail( values.email, account.email );
	const { form, notice, status, isSending, submit } = useAccountForm( {
		check: () => {
			const found = validateAccountDetails( values, account.email );
			setErrors( found );
			return Object.keys( found ).length === 0;
		},
		send: () => {
			const data: AccountUpdate = {
				first_name: values.first_name.trim(),
				last_name: values.last_name.trim(),
				email: values.email.trim(),
			};
			if ( changesPassword || changesEmail ) {
				data.current_password = values.current_password;
			}
			if ( changesPassword ) {
				data.new_password = values.new_password;
			}
			return updateAccount( data );
		},
		onSent: ( saved ) => {
			const messages: string[] = [
				changesPassword
					? __(
							'Account details saved and password changed.',
							'rueda'
						)
					: __( 'Account details saved.', 'rueda' ),
			];
			// The address changes only once the link sent to it is followed.
			if ( changesEmail && saved.pending_email ) {
				messages.push(
					__(
						'We have sent a link to the new address to confirm it.',
						'rueda'
					)
				);
			}
			setValues( toValues( saved ) );
			onSaved( saved );
			return messages.join( ' ' );
		},
		onRefused: ( error ) => {
			const refused = serverErrors( error );
			setErrors( refused );
			return Object.keys( refused ).length > 0
				? __(
						'Your details were not saved: please check the fields marked below.',
						'rueda'
					)
				: error.message;
		},
	} );

	return (
		<form
			ref={ form }
			className="rueda-customer-account__details-form"
			onSubmit={ submit }
			noValidate
		>
			{ status && (
				<Notice ref={ notice } status={ status.type }>
					<p>{ status.message }</p>
				</Notice>
			) }
			<fieldset>
				<legend>{ __( 'Your details', 'rueda' ) }</legend>
				<div className="rueda-customer-account__pair">
					<TextField
						{ ...field( 'first_name' ) }
						label={ __( 'First name', 'rueda' ) }
						autoComplete="given-name"
					/>
					<TextField
						{ ...field( 'last_name' ) }
						label={ __( 'Last name', 'rueda' ) }
						autoComplete="family-name"
					/>
				</div>
				<TextField
					{ ...field( 'email' ) }
					type="email"
					label={ __( 'Email address', 'rueda' ) }
					autoComplete="email"
					required
				/>
			</fieldset>
			<fieldset>
				<legend>{ __( 'Change password', 'rueda' ) }</legend>
				<p className="rueda-customer-account__hint">
					{ __(
						'Leave these empty to keep your current password.',
						'rueda'
					) }
				</p>
				<TextField
					{ ...field( 'current_password' ) }
					type="password"
					label={ __( 'Current password', 'rueda' ) }
					autoComplete="current-password"
				/>
				<TextField
					{ ...field( 'new_password' ) }
					type="password"
					label={ __( 'New password', 'rueda' ) }
					autoComplete="new-password"
				>
					<PasswordStrengthMeter password={ values.new_password } />
				</TextField>
			</fieldset>
			<button
				type="submit"
				className="rueda-button"
				disabled={ isSending }
			>
				{ isSending
					? __( 'Saving…', 'rueda' )
					: __( 'Save changes', 'rueda' ) }
			</button>
		</form>
	);
}

export default function AccountDetailsSection() {
	const { value, error, isLoading, reload, setValue } = useRequest(
		getAccount,
		[]
	);
	if ( error ) {
		return <LoadError error={ error } onRetry={ reload } />;
	}
	if ( isLoading || ! value ) {
		return <Loading label={ __( 'Loading your details…', 'rueda' ) } />;
	}
	return <AccountForm account={ value } onSaved={ setValue } />;
}
