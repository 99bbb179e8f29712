/**
 * The order's invoice: its number and a button that opens the printable page
 * in a new tab, or why there is none yet; and the tax id the customer gave.
 */
import { Button, Card, CardBody, CardHeader } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import type { OrderInvoice } from './types';

export default function InvoicePanel( {
	invoice,
	taxId,
}: {
	invoice: OrderInvoice | null;
	/** The customer's NIF/NIE/CIF, '' when they asked for no invoice. */
	taxId: string;
} ) {
	return (
		<Card className="rueda-order__invoice">
			<CardHeader>
				<h2>{ __( 'Invoice', 'rueda' ) }</h2>
			</CardHeader>
			<CardBody>
				{ invoice ? (
					<>
						<p>
							{ sprintf(
								/* translators: %s: invoice number, e.g. F2026-000001. */
								__( 'Invoice %s', 'rueda' ),
								invoice.number
							) }
						</p>
						<Button
							variant="secondary"
							href={ invoice.url }
							target="_blank"
							rel="noreferrer"
							__next40pxDefaultSize
						>
							{ __( 'View invoice', 'rueda' ) }
						</Button>
					</>
				) : (
					<p>
						{ __(
							'No invoice yet: it is issued when the order is paid.',
							'rueda'
						) }
					</p>
				) }
				<p>
					{ taxId
						? sprintf(
								/* translators: %s: the customer's NIF, NIE or CIF. */
								__( 'Customer NIF: %s', 'rueda' ),
								taxId
							)
						: __(
								'Simplified invoice: the customer gave no NIF.',
								'rueda'
							) }
				</p>
			</CardBody>
		</Card>
	);
}
