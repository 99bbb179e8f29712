/**
 * The pictograms are the same in React and in the server's markup.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { EU_LABEL_ICONS } from '../eu-label-icons';

const PHP = readFileSync(
	join( __dirname, '../../../../includes/Blocks/EuLabelIcons.php' ),
	'utf8'
);

describe( 'EU_LABEL_ICONS', () => {
	it( 'has the paths of includes/Blocks/EuLabelIcons.php, in order', () => {
		const php = [
			...PHP.matchAll( /array\( '([^']+)', '([^']+)' \)/g ),
		].map( ( [ , d, paint ] ) => [ d, paint ] );
		const ts = Object.values( EU_LABEL_ICONS ).flatMap( ( icon ) =>
			icon.paths.map( ( [ d, paint ] ) => [ d, paint ] )
		);

		expect( ts ).toEqual( php );
	} );

	it( 'has the viewBoxes of the server', () => {
		for ( const [ name, icon ] of Object.entries( EU_LABEL_ICONS ) ) {
			expect( PHP ).toMatch(
				new RegExp(
					`'${ name }'\\s+=> array\\(\\s+'${ icon.viewBox }',`
				)
			);
		}
	} );
} );
