/**
 * What the shopper accepted when placing the order, and when: the terms and
 * privacy policy, and the request that the services start within the
 * withdrawal period (with the words they ticked). Nothing for orders without
 * a record (placed before Rueda recorded consents, or by the shop).
 */
import { Card, CardBody, CardHeader } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { OrderDetail } from './types';

export default function LegalConsents( {
	consents,
}: {
	consents: OrderDetail[ 'legal_consents' ];
} ) {
	if ( consents.length === 0 ) {
		return null;
	}
	return (
		<Card>
			<CardHeader>
				<h2>{ __( 'Consents', 'rueda' ) }</h2>
			</CardHeader>
			<CardBody>
				<dl className="rueda-order__facts">
					{ consents.map( ( consent ) => (
						<div key={ consent.label }>
							<dt>{ consent.label }</dt>
							<dd>
								<time dateTime={ consent.date_gmt }>
									{ consent.date }
								</time>
								{ consent.text && (
									<q className="rueda-order__consent-text">
										{ consent.text }
									</q>
								) }
							</dd>
						</div>
					) ) }
				</dl>
			</CardBody>
		</Card>
	);
}
