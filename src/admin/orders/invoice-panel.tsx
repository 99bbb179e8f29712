/**
 * The order's invoice: its number and a button that opens the printable page
 * in a new tab, or why there is none yet; and the tax id the customer gave.
 * A simplified invoice not yet replaced offers "Issue full invoice"; once
 * replaced, the panel lists both.
 */
import { Button, Card, CardBody, CardHeader } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import SubstituteInvoiceForm from './substitute-invoice-form';
import type { OrderDetail, OrderInvoice } from './types';

export default function InvoicePanel( {
	invoice,
	taxId,
	orderId,
	substitute = null,
	canReplace = false,
	onReplaced,
	notify,
}: {
	invoice: OrderInvoice | null;
	/** The customer's NIF/NIE/CIF, '' when they asked for no invoice. */
	taxId: string;
	orderId: number;
	/** The factura completa that replaced the simplified invoice. */
	substitute?: ( OrderInvoice & { replaces: string } ) | null;
	/** Whether the simplified invoice may still be replaced. */
	canReplace?: boolean;
	onReplaced: ( order: OrderDetail ) => void;
	notify: ( message: string, isError?: boolean ) => void;
} ) {
	const [ isReplacing, setIsReplacing ] = useState( false );
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
				{ substitute && (
					<>
						<p>
							{ sprintf(
								/* translators: 1: full invoice number, 2: the simplified invoice it replaces. */
								__(
									'Full invoice %1$s, replacing %2$s',
									'rueda'
								),
								substitute.number,
								substitute.replaces
							) }
						</p>
						<Button
							variant="secondary"
							href={ substitute.url }
							target="_blank"
							rel="noreferrer"
							__next40pxDefaultSize
						>
							{ __( 'View full invoice', 'rueda' ) }
						</Button>
					</>
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
				{ invoice && canReplace && ! isReplacing && (
					<Button
						variant="secondary"
						onClick={ () => setIsReplacing( true ) }
						__next40pxDefaultSize
					>
						{ __( 'Issue full invoice', 'rueda' ) }
					</Button>
				) }
				{ invoice && canReplace && isReplacing && (
					<SubstituteInvoiceForm
						orderId={ orderId }
						replaces={ invoice.number }
						onDone={ ( order ) => {
							setIsReplacing( false );
							onReplaced( order );
						} }
						onCancel={ () => setIsReplacing( false ) }
						notify={ notify }
					/>
				) }
			</CardBody>
		</Card>
	);
}
