/**
 * The password of the account created at checkout, with its strength meter.
 * Required, and at least Medium, while an account is being created: the error
 * goes to the rueda/validation store and shows once the shopper has touched
 * the field.
 */
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { validationStore } from '@rueda/runtime';

import { useFieldErrors } from '@rueda/blocks/shared/address/use-field-errors';
import {
	PasswordStrengthMeter,
	isPasswordStrongEnough,
} from '@rueda/shared/password';

/** The password's id in the rueda/validation store. */
export const ACCOUNT_PASSWORD_ID = 'account-password';

export default function AccountPassword( {
	value,
	onChange,
	instanceId,
}: {
	value: string;
	onChange: ( password: string ) => void;
	instanceId: string;
} ) {
	const id = `rueda-account-password-${ instanceId }`;
	// The server refuses the same passwords (includes/Domain/Customers/PasswordStrength.php).
	let message = '';
	if ( value === '' ) {
		message = __( 'Please enter a valid password', 'rueda' );
	} else if ( ! isPasswordStrongEnough( value ) ) {
		message = __(
			'Please choose a stronger password: at least 8 characters mixing letters, numbers or symbols.',
			'rueda'
		);
	}
	const touch = useFieldErrors(
		useMemo( () => ( { [ ACCOUNT_PASSWORD_ID ]: message } ), [ message ] )
	);
	const error = useSelect(
		( select ) =>
			select( validationStore ).getValidationError( ACCOUNT_PASSWORD_ID ),
		[]
	);
	const shownError = error && ! error.hidden ? error.message : '';
	return (
		<div className="rueda-account-password">
			<label htmlFor={ id }>{ __( 'Password', 'rueda' ) }</label>
			<input
				id={ id }
				type="password"
				autoComplete="new-password"
				required
				value={ value }
				aria-invalid={ shownError ? true : undefined }
				aria-describedby={ shownError ? `${ id }-error` : undefined }
				onChange={ ( event ) => {
					touch( ACCOUNT_PASSWORD_ID );
					onChange( event.target.value );
				} }
				onBlur={ () => touch( ACCOUNT_PASSWORD_ID ) }
			/>
			<PasswordStrengthMeter password={ value } />
			{ shownError && (
				<p
					id={ `${ id }-error` }
					className="rueda-field-error"
					role="alert"
				>
					{ shownError }
				</p>
			) }
		</div>
	);
}
