/**
 * The string extractor behind `npm run i18n`.
 */
import { extractFromBlockJson, extractFromCode } from '../../bin/i18n-extract';

describe( 'extractFromCode', () => {
	it( 'finds PHP calls of the text domain and ignores other domains', () => {
		const code = `<?php
			echo esc_html__( 'Opening hours', 'rueda' );
			_e( 'Elsewhere', 'woocommerce' );
			$x = __( 'It\\'s here', "rueda" );`;

		expect( extractFromCode( code, 'rueda' ) ).toEqual( [
			{ msgid: 'Opening hours' },
			{ msgid: "It's here" },
		] );
	} );

	it( 'reads contexts and plurals in their argument positions', () => {
		const code = `
			_x( 'Free', 'shipping price', 'rueda' );
			_n( '%d item', '%d items', count, 'rueda' );
			_nx( '%d tyre', '%d tyres', n, 'cart', 'rueda' );`;

		expect( extractFromCode( code, 'rueda' ) ).toEqual( [
			{ msgid: 'Free', msgctxt: 'shipping price' },
			{ msgid: '%d item', msgid_plural: '%d items' },
			{ msgid: '%d tyre', msgid_plural: '%d tyres', msgctxt: 'cart' },
		] );
	} );

	it( 'reads calls spread over several lines, as Prettier formats them', () => {
		const code = `{ __(
			'Add the workshop address.',
			'rueda'
		) }`;

		expect( extractFromCode( code, 'rueda' ) ).toEqual( [
			{ msgid: 'Add the workshop address.' },
		] );
	} );

	it( 'keeps the translator comment that sits right above a call', () => {
		const code = `
			/* translators: %s: phone number. */
			sprintf( __( 'Phone: %s', 'rueda' ), phone );
			__( 'No comment', 'rueda' );`;

		expect( extractFromCode( code, 'rueda' ) ).toEqual( [
			{ msgid: 'Phone: %s', comment: '%s: phone number.' },
			{ msgid: 'No comment' },
		] );
	} );

	it( 'skips calls whose text is not a literal', () => {
		const code = `__( label, 'rueda' ); __( \`Hi \${ name }\`, 'rueda' ); my__( 'x', 'rueda' );`;

		expect( extractFromCode( code, 'rueda' ) ).toEqual( [] );
	} );
} );

describe( 'extractFromBlockJson', () => {
	it( 'returns title, description and keywords with the contexts WordPress uses', () => {
		expect(
			extractFromBlockJson( {
				title: 'Workshop details',
				description: 'Address and hours.',
				keywords: [ 'address' ],
			} )
		).toEqual( [
			{ msgid: 'Workshop details', msgctxt: 'block title' },
			{ msgid: 'Address and hours.', msgctxt: 'block description' },
			{ msgid: 'address', msgctxt: 'block keyword' },
		] );
	} );
} );
