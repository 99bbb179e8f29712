/**
 * Settings → VERI*FACTU: the electronic certificate the invoice records are
 * sent to the AEAT with. Uploading or removing it acts at once (its own REST
 * route, not the save bar); the password is sent once and never shown again.
 */
import apiFetch from '@wordpress/api-fetch';
import { Button, Notice, TextControl } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { isApiErrorResponse } from '../../shared/api/guards';
import { pageLocale } from '../../shared/appointments/format';
import SettingsCard from './settings-card';

const PATH = '/rueda/v1/settings/verifactu/certificate';

/** What the shop may see of its certificate, as the route answers it. */
export type CertificateInfo = {
	holder: string;
	nif: string;
	/** ISO 8601, UTC. */
	expires: string;
	uploaded_at: string;
};

type CertificateResponse = { certificate: CertificateInfo | null };

const errorMessage = ( error: unknown ) =>
	isApiErrorResponse( error )
		? error.message
		: __( 'The certificate could not be saved. Try again.', 'rueda' );

export default function VerifactuSection() {
	const [ certificate, setCertificate ] = useState<
		CertificateInfo | null | undefined
	>( undefined );
	const [ file, setFile ] = useState< File | null >( null );
	const [ password, setPassword ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState( '' );
	const input = useRef< HTMLInputElement >( null );

	useEffect( () => {
		apiFetch< CertificateResponse >( { path: PATH } )
			.then( ( response ) => setCertificate( response.certificate ) )
			.catch( () => setCertificate( null ) );
	}, [] );

	const upload = async () => {
		if ( ! file ) {
			setError(
				__( 'Choose the certificate file (.p12 or .pfx).', 'rueda' )
			);
			return;
		}
		const body = new FormData();
		body.append( 'certificate', file );
		body.append( 'password', password );
		setBusy( true );
		setError( '' );
		try {
			const response = await apiFetch< CertificateResponse >( {
				path: PATH,
				method: 'POST',
				body,
			} );
			setCertificate( response.certificate );
			setFile( null );
			setPassword( '' );
			if ( input.current ) {
				input.current.value = '';
			}
		} catch ( caught ) {
			setError( errorMessage( caught ) );
		} finally {
			setBusy( false );
		}
	};

	const remove = async () => {
		setBusy( true );
		setError( '' );
		try {
			await apiFetch( { path: PATH, method: 'DELETE' } );
			setCertificate( null );
		} catch ( caught ) {
			setError( errorMessage( caught ) );
		} finally {
			setBusy( false );
		}
	};

	const expiry = ( iso: string ) =>
		new Intl.DateTimeFormat( pageLocale(), { dateStyle: 'long' } ).format(
			new Date( iso )
		);
	return (
		<SettingsCard id="verifactu">
			<p>
				{ __(
					'The invoice records are sent to the AEAT with the company’s electronic certificate.',
					'rueda'
				) }
			</p>
			{ certificate && (
				<dl className="rueda-settings__certificate">
					<dt>{ __( 'Holder', 'rueda' ) }</dt>
					<dd>{ certificate.holder }</dd>
					<dt>{ __( 'NIF', 'rueda' ) }</dt>
					<dd>{ certificate.nif || '—' }</dd>
					<dt>{ __( 'Expires', 'rueda' ) }</dt>
					<dd>{ expiry( certificate.expires ) }</dd>
				</dl>
			) }
			{ certificate === null && (
				<p>{ __( 'No certificate yet.', 'rueda' ) }</p>
			) }
			<label
				className="components-base-control__label"
				htmlFor="rueda-verifactu-certificate"
			>
				{ __( 'Certificate file (.p12 or .pfx)', 'rueda' ) }
			</label>
			<input
				id="rueda-verifactu-certificate"
				ref={ input }
				type="file"
				accept=".p12,.pfx,application/x-pkcs12"
				onChange={ ( event ) =>
					setFile( event.target.files?.[ 0 ] ?? null )
				}
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				type="password"
				autoComplete="off"
				label={ __( 'Certificate password', 'rueda' ) }
				value={ password }
				onChange={ setPassword }
			/>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<div>
				<Button
					variant="secondary"
					isBusy={ busy }
					disabled={ busy }
					onClick={ upload }
				>
					{ certificate
						? __( 'Replace certificate', 'rueda' )
						: __( 'Upload certificate', 'rueda' ) }
				</Button>{ ' ' }
				{ certificate && (
					<Button
						variant="tertiary"
						isDestructive
						disabled={ busy }
						onClick={ remove }
					>
						{ sprintf(
							/* translators: %s: the certificate's holder. */
							__( 'Remove the certificate of %s', 'rueda' ),
							certificate.holder
						) }
					</Button>
				) }
			</div>
		</SettingsCard>
	);
}
