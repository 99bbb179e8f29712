/**
 * The password strength meter: a <meter> from 0 to 4 with the level's name
 * (announced as it changes); nothing while the password is empty.
 */
import { useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import {
	MIN_PASSWORD_SCORE,
	getPasswordScore,
	getPasswordStrengthLabel,
} from './strength';

export type PasswordStrengthMeterProps = {
	password: string;
};

export default function PasswordStrengthMeter( {
	password,
}: PasswordStrengthMeterProps ) {
	const labelId = useId();
	const score = getPasswordScore( password );
	if ( score < 0 ) {
		return null;
	}
	const label = getPasswordStrengthLabel( score );
	return (
		<div
			className={ `rueda-password-strength rueda-password-strength--score-${ score }` }
		>
			<meter
				className="rueda-password-strength__meter"
				min={ 0 }
				max={ 4 }
				// Below the server's minimum is the low region; 4 is best.
				low={ MIN_PASSWORD_SCORE }
				high={ 3 }
				optimum={ 4 }
				value={ score }
				aria-label={ __( 'Password strength', 'rueda' ) }
				aria-valuetext={ label }
				aria-describedby={ labelId }
			/>
			<span
				id={ labelId }
				className="rueda-password-strength__label"
				aria-live="polite"
			>
				{ label }
			</span>
		</div>
	);
}
