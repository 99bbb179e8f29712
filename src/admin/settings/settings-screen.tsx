/**
 * The shop's settings screen (wp-admin → Rueda), one section per group of
 * settings, two columns on wide screens. One button, in a bar kept at the
 * bottom of the window with whether there are unsaved changes, saves every
 * changed section through rueda/v1;
 * a refused field shows the server's message under it, success and failure
 * show as snackbars, and leaving with unsaved changes asks first.
 */
import { Notice, Spinner } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import Snackbars, { useNotify } from '../shared/snackbars';
import CheckoutSection from './checkout-section';
import CompanySection, {
	COMPANY_SETTINGS_PATH,
	type CompanySettings,
} from './company-section';
import DataSection from './data-section';
import EcovalorSection, {
	ECOVALOR_SETTINGS_PATH,
	type EcovalorSettings,
} from './ecovalor-section';
import GeneralSection from './general-section';
import LegalSection from './legal-section';
import PageLinksSection from './page-links-section';
import PaymentsSection from './payments-section';
import SaveBar from './save-bar';
import { sectionAnchor, sectionTitles, type SectionId } from './sections';
import ShippingSection from './shipping-section';
import TaxesSection from './taxes-section';
import VerifactuSection from './verifactu-section';
import {
	CHECKOUT_SETTINGS_PATH,
	DATA_SETTINGS_PATH,
	GENERAL_SETTINGS_PATH,
	LEGAL_SETTINGS_PATH,
	PAGE_LINKS_PATH,
	PAYMENT_SETTINGS_PATH,
	SHIPPING_SETTINGS_PATH,
	TAX_SETTINGS_PATH,
	type CheckoutSettings,
	type DataSettings,
	type GeneralSettings,
	type LegalSettings,
	type PageLinks,
	type PaymentSettings,
	type ShippingSettings,
	type TaxSettings,
	type SettingsPageData,
} from './types';
import { useSettingsGroup } from './use-settings-group';
import { useWarnBeforeLeaving } from './use-warn-before-leaving';

export default function SettingsScreen( { page }: { page: SettingsPageData } ) {
	const general = useSettingsGroup< GeneralSettings >(
		GENERAL_SETTINGS_PATH
	);
	const company = useSettingsGroup< CompanySettings >(
		COMPANY_SETTINGS_PATH
	);
	const checkout = useSettingsGroup< CheckoutSettings >(
		CHECKOUT_SETTINGS_PATH
	);
	const shipping = useSettingsGroup< ShippingSettings >(
		SHIPPING_SETTINGS_PATH
	);
	const payments = useSettingsGroup< PaymentSettings >(
		PAYMENT_SETTINGS_PATH
	);
	const legal = useSettingsGroup< LegalSettings >( LEGAL_SETTINGS_PATH );
	const taxes = useSettingsGroup< TaxSettings >( TAX_SETTINGS_PATH );
	const pageLinks = useSettingsGroup< PageLinks >( PAGE_LINKS_PATH );
	const data = useSettingsGroup< DataSettings >( DATA_SETTINGS_PATH );
	const ecovalor = useSettingsGroup< EcovalorSettings >(
		ECOVALOR_SETTINGS_PATH
	);
	const groups = [
		general,
		company,
		checkout,
		shipping,
		payments,
		legal,
		taxes,
		ecovalor,
		pageLinks,
		data,
	];
	const [ isSaving, setIsSaving ] = useState( false );
	const notify = useNotify();
	const isDirty = groups.some( ( group ) => group.isDirty );
	const loadError = groups.find( ( group ) => group.loadError )?.loadError;

	useWarnBeforeLeaving( isDirty );

	if ( loadError ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ loadError }
			</Notice>
		);
	}
	if ( groups.some( ( group ) => ! group.draft ) ) {
		return <Spinner />;
	}

	const save = async () => {
		setIsSaving( true );
		// One group after another: two requests updating autoloaded options at once race
		// on WordPress's cached `alloptions` under a persistent object cache (core
		// ticket #31245), and the cache would lose one of the changes.
		let failure: unknown;
		for ( const group of groups.filter( ( each ) => each.isDirty ) ) {
			try {
				await group.save();
			} catch ( error ) {
				failure ??= error;
			}
		}
		setIsSaving( false );
		if ( failure ) {
			notify(
				( failure as { message?: string } )?.message ??
					__( 'The settings could not be saved.', 'rueda' ),
				true
			);
			return;
		}
		notify( __( 'Settings saved.', 'rueda' ) );
	};

	return (
		<form
			className="rueda-settings"
			onSubmit={ ( event ) => {
				event.preventDefault();
				save();
			} }
		>
			<nav
				className="rueda-settings__nav"
				aria-label={ __( 'Settings sections', 'rueda' ) }
			>
				{ Object.entries( sectionTitles() ).map( ( [ id, title ] ) => (
					<a
						key={ id }
						href={ `#${ sectionAnchor( id as SectionId ) }` }
					>
						{ title }
					</a>
				) ) }
			</nav>
			<div className="rueda-settings__sections">
				<GeneralSection group={ general } page={ page } />
				<CompanySection group={ company } />
				<VerifactuSection />
				<CheckoutSection group={ checkout } />
				<PaymentsSection group={ payments } />
				<LegalSection group={ legal } />
				<ShippingSection
					group={ shipping }
					page={ page }
					currency={ page.currency }
				/>
				<TaxesSection
					group={ taxes }
					countries={ page.countries }
					states={ page.states }
				/>
				<EcovalorSection
					group={ ecovalor }
					categories={ page.ecoCategories }
					currency={ page.currency }
				/>
				<PageLinksSection group={ pageLinks } />
				<DataSection
					group={ data }
					canChange={ page.canChangeDataRemoval }
				/>
			</div>
			<SaveBar isDirty={ isDirty } isSaving={ isSaving } />
			<Snackbars />
		</form>
	);
}
