/**
 * The terms block: a sentence with links, or a required checkbox whose error
 * lives in the rueda/validation store as 'terms-and-conditions'. The links
 * are the shop's terms and privacy pages.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch, select } from '@wordpress/data';
import { validationStore } from '@rueda/runtime';

import {
	printShopSettings,
	shopSettings,
} from '../../../shared/runtime/test/fixtures';
import TermsBlock, {
	TERMS_VALIDATION_ID,
} from '../inner-blocks/checkout-terms/frontend';

const MESSAGE = 'Please check this box if you want to proceed.';

describe( 'TermsBlock', () => {
	beforeAll( () => {
		printShopSettings( shopSettings() );
	} );

	// Unmounted first: the store change must not reach a mounted block.
	afterEach( () => {
		cleanup();
		dispatch( validationStore ).clearValidationErrors();
	} );

	it( 'links the terms and the privacy policy', () => {
		render( <TermsBlock attributes={ {} } className="x" /> );

		expect(
			screen.getByText(
				/By proceeding with your purchase you agree to our/
			)
		).toBeVisible();
		expect(
			screen.getByRole( 'link', { name: 'Terms and Conditions' } )
		).toHaveAttribute( 'href', 'https://example.com/terminos/' );
		expect(
			screen.getByRole( 'link', { name: 'Privacy Policy' } )
		).toHaveAttribute( 'href', 'https://example.com/privacidad/' );
		expect( screen.queryByRole( 'checkbox' ) ).toBeNull();
		expect(
			select( validationStore ).getValidationError( TERMS_VALIDATION_ID )
		).toBeUndefined();
	} );

	it( 'blocks the order until the box is ticked, without scolding early', async () => {
		render(
			<TermsBlock attributes={ { checkbox: 'true' } } className="x" />
		);

		expect(
			select( validationStore ).getValidationError( TERMS_VALIDATION_ID )
		).toEqual( { message: MESSAGE, hidden: true } );
		expect( screen.queryByText( MESSAGE ) ).toBeNull();

		// Placing the order shows every error.
		act( () => {
			dispatch( validationStore ).showAllValidationErrors();
		} );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( MESSAGE );
		expect( screen.getByRole( 'checkbox' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);

		await userEvent.click( screen.getByRole( 'checkbox' ) );

		expect(
			select( validationStore ).getValidationError( TERMS_VALIDATION_ID )
		).toBeUndefined();
		expect( screen.queryByText( MESSAGE ) ).toBeNull();
	} );

	it( 'shows the error once the shopper unticks the box', async () => {
		render(
			<TermsBlock attributes={ { checkbox: 'true' } } className="x" />
		);
		const checkbox = screen.getByRole( 'checkbox' );

		await userEvent.click( checkbox );
		await userEvent.click( checkbox );

		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( MESSAGE );
	} );

	it( 'takes its error away when it leaves the page', () => {
		const { unmount } = render(
			<TermsBlock attributes={ { checkbox: 'true' } } className="x" />
		);
		unmount();

		expect(
			select( validationStore ).getValidationError( TERMS_VALIDATION_ID )
		).toBeUndefined();
	} );
} );
