/**
 * The data-protection notice under the checkout's email field: the shop's
 * text in small type and a link to the privacy policy.
 */
import { render, screen } from '@testing-library/react';

import {
	printShopSettings,
	shopSettings,
} from '@rueda/shared/settings/test/fixtures';
import ContactInformationBlock from '../inner-blocks/checkout-contact-information/frontend';
import DataProtectionNotice from '../inner-blocks/checkout-contact-information/data-protection-notice';

const NOTICE =
	'Basic data protection information. Controller: Neumáticos Ejemplo S.L. Purpose: managing your order and invoicing it.';

describe( 'the data-protection notice', () => {
	beforeAll( () => {
		printShopSettings(
			shopSettings( {
				checkout: {
					dataProtectionText: NOTICE,
					privacyPageUrl:
						'https://example.com/politica-de-privacidad/',
				},
			} )
		);
	} );

	it( 'follows the email field in the contact step, linking the privacy policy', () => {
		render( <ContactInformationBlock attributes={ {} } className="x" /> );

		const email = screen.getByRole( 'textbox', { name: /email/i } );
		const notice = screen.getByText( NOTICE, { exact: false } );
		expect( notice ).toHaveClass( 'rueda-data-protection' );
		expect( email.compareDocumentPosition( notice ) ).toBe(
			Node.DOCUMENT_POSITION_FOLLOWING
		);
		expect(
			screen.getByRole( 'link', {
				name: 'More information in the privacy policy.',
			} )
		).toHaveAttribute(
			'href',
			'https://example.com/politica-de-privacidad/'
		);
	} );

	it( 'keeps the shop owner’s lines and shows nothing without a text', () => {
		const { container, rerender } = render(
			<DataProtectionNotice
				text={ 'Responsable: Taller.\nFinalidad: tu pedido.' }
				privacyUrl=""
			/>
		);
		expect( container.textContent ).toBe(
			'Responsable: Taller.\nFinalidad: tu pedido.'
		);
		expect( screen.queryByRole( 'link' ) ).toBeNull();

		rerender( <DataProtectionNotice text="" privacyUrl="https://x/" /> );
		expect( container ).toBeEmptyDOMElement();
	} );
} );
