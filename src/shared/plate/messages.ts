/**
 * What the shopper reads about a plate's fault, the server's words
 * (VehiclePlate::message()).
 */
import { __, sprintf } from '@wordpress/i18n';

import { FOREIGN_MAX, FOREIGN_MIN, type PlateFault } from './plate';

/**
 * @param fault The plate's fault (null for a plate).
 * @return The message, '' for a plate.
 */
export function plateMessage( fault: PlateFault | null ): string {
	switch ( fault ) {
		case null:
			return '';
		case 'empty':
			return __(
				'Enter your vehicle’s number plate so that the workshop can have your job ready.',
				'rueda'
			);
		case 'not_foreign':
			return sprintf(
				/* translators: 1: minimum length, 2: maximum length. */
				__(
					'Write the foreign plate with %1$d to %2$d letters, digits, spaces or hyphens.',
					'rueda'
				),
				FOREIGN_MIN,
				FOREIGN_MAX
			);
	}
	return __(
		'This is not a Spanish number plate: write it as 1234 BCD (four digits and three consonants, without vowels, Ñ or Q) or, for an old one, M-1234-AB. For a plate from another country, tick “Foreign plate”.',
		'rueda'
	);
}
