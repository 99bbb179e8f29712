/**
 * The signed-in customer's account: a nav list of sections (a row of links
 * that wraps on a phone) and the chosen section, loaded on demand. The
 * section lives in the URL's fragment; moving to another one puts the focus
 * on its heading, and saved forms speak through one polite live region.
 */
import {
	Suspense,
	lazy,
	useEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import type { AddressSettings } from '@rueda/shared/address';
import { AnnouncerProvider } from './components/announcer';
import Loading from './components/loading';
import {
	SECTIONS,
	parseRoute,
	sectionHash,
	sectionTitle,
	type Route,
} from './routes';

const OrdersSection = lazy(
	() =>
		import(
			/* webpackChunkName: "customer-account-orders" */ './sections/orders'
		)
);
const AddressesSection = lazy(
	() =>
		import(
			/* webpackChunkName: "customer-account-addresses" */ './sections/addresses'
		)
);
const PaymentMethodsSection = lazy(
	() =>
		import(
			/* webpackChunkName: "customer-account-payment-methods" */ './sections/payment-methods'
		)
);
const AccountDetailsSection = lazy(
	() =>
		import(
			/* webpackChunkName: "customer-account-details" */ './sections/account-details'
		)
);

export type DashboardProps = {
	cartUrl: string;
	/** Countries and provinces for the address forms. */
	getAddressSettings: () => AddressSettings;
	onCartChanged?: () => void;
};

function useRoute(): [ Route, boolean ] {
	const [ state, setState ] = useState( () => ( {
		route: parseRoute( window.location.hash ),
		moved: false,
	} ) );
	useEffect( () => {
		const follow = () =>
			setState( {
				route: parseRoute( window.location.hash ),
				moved: true,
			} );
		window.addEventListener( 'hashchange', follow );
		return () => window.removeEventListener( 'hashchange', follow );
	}, [] );
	return [ state.route, state.moved ];
}

export default function Dashboard( {
	cartUrl,
	getAddressSettings,
	onCartChanged,
}: DashboardProps ) {
	const [ route, moved ] = useRoute();
	const heading = useRef< HTMLHeadingElement >( null );
	const title = sectionTitle( route.section );

	// Not on the first render: the page has just loaded and the focus is where it should be.
	useEffect( () => {
		if ( moved ) {
			heading.current?.focus();
		}
	}, [ route, moved ] );

	let content;
	switch ( route.section ) {
		case 'orders':
			content = (
				<OrdersSection
					orderId={ route.orderId }
					cartUrl={ cartUrl }
					countries={ getAddressSettings().countries }
					states={ getAddressSettings().states }
					onCartChanged={ onCartChanged }
				/>
			);
			break;
		case 'addresses':
			content = <AddressesSection settings={ getAddressSettings() } />;
			break;
		case 'payment-methods':
			content = <PaymentMethodsSection />;
			break;
		case 'account-details':
			content = <AccountDetailsSection />;
			break;
	}

	return (
		<AnnouncerProvider>
			<div className="rueda-customer-account__dashboard">
				<nav
					className="rueda-customer-account__nav"
					aria-label={ __( 'My account', 'rueda' ) }
				>
					<ul>
						{ SECTIONS.map( ( section ) => (
							<li key={ section }>
								<a
									href={ sectionHash( section ) }
									aria-current={
										section === route.section
											? 'page'
											: undefined
									}
								>
									{ sectionTitle( section ) }
								</a>
							</li>
						) ) }
					</ul>
				</nav>
				<section
					className="rueda-customer-account__section"
					aria-labelledby="rueda-customer-account-title"
				>
					<h2
						id="rueda-customer-account-title"
						ref={ heading }
						tabIndex={ -1 }
						className="rueda-customer-account__title"
					>
						{ title }
					</h2>
					<Suspense fallback={ <Loading /> }>{ content }</Suspense>
				</section>
			</div>
		</AnnouncerProvider>
	);
}
