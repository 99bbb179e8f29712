/**
 * A checkout step's editor UI (shared by every step, CheckoutStepEdit): the
 * title and description edited in place and in the sidebar write the block's
 * attributes; empty ones show the step's default texts; the step number is a
 * toggle.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockEditProps } from '@wordpress/blocks';

import type { CheckoutStepAttributes } from '../components/checkout-step-settings';
import ContactInformationEdit from '../inner-blocks/checkout-contact-information/edit';
import PaymentEdit from '../inner-blocks/checkout-payment/edit';

jest.mock(
	'@wordpress/block-editor',
	() => require( '@rueda/blocks/shared/editor/test/editor-mocks' ).blockEditor
);
jest.mock(
	'@wordpress/components',
	() => require( '@rueda/blocks/shared/editor/test/editor-mocks' ).components
);
jest.mock(
	'@wordpress/blocks',
	() => require( '@rueda/blocks/shared/editor/test/editor-mocks' ).blocks
);

const EMPTY: CheckoutStepAttributes = {
	title: '',
	description: '',
	showStepNumber: false,
};

/**
 * What a step's edit uses of its props.
 *
 * @param attributes The block's attributes.
 */
function editProps(
	attributes: CheckoutStepAttributes = EMPTY
): BlockEditProps< CheckoutStepAttributes > {
	return {
		attributes,
		setAttributes: jest.fn(),
	} as Partial<
		BlockEditProps< CheckoutStepAttributes >
	> as BlockEditProps< CheckoutStepAttributes >;
}

describe( 'CheckoutStepEdit', () => {
	describe( 'the contact step', () => {
		it( 'shows the default title and description when none is set', () => {
			render( <ContactInformationEdit { ...editProps() } /> );
			const title = screen.getByRole( 'textbox', {
				name: 'Contact information',
			} );
			expect( title ).toHaveValue( '' );
			expect( title ).toHaveAttribute( 'data-tag-name', 'h2' );
			expect(
				screen.getByRole( 'textbox', {
					name: 'We will use this email to send you details and updates about your order.',
				} )
			).toHaveValue( '' );
			expect( screen.getByLabelText( 'Title' ) ).toHaveAttribute(
				'placeholder',
				'Contact information'
			);
		} );

		it( 'writes the title edited in place', () => {
			const props = editProps();
			render( <ContactInformationEdit { ...props } /> );
			fireEvent.change(
				screen.getByRole( 'textbox', { name: 'Contact information' } ),
				{ target: { value: 'Tus datos' } }
			);
			expect( props.setAttributes ).toHaveBeenCalledWith( {
				title: 'Tus datos',
			} );
		} );

		it( 'writes the description edited in place and in the sidebar', () => {
			const props = editProps();
			render( <ContactInformationEdit { ...props } /> );
			fireEvent.change(
				screen.getByRole( 'textbox', {
					name: 'We will use this email to send you details and updates about your order.',
				} ),
				{ target: { value: 'Para avisarte' } }
			);
			fireEvent.change( screen.getByLabelText( 'Description' ), {
				target: { value: 'Para la factura' },
			} );
			expect( props.setAttributes ).toHaveBeenCalledWith( {
				description: 'Para avisarte',
			} );
			expect( props.setAttributes ).toHaveBeenCalledWith( {
				description: 'Para la factura',
			} );
		} );

		it( 'shows the texts set, and the step number when asked', () => {
			const { container } = render(
				<ContactInformationEdit
					{ ...editProps( {
						title: 'Tus datos',
						description: 'Para avisarte',
						showStepNumber: true,
					} ) }
				/>
			);
			expect(
				screen.getByRole( 'textbox', { name: 'Contact information' } )
			).toHaveValue( 'Tus datos' );
			expect( screen.getByLabelText( 'Title' ) ).toHaveValue(
				'Tus datos'
			);
			expect( screen.getByLabelText( 'Show step number' ) ).toBeChecked();
			expect(
				container.querySelector( '.rueda-checkout-step' )
			).toHaveClass( 'rueda-checkout-step--with-step-number' );
		} );

		it( 'turns the step number on', async () => {
			const props = editProps();
			render( <ContactInformationEdit { ...props } /> );
			await userEvent.click(
				screen.getByLabelText( 'Show step number' )
			);
			expect( props.setAttributes ).toHaveBeenCalledWith( {
				showStepNumber: true,
			} );
		} );

		it( 'keeps the step’s fields disabled (a preview)', () => {
			const { container } = render(
				<ContactInformationEdit { ...editProps() } />
			);
			expect(
				container.querySelector(
					'.rueda-editor-preview .rueda-checkout-step__content'
				)
			).toContainElement(
				screen.getByRole( 'textbox', { name: 'Email address' } )
			);
		} );
	} );

	describe( 'a step without a default description', () => {
		it( 'offers an optional one', () => {
			render( <PaymentEdit { ...editProps() } /> );
			expect(
				screen.getByRole( 'textbox', { name: 'Payment options' } )
			).toHaveValue( '' );
			expect(
				screen.getByRole( 'textbox', {
					name: 'Optional text for this form step.',
				} )
			).toHaveValue( '' );
		} );
	} );
} );
