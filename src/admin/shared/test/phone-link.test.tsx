/**
 * A customer's phone in the admin dials with one tap.
 */
import { render, screen } from '@testing-library/react';

import { PhoneLink } from '../phone-link';

describe( 'PhoneLink', () => {
	it.each( [
		[ '+34 916 00 01 23', 'tel:+34916000123' ],
		[ '916-000-123', 'tel:916000123' ],
		[ '(91) 600.01.23', 'tel:916000123' ],
	] )( 'dials %s as %s and shows it as written', ( phone, href ) => {
		render( <PhoneLink phone={ phone } /> );

		expect( screen.getByRole( 'link', { name: phone } ) ).toHaveAttribute(
			'href',
			href
		);
	} );
} );
