/**
 * Number plates as the server reads them (includes/Domain/Workshop/VehiclePlate.php):
 * a Spanish plate, current (1234 BCD: four digits and three consonants without
 * vowels, Ñ or Q) or old provincial (M-1234-AB), or, when the shopper says so, a
 * foreign plate of 2 to 15 letters, digits, spaces or hyphens. The server checks
 * again; this only spares a round trip.
 */

export type PlateFault = 'empty' | 'not_spanish' | 'not_foreign';

export type PlateCheck = {
	/** The plate in its written form ('' when it is not one). */
	normalized: string;
	fault: PlateFault | null;
};

const CONSONANTS = 'BCDFGHJKLMNPRSTVWXYZ';

/** Province codes of the old plates, the longest first. */
const PROVINCES = [
	'AB', 'AL', 'AV', 'BA', 'BI', 'BU', 'CA', 'CC', 'CE', 'CO', 'CR', 'CS', 'CU',
	'GC', 'GE', 'GI', 'GR', 'GU', 'HU', 'IB', 'LE', 'LO', 'LU', 'MA', 'ML', 'MU',
	'NA', 'OR', 'OU', 'PM', 'PO', 'SA', 'SE', 'SG', 'SO', 'SS', 'TE', 'TF', 'TO',
	'VA', 'VI', 'ZA', 'A', 'B', 'C', 'H', 'J', 'L', 'M', 'O', 'P', 'S', 'T', 'V',
	'Z',
]; // prettier-ignore

const CURRENT = new RegExp( `^(\\d{4})([${ CONSONANTS }]{3})$` );
const PROVINCIAL = new RegExp(
	`^(${ PROVINCES.join( '|' ) })(\\d{4})([A-PR-Z]{1,2})$`
);
const FOREIGN = /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u;

export const FOREIGN_MIN = 2;
export const FOREIGN_MAX = 15;

/**
 * @param typed   What the shopper typed.
 * @param foreign Whether they said the plate is foreign.
 * @return The plate's written form, or its fault.
 */
export function checkPlate( typed: string, foreign = false ): PlateCheck {
	const text = typed.replace( /\s+/gu, ' ' ).trim().toUpperCase();
	if ( text === '' ) {
		return { normalized: '', fault: 'empty' };
	}
	if ( foreign ) {
		const plate = text.replace( /\s*-\s*/gu, '-' ).replace( /-+/g, '-' );
		const length = [ ...plate ].length;
		return FOREIGN.test( plate ) &&
			/[\p{L}\p{N}]$/u.test( plate ) &&
			length >= FOREIGN_MIN &&
			length <= FOREIGN_MAX
			? { normalized: plate, fault: null }
			: { normalized: '', fault: 'not_foreign' };
	}
	const bare = text.replace( /[\s\-.]/g, '' );
	const current = CURRENT.exec( bare );
	if ( current ) {
		return {
			normalized: `${ current[ 1 ] } ${ current[ 2 ] }`,
			fault: null,
		};
	}
	const old = PROVINCIAL.exec( bare );
	if ( old ) {
		return {
			normalized: `${ old[ 1 ] }-${ old[ 2 ] }-${ old[ 3 ] }`,
			fault: null,
		};
	}
	return { normalized: '', fault: 'not_spanish' };
}

/**
 * The plate as searches compare it: upper case, without spaces, hyphens or dots.
 *
 * @param text Text.
 */
export function plateKey( text: string ): string {
	return text.toUpperCase().replace( /[\s\-.]/gu, '' );
}
