/**
 * What the shopper reads about a tax id's fault, the server's words
 * (TaxId::message()).
 */
import { __ } from '@wordpress/i18n';

import type { TaxIdCheck } from './tax-id';

/**
 * @param check The id as checked.
 * @return The message, '' when the id is valid.
 */
export function taxIdMessage( check: TaxIdCheck ): string {
	switch ( check.fault ) {
		case null:
			return '';
		case 'empty':
			return __(
				'Enter the NIF, NIE or CIF the invoice is made out to.',
				'rueda'
			);
		case 'control':
			return check.kind === 'cif'
				? __(
						'The NIF/NIE/CIF is not valid: check its last character (the control digit or letter).',
						'rueda'
					)
				: __(
						'The NIF/NIE/CIF is not valid: check the control letter.',
						'rueda'
					);
	}
	return __(
		'Enter a valid NIF, NIE or CIF, e.g. 12345678Z, X1234567L or B12345674.',
		'rueda'
	);
}
