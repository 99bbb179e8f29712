/**
 * The checkout steps on the live site read the shop owner's title,
 * description and step number from their data-* attributes (render.php);
 * empty ones keep the step's default texts.
 */
import { render, screen } from '@testing-library/react';
import { Suspense } from '@wordpress/element';
import { getInnerBlockComponent } from '@rueda/runtime';

import {
	printShopSettings,
	shopSettings,
} from '@rueda/shared/settings/test/fixtures';
import {
	readStepSettings,
	withStepSettings,
} from '../components/checkout-step-settings';
import ContactInformationBlock from '../inner-blocks/checkout-contact-information/frontend';
import { registerCheckoutInnerBlocks } from '../inner-blocks/frontend';

const ContactStep = withStepSettings( ContactInformationBlock );

const DEFAULT_DESCRIPTION =
	'We will use this email to send you details and updates about your order.';

describe( 'readStepSettings', () => {
	it( 'reads the texts as written and the step number', () => {
		expect(
			readStepSettings( {
				title: 'Tus datos',
				description: '',
				showStepNumber: 'true',
			} )
		).toEqual( {
			title: 'Tus datos',
			description: '',
			showStepNumber: true,
		} );
	} );

	it( 'shows no number unless asked', () => {
		expect( readStepSettings( {} ) ).toEqual( {
			title: '',
			description: '',
			showStepNumber: false,
		} );
		expect(
			readStepSettings( { showStepNumber: 'yes' } ).showStepNumber
		).toBe( false );
	} );
} );

describe( 'withStepSettings', () => {
	beforeAll( () => {
		printShopSettings( shopSettings() );
	} );

	it( 'shows the shop owner’s title, description and number', () => {
		const { container } = render(
			<ContactStep
				className="wp-block-rueda-checkout-contact-information"
				attributes={ {
					title: 'Tus <strong>datos</strong>',
					description: 'Te avisaremos &amp; más',
					showStepNumber: 'true',
				} }
			/>
		);
		expect(
			screen.getByRole( 'group', { name: 'Tus datos' } )
		).toBeVisible();
		expect( screen.getByText( 'Te avisaremos & más' ) ).toHaveClass(
			'rueda-checkout-step__description'
		);
		expect( screen.queryByText( DEFAULT_DESCRIPTION ) ).toBeNull();
		expect( container.querySelector( '.rueda-checkout-step' ) ).toHaveClass(
			'rueda-checkout-step--with-step-number'
		);
	} );

	it( 'keeps the default texts when the shop owner set none', () => {
		const { container } = render(
			<ContactStep
				className="wp-block-rueda-checkout-contact-information"
				attributes={ {
					title: ' ',
					description: '',
					showStepNumber: 'false',
				} }
			/>
		);
		expect(
			screen.getByRole( 'group', { name: 'Contact information' } )
		).toBeVisible();
		expect( screen.getByText( DEFAULT_DESCRIPTION ) ).toBeVisible();
		expect(
			container.querySelector( '.rueda-checkout-step' )
		).not.toHaveClass( 'rueda-checkout-step--with-step-number' );
	} );

	it( 'is how the checkout registers its steps', async () => {
		registerCheckoutInnerBlocks();
		const Step = getInnerBlockComponent(
			'rueda/checkout-contact-information'
		);
		expect( Step ).not.toBeNull();
		if ( ! Step ) {
			return;
		}
		render(
			<Suspense fallback={ null }>
				<Step
					className="wp-block-rueda-checkout-contact-information"
					attributes={ { title: 'Tus datos' } }
				/>
			</Suspense>
		);
		expect(
			await screen.findByRole( 'group', { name: 'Tus datos' } )
		).toBeVisible();
	} );
} );
