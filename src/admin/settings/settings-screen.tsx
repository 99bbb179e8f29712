/**
 * The shop's settings screen (wp-admin → Rueda): for now the checkout's —
 * guests, accounts, countries, the order button and the terms checkbox.
 * Saved through rueda/v1; a refused field shows the server's message under
 * it, and leaving with unsaved changes asks first.
 */
import apiFetch from '@wordpress/api-fetch';
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	FormTokenField,
	Notice,
	SnackbarList,
	Spinner,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { codesToNames, namesToCodes } from './countries';
import {
	SETTINGS_PATH,
	type CheckoutSettings,
	type SettingsPageData,
} from './types';

type FieldErrors = Partial< Record< keyof CheckoutSettings, string > >;

function fieldErrorsOf( error: unknown ): FieldErrors {
	const params = ( error as { data?: { params?: unknown } } )?.data?.params;
	return params && typeof params === 'object'
		? ( params as FieldErrors )
		: {};
}

function FieldError( { message }: { message?: string } ) {
	return message ? (
		<p className="rueda-settings__error" role="alert">
			{ message }
		</p>
	) : null;
}

export default function SettingsScreen( { page }: { page: SettingsPageData } ) {
	const [ saved, setSaved ] = useState< CheckoutSettings | null >( null );
	const [ draft, setDraft ] = useState< CheckoutSettings | null >( null );
	const [ errors, setErrors ] = useState< FieldErrors >( {} );
	const [ loadError, setLoadError ] = useState( '' );
	const [ isSaving, setIsSaving ] = useState( false );
	const { createSuccessNotice, createErrorNotice, removeNotice } =
		useDispatch( noticesStore );
	const snackbars = useSelect(
		( select ) =>
			select( noticesStore )
				.getNotices()
				.filter( ( notice ) => notice.type === 'snackbar' ),
		[]
	);
	const isDirty = JSON.stringify( saved ) !== JSON.stringify( draft );

	useEffect( () => {
		apiFetch< CheckoutSettings >( { path: SETTINGS_PATH } )
			.then( ( settings ) => {
				setSaved( settings );
				setDraft( settings );
			} )
			.catch( ( error: { message?: string } ) =>
				setLoadError( error.message ?? '' )
			);
	}, [] );

	// Leaving with unsaved changes asks first.
	useEffect( () => {
		if ( ! isDirty ) {
			return undefined;
		}
		const warn = ( event: BeforeUnloadEvent ) => {
			event.preventDefault();
			event.returnValue = '';
		};
		window.addEventListener( 'beforeunload', warn );
		return () => window.removeEventListener( 'beforeunload', warn );
	}, [ isDirty ] );

	if ( loadError ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ loadError }
			</Notice>
		);
	}
	if ( ! draft ) {
		return <Spinner />;
	}

	const change = ( changes: Partial< CheckoutSettings > ) =>
		setDraft( { ...draft, ...changes } );
	const countryNames = Object.values( page.countries );

	const save = async () => {
		setIsSaving( true );
		setErrors( {} );
		try {
			const settings = await apiFetch< CheckoutSettings >( {
				path: SETTINGS_PATH,
				method: 'POST',
				data: draft,
			} );
			setSaved( settings );
			setDraft( settings );
			createSuccessNotice( __( 'Settings saved.', 'rueda' ), {
				type: 'snackbar',
			} );
		} catch ( error ) {
			setErrors( fieldErrorsOf( error ) );
			createErrorNotice(
				( error as { message?: string } ).message ??
					__( 'The settings could not be saved.', 'rueda' ),
				{ type: 'snackbar' }
			);
		} finally {
			setIsSaving( false );
		}
	};

	return (
		<form
			className="rueda-settings"
			onSubmit={ ( event ) => {
				event.preventDefault();
				save();
			} }
		>
			<Card>
				<CardHeader>
					<h2>{ __( 'Checkout', 'rueda' ) }</h2>
				</CardHeader>
				<CardBody>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Let guests check out', 'rueda' ) }
						help={ __(
							'Off: shoppers log in or create an account to order.',
							'rueda'
						) }
						checked={ draft.allows_guest }
						onChange={ ( allowsGuest ) =>
							change( { allows_guest: allowsGuest } )
						}
					/>
					<FieldError message={ errors.allows_guest } />
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Let shoppers create an account at checkout',
							'rueda'
						) }
						checked={ draft.allows_signup }
						onChange={ ( allowsSignup ) =>
							change( { allows_signup: allowsSignup } )
						}
					/>
					<FieldError message={ errors.allows_signup } />
					<FormTokenField
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Countries you sell to', 'rueda' ) }
						value={ codesToNames(
							draft.selling_countries,
							page.countries
						) }
						suggestions={ countryNames }
						onChange={ ( tokens ) =>
							change( {
								selling_countries: namesToCodes(
									tokens.map( String ),
									page.countries
								),
							} )
						}
					/>
					<FieldError message={ errors.selling_countries } />
					<FormTokenField
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Countries you ship to', 'rueda' ) }
						value={ codesToNames(
							draft.shipping_countries,
							page.countries
						) }
						suggestions={ countryNames }
						onChange={ ( tokens ) =>
							change( {
								shipping_countries: namesToCodes(
									tokens.map( String ),
									page.countries
								),
							} )
						}
					/>
					<p className="description">
						{ __(
							'Leave a list empty for every country; the shipping list defaults to the selling one.',
							'rueda'
						) }
					</p>
					<FieldError message={ errors.shipping_countries } />
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Place order button text', 'rueda' ) }
						placeholder={ __( 'Place order', 'rueda' ) }
						value={ draft.order_button_text }
						onChange={ ( text ) =>
							change( { order_button_text: text } )
						}
					/>
					<FieldError message={ errors.order_button_text } />
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Ask shoppers to tick a box accepting the terms',
							'rueda'
						) }
						checked={ draft.terms_checkbox }
						onChange={ ( termsCheckbox ) =>
							change( { terms_checkbox: termsCheckbox } )
						}
					/>
					<FieldError message={ errors.terms_checkbox } />
				</CardBody>
			</Card>
			<p>
				<Button
					variant="primary"
					type="submit"
					isBusy={ isSaving }
					disabled={ isSaving || ! isDirty }
					__next40pxDefaultSize
				>
					{ __( 'Save changes', 'rueda' ) }
				</Button>
			</p>
			<SnackbarList
				notices={ snackbars }
				onRemove={ ( id: string ) => removeNotice( id ) }
			/>
		</form>
	);
}
