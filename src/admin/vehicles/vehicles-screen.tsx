/**
 * wp-admin → Rueda → Vehicles: how many vehicles the tyre finder knows, and
 * the import of a fitment CSV that replaces them. The file is previewed first
 * (its first rows and every wrong row); "Import" only opens for a file whose
 * preview has no errors, and the server still imports all or nothing.
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	FormFileUpload,
	Notice,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import { failureMessage, isInvalidFileError } from './api-errors';
import { ErrorsTable, RowsTable } from './preview-tables';
import type { RowError, VehiclePreview, VehiclesPageData } from './types';
import { importFile, previewFile } from './vehicle-api';

type Message = { status: 'success' | 'error' | 'warning'; text: string };

function errorsText( count: number ): string {
	return sprintf(
		/* translators: %d: number of wrong rows. */
		_n(
			'The file has %d error. Fix it and preview the file again; nothing is imported until every row is right.',
			'The file has %d errors. Fix them and preview the file again; nothing is imported until every row is right.',
			count,
			'rueda'
		),
		count
	);
}

function readyText( preview: VehiclePreview ): string {
	const read = sprintf(
		/* translators: %d: rows read. */
		_n( '%d row read.', '%d rows read.', preview.total, 'rueda' ),
		preview.total
	);
	const merged = preview.duplicates
		? sprintf(
				/* translators: %d: repeated rows. */
				_n(
					'%d repeated row is merged.',
					'%d repeated rows are merged.',
					preview.duplicates,
					'rueda'
				),
				preview.duplicates
			)
		: '';
	return [ read, merged, __( 'The file is ready to import.', 'rueda' ) ]
		.filter( Boolean )
		.join( ' ' );
}

export default function VehiclesScreen( { page }: { page: VehiclesPageData } ) {
	const [ counts, setCounts ] = useState( page.counts );
	const [ file, setFile ] = useState< File | null >( null );
	const [ preview, setPreview ] = useState< VehiclePreview | null >( null );
	const [ errors, setErrors ] = useState< RowError[] >( [] );
	const [ busy, setBusy ] = useState< 'preview' | 'import' | null >( null );
	const [ message, setMessage ] = useState< Message | null >( null );

	const choose = ( chosen: File | null ) => {
		setFile( chosen );
		setPreview( null );
		setErrors( [] );
		setMessage(
			chosen && chosen.size > page.maxUploadSize
				? {
						status: 'error',
						text: sprintf(
							/* translators: %s: largest file size in MB. */
							__( 'The file is larger than %s MB.', 'rueda' ),
							( page.maxUploadSize / 1024 / 1024 ).toFixed( 1 )
						),
					}
				: null
		);
	};

	const runPreview = async () => {
		if ( ! file ) {
			return;
		}
		setBusy( 'preview' );
		setMessage( null );
		try {
			const result = await previewFile( file );
			setPreview( result );
			setErrors( result.errors );
			setMessage(
				result.error_count
					? {
							status: 'error',
							text: errorsText( result.error_count ),
						}
					: { status: 'success', text: readyText( result ) }
			);
		} catch ( failure ) {
			setMessage( {
				status: 'error',
				text: failureMessage(
					failure,
					__( 'The file could not be checked.', 'rueda' )
				),
			} );
		}
		setBusy( null );
	};

	const runImport = async () => {
		if ( ! file ) {
			return;
		}
		setBusy( 'import' );
		setMessage( null );
		try {
			const result = await importFile( file );
			setCounts( result );
			setFile( null );
			setPreview( null );
			setErrors( [] );
			setMessage( {
				status: 'success',
				text: __(
					'The vehicles were replaced. The tyre finder shows them now.',
					'rueda'
				),
			} );
		} catch ( failure ) {
			if ( isInvalidFileError( failure ) ) {
				setErrors( failure.data.errors );
			}
			setMessage( {
				status: 'error',
				text: failureMessage(
					failure,
					__(
						'The vehicles could not be imported; the previous ones are kept.',
						'rueda'
					)
				),
			} );
		}
		setBusy( null );
	};

	const canImport =
		!! file && !! preview && preview.error_count === 0 && busy === null;

	return (
		<div className="rueda-vehicles">
			<Card>
				<CardHeader>
					<h2>{ __( 'Vehicles of the tyre finder', 'rueda' ) }</h2>
				</CardHeader>
				<CardBody>
					<dl className="rueda-vehicles__counts">
						<dt>{ __( 'Makes', 'rueda' ) }</dt>
						<dd>{ counts.makes }</dd>
						<dt>{ __( 'Models', 'rueda' ) }</dt>
						<dd>{ counts.models }</dd>
						<dt>{ __( 'Fitment rows', 'rueda' ) }</dt>
						<dd>{ counts.rows }</dd>
					</dl>
				</CardBody>
			</Card>
			<Card>
				<CardHeader>
					<h2>{ __( 'Import a CSV file', 'rueda' ) }</h2>
				</CardHeader>
				<CardBody>
					<p>
						{ __(
							'The file replaces every vehicle. One row per homologated fitment, UTF-8, separated by commas or semicolons, with these columns:',
							'rueda'
						) }
					</p>
					<p className="rueda-vehicles__columns">
						<code>{ page.columns.join( ',' ) }</code>
					</p>
					<div className="rueda-vehicles__actions">
						<FormFileUpload
							accept=".csv,text/csv"
							onClick={ ( event ) => {
								// Choosing the same file again, fixed, is a change too.
								event.currentTarget.value = '';
							} }
							onChange={ ( event ) =>
								choose(
									event.currentTarget.files?.[ 0 ] ?? null
								)
							}
							render={ ( { openFileDialog } ) => (
								<Button
									variant="secondary"
									onClick={ openFileDialog }
									disabled={ busy !== null }
									__next40pxDefaultSize
								>
									{ __( 'Choose a CSV file', 'rueda' ) }
								</Button>
							) }
						/>
						{ file && <span>{ file.name }</span> }
						<Button
							variant="secondary"
							onClick={ runPreview }
							isBusy={ busy === 'preview' }
							disabled={
								! file ||
								busy !== null ||
								file.size > page.maxUploadSize
							}
							__next40pxDefaultSize
						>
							{ __( 'Preview', 'rueda' ) }
						</Button>
						<Button
							variant="primary"
							onClick={ runImport }
							isBusy={ busy === 'import' }
							disabled={ ! canImport }
							__next40pxDefaultSize
						>
							{ __( 'Import', 'rueda' ) }
						</Button>
					</div>
					{ message && (
						<Notice
							status={ message.status }
							onRemove={ () => setMessage( null ) }
						>
							{ message.text }
						</Notice>
					) }
					{ errors.length > 0 && <ErrorsTable errors={ errors } /> }
					{ preview && preview.rows.length > 0 && (
						<>
							<h3>
								{ sprintf(
									/* translators: %d: rows shown. */
									_n(
										'The first %d row, as it will be stored',
										'The first %d rows, as they will be stored',
										preview.rows.length,
										'rueda'
									),
									preview.rows.length
								) }
							</h3>
							<RowsTable rows={ preview.rows } />
						</>
					) }
				</CardBody>
			</Card>
		</div>
	);
}
