/**
 * rueda/checkout-contact-information on the live site: the email with the
 * shop's data-protection notice, a link to log in (back to this page) for
 * guests, and account creation as the shop allows or requires it (spec
 * section 6).
 */
import { useInstanceId } from '@wordpress/compose';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { addQueryArgs } from '@wordpress/url';
import {
	checkoutStore,
	getShopSettings,
	type InnerBlockProps,
} from '@rueda/runtime';

import { ContactEmail } from '@rueda/blocks/shared/address';
import { getAccountCreation } from '../../account';
import { getCheckoutSettings } from '../../checkout-settings';
import InvoiceRequest from '../../invoice/invoice-request';
import VehicleRequest from '../../vehicle/vehicle-request';
import AccountPassword from './account-password';
import ContactInformation from './block';
import DataProtectionNotice from './data-protection-notice';

/**
 * Where guests log in: the settings' login URL (which comes back to the
 * checkout), else the my account page, asked to come back here.
 */
function getLoginUrl(): string {
	const { loginUrl } = getCheckoutSettings();
	if ( loginUrl ) {
		return loginUrl;
	}
	const { myaccount } = getShopSettings().links;
	return myaccount
		? addQueryArgs( myaccount, { redirect_to: window.location.href } )
		: '';
}

export default function ContactInformationBlock( {
	className,
}: InnerBlockProps ) {
	const instanceId = useInstanceId( ContactInformationBlock );
	const { customerId, shouldCreateAccount, password } = useSelect(
		( select ) => ( {
			customerId: select( checkoutStore ).getCustomerId(),
			shouldCreateAccount:
				select( checkoutStore ).getShouldCreateAccount(),
			password: select( checkoutStore ).getCustomerPassword(),
		} ),
		[]
	);
	const { setShouldCreateAccount, setCustomerPassword } =
		useDispatch( checkoutStore );
	const { allowsGuest, allowsSignup, dataProtectionText, privacyPageUrl } =
		getCheckoutSettings();
	const isLoggedIn = customerId > 0;
	const accountCreation = getAccountCreation( {
		isLoggedIn,
		allowsGuest,
		allowsSignup,
	} );

	// Guests who may not check out as guests create an account: ticked, not shown.
	useEffect( () => {
		if ( accountCreation === 'required' && ! shouldCreateAccount ) {
			setShouldCreateAccount( true );
		}
	}, [ accountCreation, shouldCreateAccount, setShouldCreateAccount ] );

	return (
		<div className={ className }>
			<ContactInformation
				email={ <ContactEmail /> }
				dataProtection={
					<DataProtectionNotice
						text={ dataProtectionText }
						privacyUrl={
							privacyPageUrl || getShopSettings().links.privacy
						}
					/>
				}
				loginUrl={ isLoggedIn ? '' : getLoginUrl() }
				accountCreation={ accountCreation }
				shouldCreateAccount={ shouldCreateAccount }
				onChangeCreateAccount={ setShouldCreateAccount }
				password={
					<AccountPassword
						value={ password }
						onChange={ setCustomerPassword }
						instanceId={ String( instanceId ) }
					/>
				}
				vehicle={ <VehicleRequest /> }
				invoice={ <InvoiceRequest /> }
				instanceId={ String( instanceId ) }
			/>
		</div>
	);
}
