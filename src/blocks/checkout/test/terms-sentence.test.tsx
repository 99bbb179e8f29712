/**
 * The terms block of a shop that turned the terms checkbox off (Settings →
 * Legal): a sentence with the links, nothing to tick and nothing sent; the
 * block itself may still ask for the box.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { dispatch, select } from '@wordpress/data';
import { checkoutStore, validationStore } from '@rueda/runtime';

import {
	printShopSettings,
	shopSettings,
} from '@rueda/shared/settings/test/fixtures';
import TermsBlock, {
	TERMS_VALIDATION_ID,
} from '../inner-blocks/checkout-terms/frontend';

describe( 'TermsBlock without the required checkbox', () => {
	beforeAll( () => {
		printShopSettings(
			shopSettings( { checkout: { termsCheckbox: false } } )
		);
	} );

	afterEach( () => {
		cleanup();
		dispatch( validationStore ).clearValidationErrors();
	} );

	it( 'links the terms and the privacy policy in a sentence', () => {
		render( <TermsBlock attributes={ {} } className="x" /> );

		expect(
			screen.getByText(
				/By proceeding with your purchase you agree to our/
			)
		).toBeVisible();
		expect(
			screen.getByRole( 'link', { name: 'Terms and Conditions' } )
		).toHaveAttribute( 'href', 'https://example.com/terminos/' );
		expect( screen.queryByRole( 'checkbox' ) ).toBeNull();
		expect(
			select( validationStore ).getValidationError( TERMS_VALIDATION_ID )
		).toBeUndefined();
		expect(
			select( checkoutStore ).getAdditionalFields()[ 'rueda/terms' ]
		).toBeUndefined();
	} );

	it( 'still shows the box when the block asks for it', () => {
		render(
			<TermsBlock attributes={ { checkbox: 'true' } } className="x" />
		);

		expect( screen.getByRole( 'checkbox' ) ).not.toBeChecked();
		expect(
			select( validationStore ).getValidationError( TERMS_VALIDATION_ID )
		).toEqual( {
			message: 'Please check this box if you want to proceed.',
			hidden: true,
		} );
	} );
} );
