/**
 * Password strength for account creation at checkout.
 */
export {
	MIN_PASSWORD_SCORE,
	getPasswordDiversity,
	getPasswordScore,
	getPasswordStrengthLabel,
	isPasswordStrongEnough,
} from './strength';
export type { PasswordScore } from './strength';
export { default as PasswordStrengthMeter } from './password-strength-meter';
export type { PasswordStrengthMeterProps } from './password-strength-meter';
