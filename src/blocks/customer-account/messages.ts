/**
 * Messages more than one form of the account shows.
 */
import { __ } from '@wordpress/i18n';

/** The server refuses the same passwords (includes/Domain/Customers/PasswordStrength.php). */
export function weakPasswordMessage(): string {
	return __(
		'Please choose a stronger password: at least 8 characters mixing letters, numbers or symbols.',
		'rueda'
	);
}

export function invalidEmailMessage(): string {
	return __( 'Please enter a valid email address.', 'rueda' );
}
