/**
 * The contact step: the email field with the data-protection notice, a link
 * to log in for guests, when the shop offers or requires it account creation
 * with a password, and whether the shopper needs an invoice.
 */
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import Checkbox from '../../components/checkbox';
import CheckoutStep from '../../components/checkout-step';
import type { CheckoutStepTexts } from '../../components/checkout-step-settings';

/** The step's title and description when the shop owner has not set them. */
export function getStepTexts(): CheckoutStepTexts {
	return {
		title: __( 'Contact information', 'rueda' ),
		description: __(
			'We will use this email to send you details and updates about your order.',
			'rueda'
		),
	};
}

export type ContactInformationProps = {
	/** The email field. */
	email: ReactNode;
	/** The data-protection notice shown under the email field. */
	dataProtection?: ReactNode;
	/** Where guests log in; '' hides the link (customers, or no URL). */
	loginUrl: string;
	accountCreation: 'none' | 'optional' | 'required';
	shouldCreateAccount: boolean;
	onChangeCreateAccount: ( create: boolean ) => void;
	/** The password field and its strength meter, shown when creating an account. */
	password: ReactNode;
	/** The number plate of an order that books the workshop (none in the editor). */
	vehicle?: ReactNode;
	/** "I need an invoice" and its fields (none in the editor). */
	invoice?: ReactNode;
	instanceId: string;
};

export default function ContactInformation( {
	email,
	dataProtection = null,
	loginUrl,
	accountCreation,
	shouldCreateAccount,
	onChangeCreateAccount,
	password,
	vehicle,
	invoice,
	instanceId,
}: ContactInformationProps ) {
	const showsPassword =
		accountCreation === 'required' ||
		( accountCreation === 'optional' && shouldCreateAccount );
	return (
		<CheckoutStep
			className="rueda-contact-information"
			{ ...getStepTexts() }
		>
			{ loginUrl && (
				<p className="rueda-contact-information__login">
					{ __( 'Already have an account?', 'rueda' ) }{ ' ' }
					<a href={ loginUrl }>{ __( 'Log in', 'rueda' ) }</a>
				</p>
			) }
			{ email }
			{ dataProtection }
			{ accountCreation === 'optional' && (
				<Checkbox
					id={ `rueda-create-account-${ instanceId }` }
					className="rueda-contact-information__create-account"
					label={ __( 'Create an account?', 'rueda' ) }
					checked={ shouldCreateAccount }
					onChange={ onChangeCreateAccount }
				/>
			) }
			{ showsPassword && password }
			{ vehicle }
			{ invoice }
		</CheckoutStep>
	);
}
