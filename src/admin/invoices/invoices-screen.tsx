/**
 * wp-admin → Rueda → Invoices: the chain's check, the records' export, the
 * declaración responsable and the list; snackbars report how each went.
 */
import { Button, Notice } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import { messageOf } from '../orders/order-api';
import Snackbars, { useNotify } from '../shared/snackbars';
import InvoicesList from './invoices-list';
import { checkChain, exportRecords } from './records-api';
import type { ChainCheck, InvoicesPageData } from './types';

export default function InvoicesScreen( { page }: { page: InvoicesPageData } ) {
	const notify = useNotify();
	const [ check, setCheck ] = useState< ChainCheck | null >( null );
	const [ isChecking, setIsChecking ] = useState( false );
	const [ isExporting, setIsExporting ] = useState( false );

	const runCheck = async () => {
		setIsChecking( true );
		try {
			setCheck( await checkChain() );
		} catch ( failure ) {
			notify(
				messageOf(
					failure,
					__( 'The chain could not be checked.', 'rueda' )
				),
				true
			);
		} finally {
			setIsChecking( false );
		}
	};

	const runExport = async () => {
		setIsExporting( true );
		try {
			const records = await exportRecords();
			notify(
				sprintf(
					/* translators: %d: number of invoice records. */
					_n(
						'%d record exported.',
						'%d records exported.',
						records,
						'rueda'
					),
					records
				)
			);
		} catch ( failure ) {
			notify(
				messageOf(
					failure,
					__( 'The records could not be exported.', 'rueda' )
				),
				true
			);
		} finally {
			setIsExporting( false );
		}
	};

	return (
		<div className="rueda-invoices">
			{ page.environment === 'pruebas' && (
				<Notice status="info" isDismissible={ false }>
					{ __(
						'The invoices speak to the AEAT’s test environment (pruebas): their records have no tax effect.',
						'rueda'
					) }
				</Notice>
			) }
			<div className="rueda-invoices__toolbar">
				<Button
					variant="secondary"
					onClick={ runCheck }
					isBusy={ isChecking }
					disabled={ isChecking }
					__next40pxDefaultSize
				>
					{ __( 'Check the chain', 'rueda' ) }
				</Button>
				<Button
					variant="secondary"
					onClick={ runExport }
					isBusy={ isExporting }
					disabled={ isExporting }
					__next40pxDefaultSize
				>
					{ __( 'Export records (XML)', 'rueda' ) }
				</Button>
				<Button
					variant="link"
					href={ page.declarationUrl }
					className="rueda-invoices__declaration"
				>
					{ __( 'Responsible declaration', 'rueda' ) }
				</Button>
			</div>
			{ check && (
				<Notice
					status={ check.intact ? 'success' : 'error' }
					onRemove={ () => setCheck( null ) }
					className="rueda-invoices__check"
				>
					<span role="status">{ check.message }</span>
				</Notice>
			) }
			<InvoicesList page={ page } notify={ notify } />
			<Snackbars />
		</div>
	);
}
