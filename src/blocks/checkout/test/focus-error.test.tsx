/**
 * A refused order moves the focus to the first invalid field, or to the
 * error notice when no field is at fault, and scrolls it into view.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { dispatch } from '@wordpress/data';
import { checkoutStore, noticesStore, validationStore } from '@rueda/runtime';

import { AddressForm } from '@rueda/blocks/shared/address';
import { SETTINGS, billingAddress } from '@rueda/shared/address/test/fixtures';
import { StoreNotices } from '@rueda/blocks/shared/notices';
import { CHECKOUT_NOTICE_CONTEXT } from '@rueda/stores/checkout/constants';
import { focusFirstError, useFocusFirstErrorOnFailure } from '../focus-error';

const scrollIntoView = jest.fn();

function Checkout( {
	root,
	address,
}: {
	root: HTMLElement;
	address: ReturnType< typeof billingAddress >;
} ) {
	useFocusFirstErrorOnFailure( root );
	return (
		<>
			<div className="rueda-checkout-notices">
				<StoreNotices context={ CHECKOUT_NOTICE_CONTEXT } />
			</div>
			<AddressForm
				id="billing"
				type="billing"
				address={ address }
				settings={ SETTINGS }
				onChange={ () => undefined }
			/>
		</>
	);
}

function renderCheckout( address = billingAddress() ) {
	const root = document.createElement( 'div' );
	document.body.appendChild( root );
	render( <Checkout root={ root } address={ address } />, {
		container: root,
	} );
	return root;
}

/**
 * An attempt refused before the order is sent, as runBeforeProcessing does it.
 *
 * @param message The notice of the attempt.
 */
function refuseOrder( message: string ) {
	act( () => {
		dispatch( checkoutStore ).setBeforeProcessing();
		dispatch( validationStore ).showAllValidationErrors();
		dispatch( noticesStore ).createErrorNotice( message, {
			id: 'checkout',
			context: CHECKOUT_NOTICE_CONTEXT,
		} );
		dispatch( checkoutStore ).setHasError( true );
		dispatch( checkoutStore ).setIdle();
	} );
}

beforeAll( () => {
	Element.prototype.scrollIntoView = scrollIntoView;
} );

afterEach( () => {
	cleanup();
	scrollIntoView.mockClear();
	dispatch( validationStore ).clearValidationErrors();
	dispatch( noticesStore ).removeNotice(
		'checkout',
		CHECKOUT_NOTICE_CONTEXT
	);
	dispatch( checkoutStore ).setHasError( false );
} );

describe( 'useFocusFirstErrorOnFailure', () => {
	it( 'focuses the first invalid field and scrolls it to the centre', () => {
		renderCheckout( billingAddress( { last_name: '', city: '' } ) );

		refuseOrder( 'Please fix the following errors before continuing.' );

		const lastName = screen.getByRole( 'textbox', { name: 'Last name' } );
		expect( lastName ).toHaveFocus();
		expect( lastName ).toHaveAccessibleDescription(
			'Please enter your last name.'
		);
		expect( scrollIntoView ).toHaveBeenCalledTimes( 1 );
		expect( scrollIntoView.mock.contexts[ 0 ] ).toBe( lastName );
		expect( scrollIntoView ).toHaveBeenCalledWith(
			expect.objectContaining( { block: 'center' } )
		);
		// The summary is announced as it appears.
		expect(
			screen.getByText(
				'Please fix the following errors before continuing.'
			).parentElement
		).toHaveAttribute( 'role', 'alert' );
	} );

	it( "focuses the error notice when the error is not a field's", () => {
		renderCheckout();

		refuseOrder( 'Sorry, this order requires a shipping option.' );

		const notice = screen.getByRole( 'alert' );
		expect( notice ).toHaveTextContent(
			'Sorry, this order requires a shipping option.'
		);
		expect( notice ).toHaveFocus();
		expect( notice ).toHaveAttribute( 'tabindex', '-1' );
		expect( scrollIntoView.mock.contexts[ 0 ] ).toBe( notice );
	} );

	it( 'leaves the focus alone while the shopper edits', () => {
		renderCheckout( billingAddress( { last_name: '' } ) );

		act( () => {
			dispatch( validationStore ).showAllValidationErrors();
		} );

		expect( document.body ).toHaveFocus();
		expect( scrollIntoView ).not.toHaveBeenCalled();
	} );
} );

describe( 'focusFirstError', () => {
	it( 'returns null when there is nothing to fix', () => {
		expect( focusFirstError( document.createElement( 'div' ) ) ).toBeNull();
	} );
} );
