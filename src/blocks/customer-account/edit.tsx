/**
 * Editor UI of rueda/customer-account: a static preview of the signed-in
 * account with sample orders (the live page loads the customer's own).
 */
import { useBlockProps } from '@wordpress/block-editor';
import { __, _x, sprintf } from '@wordpress/i18n';

import { Preview } from '@rueda/blocks/shared/editor';
import { formatPrice } from '@rueda/shared/money';
import { SECTIONS, sectionTitle } from './routes';

const CURRENCY = {
	currency_minor_unit: 2,
	currency_decimal_separator: ',',
	currency_thousand_separator: '.',
	currency_prefix: '',
	currency_suffix: ' €',
};

const SAMPLE_ORDERS = [
	{ number: '1042', date: '12/03/2026', total: 38990, items: 4 },
	{ number: '1017', date: '28/01/2026', total: 4500, items: 1 },
];

export default function Edit() {
	return (
		<div { ...useBlockProps() }>
			<Preview>
				<div className="rueda-customer-account__header">
					<p className="rueda-customer-account__greeting">
						{ sprintf(
							/* translators: %s: the customer's name. */
							__( 'Hello, %s', 'rueda' ),
							'Lucía'
						) }
					</p>
					<span className="rueda-customer-account__logout">
						{ __( 'Sign out', 'rueda' ) }
					</span>
				</div>
				<div className="rueda-customer-account__dashboard">
					<nav
						className="rueda-customer-account__nav"
						aria-label={ __( 'My account', 'rueda' ) }
					>
						<ul>
							{ SECTIONS.map( ( section, index ) => (
								<li key={ section }>
									<a
										href={ `#${ section }` }
										aria-current={
											index === 0 ? 'page' : undefined
										}
									>
										{ sectionTitle( section ) }
									</a>
								</li>
							) ) }
						</ul>
					</nav>
					<section className="rueda-customer-account__section">
						<h2 className="rueda-customer-account__title">
							{ sectionTitle( 'orders' ) }
						</h2>
						<ul className="rueda-customer-account__orders">
							{ SAMPLE_ORDERS.map( ( order ) => (
								<li
									key={ order.number }
									className="rueda-customer-account__order-card"
								>
									<span className="rueda-customer-account__order-link">
										{ sprintf(
											/* translators: %s: order number. */
											__( 'Order #%s', 'rueda' ),
											order.number
										) }
									</span>
									<span className="rueda-customer-account__order-date">
										{ order.date }
									</span>
									<span className="rueda-customer-account__status is-completed">
										{ _x(
											'Completed',
											'order status',
											'rueda'
										) }
									</span>
									<span className="rueda-customer-account__order-total">
										{ formatPrice( order.total, CURRENCY ) }
									</span>
								</li>
							) ) }
						</ul>
					</section>
				</div>
			</Preview>
		</div>
	);
}
