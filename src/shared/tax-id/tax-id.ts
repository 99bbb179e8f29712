/**
 * Spanish tax ids (DNI, NIE, CIF): normalised and checked by the same rules as
 * the server's includes/Domain/Invoices/TaxId.php; tests/fixtures/tax-ids.json
 * holds both to one table. Pure, no WordPress.
 */

export type TaxIdKind = 'dni' | 'nie' | 'cif';

/** Nothing typed; not shaped like any id; wrong control letter or digit. */
export type TaxIdFault = 'empty' | 'format' | 'control';

export type TaxIdCheck = {
	/** Upper case, without spaces, dots, hyphens and an "ES" prefix. */
	normalized: string;
	/** '' when not recognised. */
	kind: TaxIdKind | '';
	/** null when valid. */
	fault: TaxIdFault | null;
};

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';

/**
 * @param typed What the shopper typed.
 * @return The id without spaces (any), dots and hyphens, upper case, and
 *         without the "ES" of intra-EU numbers.
 */
export function normalizeTaxId( typed: string ): string {
	const id = typed.replace( /[\s.-]+/g, '' ).toUpperCase();
	// Every id has 9 characters: only then is a leading "ES" a prefix.
	return id.length === 11 && id.startsWith( 'ES' ) ? id.slice( 2 ) : id;
}

function dniLetter( number: number ): string {
	return DNI_LETTERS[ number % 23 ]!;
}

/**
 * @param letter  Kind of entity (the first character).
 * @param digits  The 7 digits.
 * @param control The control character given.
 * @return Whether it is right, and written as the letter requires: P, Q, R,
 *         S, N, W and digits starting with 00 take the letter; A, B, E, H the
 *         digit; the others either.
 */
function isCifControlRight(
	letter: string,
	digits: string,
	control: string
): boolean {
	let sum = 0;
	[ ...digits ].forEach( ( character, index ) => {
		let value = Number( character );
		if ( index % 2 === 0 ) {
			value *= 2;
			value = Math.floor( value / 10 ) + ( value % 10 );
		}
		sum += value;
	} );
	const digit = ( 10 - ( sum % 10 ) ) % 10;
	if ( 'PQRSNW'.includes( letter ) || digits.startsWith( '00' ) ) {
		return control === CIF_CONTROL_LETTERS[ digit ];
	}
	if ( 'ABEH'.includes( letter ) ) {
		return control === String( digit );
	}
	return (
		control === String( digit ) || control === CIF_CONTROL_LETTERS[ digit ]
	);
}

/**
 * @param typed What the shopper typed.
 * @return The id normalised, its kind and what is wrong with it.
 */
export function checkTaxId( typed: string ): TaxIdCheck {
	const id = normalizeTaxId( typed );
	if ( id === '' ) {
		return { normalized: '', kind: '', fault: 'empty' };
	}
	const control = ( right: boolean ) => ( right ? null : 'control' );
	let match = /^(\d{8})([A-Z])$/.exec( id );
	if ( match ) {
		return {
			normalized: id,
			kind: 'dni',
			fault: control( dniLetter( Number( match[ 1 ] ) ) === match[ 2 ] ),
		};
	}
	match = /^([XYZ])(\d{7})([A-Z])$/.exec( id );
	if ( match ) {
		const number = Number(
			`${ 'XYZ'.indexOf( match[ 1 ]! ) }${ match[ 2 ] }`
		);
		return {
			normalized: id,
			kind: 'nie',
			fault: control( dniLetter( number ) === match[ 3 ] ),
		};
	}
	match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec( id );
	if ( match ) {
		return {
			normalized: id,
			kind: 'cif',
			fault: control(
				isCifControlRight( match[ 1 ]!, match[ 2 ]!, match[ 3 ]! )
			),
		};
	}
	return { normalized: id, kind: '', fault: 'format' };
}
