/**
 * The invoices and rectifying invoices, newest first: number (a link to the
 * invoice's page), date, type, customer, total and the record's state, CSV code
 * and AEAT error; filtered by state and type, searched by number or NIF; each
 * row shows its QR code and may be annulled.
 */
import { Button, ExternalLink, Modal, Notice } from '@wordpress/components';
import {
	DataViews,
	type Action,
	type Field,
	type View,
} from '@wordpress/dataviews/wp';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { formatPrice } from '../settings/format-price';
import type { Notify } from '../shared/snackbars';
import { useRestList } from '../shared/use-rest-list';
import AnnulModal from './annul-modal';
import InvoiceQr from './invoice-qr';
import { invoiceStates, invoiceTypes, shortDate, stateLabel } from './states';
import { INVOICES_PATH, type InvoiceRow, type InvoicesPageData } from './types';

const DEFAULT_VIEW: View = {
	type: 'table',
	search: '',
	page: 1,
	perPage: 20,
	filters: [],
	titleField: 'number',
	// The record's state first: on a phone it is the column seen beside the number.
	fields: [ 'state', 'date', 'type', 'customer', 'total', 'csv' ],
};

export default function InvoicesList( {
	page,
	notify,
}: {
	page: InvoicesPageData;
	notify: Notify;
} ) {
	const [ view, setView ] = useState< View >( DEFAULT_VIEW );
	const list = useRestList< InvoiceRow >( INVOICES_PATH, view );
	const [ annulling, setAnnulling ] = useState< InvoiceRow | null >( null );
	const [ showingQr, setShowingQr ] = useState< InvoiceRow | null >( null );

	const fields: Array< Field< InvoiceRow > > = [
		{
			id: 'number',
			label: __( 'Number', 'rueda' ),
			enableHiding: false,
			enableSorting: false,
			render: ( { item } ) => (
				<ExternalLink href={ item.url }>{ item.number }</ExternalLink>
			),
		},
		{
			id: 'date',
			label: __( 'Date', 'rueda' ),
			enableSorting: false,
			render: ( { item } ) => <>{ shortDate( item.date ) }</>,
		},
		{
			id: 'type',
			label: __( 'Type', 'rueda' ),
			elements: invoiceTypes(),
			filterBy: { operators: [ 'isAny' ] },
			enableSorting: false,
			render: ( { item } ) => <>{ item.type }</>,
		},
		{
			id: 'customer',
			label: __( 'Customer', 'rueda' ),
			enableSorting: false,
			render: ( { item } ) => (
				<>
					{ item.customer || '—' }
					{ item.tax_id && (
						<span className="rueda-invoices__tax-id">
							{ item.tax_id }
						</span>
					) }
				</>
			),
		},
		{
			id: 'total',
			label: __( 'Total', 'rueda' ),
			enableSorting: false,
			render: ( { item } ) => (
				<>{ formatPrice( item.total, page.currency ) }</>
			),
		},
		{
			id: 'state',
			label: __( 'Record', 'rueda' ),
			elements: invoiceStates(),
			filterBy: { operators: [ 'isAny' ] },
			enableSorting: false,
			render: ( { item } ) => (
				<>
					<span
						className={ `rueda-invoices__state is-${ item.state }` }
					>
						{ stateLabel( item.state ) }
					</span>
					{ item.error && (
						<span className="rueda-invoices__error">
							{ item.error }
						</span>
					) }
					{ item.state === 'anulada' && item.annulment_reason && (
						<span className="rueda-invoices__reason">
							{ item.annulment_reason }
						</span>
					) }
				</>
			),
		},
		{
			id: 'csv',
			label: __( 'CSV code', 'rueda' ),
			enableSorting: false,
			render: ( { item } ) => <>{ item.csv || '—' }</>,
		},
	];

	const actions: Array< Action< InvoiceRow > > = [
		{
			id: 'qr',
			label: __( 'Show QR code', 'rueda' ),
			isPrimary: true,
			icon: 'visibility',
			isEligible: ( item ) => item.qr !== null,
			callback: ( [ item ] ) => item && setShowingQr( item ),
		},
		{
			id: 'annul',
			label: __( 'Annul', 'rueda' ),
			isEligible: ( item ) =>
				item.state !== 'anulada' && item.state !== 'sin_registro',
			callback: ( [ item ] ) => item && setAnnulling( item ),
		},
	];

	return (
		<div className="rueda-invoices__list">
			{ list.error && (
				<Notice status="error" isDismissible={ false }>
					{ list.error }
				</Notice>
			) }
			<DataViews< InvoiceRow >
				data={ list.items }
				fields={ fields }
				view={ view }
				onChangeView={ setView }
				actions={ actions }
				isLoading={ list.isLoading }
				paginationInfo={ list.paginationInfo }
				getItemId={ ( item ) => `${ item.kind }-${ item.id }` }
				defaultLayouts={ { table: {} } }
				searchLabel={ __( 'Search by number or NIF', 'rueda' ) }
			/>
			{ showingQr?.qr && (
				<Modal
					title={ sprintf(
						/* translators: %s: invoice number. */
						__( 'QR code of invoice %s', 'rueda' ),
						showingQr.number
					) }
					onRequestClose={ () => setShowingQr( null ) }
					size="small"
				>
					<InvoiceQr
						url={ showingQr.qr }
						number={ showingQr.number }
					/>
					<p>
						<Button
							variant="secondary"
							href={ showingQr.url }
							target="_blank"
						>
							{ __( 'Open the invoice', 'rueda' ) }
						</Button>
					</p>
				</Modal>
			) }
			{ annulling && (
				<AnnulModal
					invoice={ annulling }
					onCancel={ () => setAnnulling( null ) }
					onDone={ () => {
						notify(
							sprintf(
								/* translators: %s: invoice number. */
								__( 'Invoice %s annulled.', 'rueda' ),
								annulling.number
							)
						);
						setAnnulling( null );
						list.reload();
					} }
				/>
			) }
		</div>
	);
}
