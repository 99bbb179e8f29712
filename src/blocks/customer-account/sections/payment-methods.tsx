/**
 * Métodos de pago: the cards saved at checkout (brand, last four digits,
 * expiry), each deleted after a confirmation in place.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import type { ApiErrorResponse } from '@rueda/shared/api';
import { deletePaymentMethod, getPaymentMethods } from '../api';
import { useAnnounce } from '../components/announcer';
import LoadError from '../components/load-error';
import Loading from '../components/loading';
import Notice from '../components/notice';
import { useRequest } from '../components/use-request';
import type { SavedPaymentMethod } from '../types';

/**
 * @param method A saved card.
 * @return e.g. "Visa ending in 4242".
 */
export function describeCard( method: SavedPaymentMethod ): string {
	// The shop's name for the brand; else its id ("visa") capitalised.
	let brand: string = __( 'Card', 'rueda' );
	if ( method.display_brand ) {
		brand = method.display_brand;
	} else if ( method.brand ) {
		brand =
			method.brand.charAt( 0 ).toUpperCase() + method.brand.slice( 1 );
	}
	return sprintf(
		/* translators: 1: card brand, 2: last four digits. */
		__( '%1$s ending in %2$s', 'rueda' ),
		brand,
		method.last4
	);
}

function CardRow( {
	method,
	onDeleted,
}: {
	method: SavedPaymentMethod;
	onDeleted: ( method: SavedPaymentMethod ) => void;
} ) {
	const [ isConfirming, setConfirming ] = useState( false );
	const [ isDeleting, setDeleting ] = useState( false );
	const [ error, setError ] = useState< ApiErrorResponse | null >( null );
	const deleteButton = useRef< HTMLButtonElement >( null );
	const cancelButton = useRef< HTMLButtonElement >( null );
	const card = describeCard( method );
	const wasConfirming = useRef( false );

	// The focus follows the buttons as they swap: Cancel when asked, Delete after.
	useEffect( () => {
		if ( isConfirming ) {
			cancelButton.current?.focus();
		} else if ( wasConfirming.current ) {
			deleteButton.current?.focus();
		}
		wasConfirming.current = isConfirming;
	}, [ isConfirming ] );

	const confirm = async () => {
		setDeleting( true );
		setError( null );
		try {
			await deletePaymentMethod( method.id );
			onDeleted( method );
		} catch ( reason ) {
			setError( reason as ApiErrorResponse );
			setDeleting( false );
		}
	};

	return (
		<li className="rueda-customer-account__card">
			<div className="rueda-customer-account__card-details">
				<strong>{ card }</strong>
				<span>
					{ sprintf(
						/* translators: %s: expiry date, MM/YY. */
						__( 'Expires %s', 'rueda' ),
						method.expiry
					) }
				</span>
				{ method.is_default && (
					<span className="rueda-customer-account__badge">
						{ __( 'Default', 'rueda' ) }
					</span>
				) }
			</div>
			{ isConfirming ? (
				<div
					className="rueda-customer-account__confirm"
					role="group"
					aria-label={ sprintf(
						/* translators: %s: card, e.g. "Visa ending in 4242". */
						__( 'Delete %s?', 'rueda' ),
						card
					) }
				>
					<p>
						{ sprintf(
							/* translators: %s: card, e.g. "Visa ending in 4242". */
							__(
								'Delete %s? You will have to type it again to pay with it.',
								'rueda'
							),
							card
						) }
					</p>
					<button
						type="button"
						className="rueda-button"
						onClick={ confirm }
						disabled={ isDeleting }
					>
						{ isDeleting
							? __( 'Deleting…', 'rueda' )
							: __( 'Yes, delete', 'rueda' ) }
					</button>
					<button
						ref={ cancelButton }
						type="button"
						className="rueda-button is-secondary"
						disabled={ isDeleting }
						onClick={ () => setConfirming( false ) }
					>
						{ __( 'Cancel', 'rueda' ) }
					</button>
				</div>
			) : (
				<button
					ref={ deleteButton }
					type="button"
					className="rueda-button is-secondary"
					aria-label={ sprintf(
						/* translators: %s: card, e.g. "Visa ending in 4242". */
						__( 'Delete %s', 'rueda' ),
						card
					) }
					onClick={ () => setConfirming( true ) }
				>
					{ __( 'Delete', 'rueda' ) }
				</button>
			) }
			{ error && (
				<Notice status="error">
					<p>{ error.message }</p>
				</Notice>
			) }
		</li>
	);
}

export default function PaymentMethodsSection() {
	const announce = useAnnounce();
	const deletedNotice = useRef< HTMLDivElement >( null );
	const { value, error, isLoading, reload, setValue } = useRequest(
		getPaymentMethods,
		[]
	);
	const [ deleted, setDeleted ] = useState( '' );

	// The row and its buttons are gone: the focus goes to the notice.
	useEffect( () => {
		if ( deleted ) {
			deletedNotice.current?.focus();
		}
	}, [ deleted ] );

	if ( error ) {
		return <LoadError error={ error } onRetry={ reload } />;
	}
	if ( isLoading || ! value ) {
		return (
			<Loading label={ __( 'Loading your payment methods…', 'rueda' ) } />
		);
	}

	const onDeleted = ( method: SavedPaymentMethod ) => {
		const message = sprintf(
			/* translators: %s: card, e.g. "Visa ending in 4242". */
			__( '%s deleted.', 'rueda' ),
			describeCard( method )
		);
		setValue( value.filter( ( entry ) => entry.id !== method.id ) );
		setDeleted( message );
		announce( message );
	};

	return (
		<div className="rueda-customer-account__payment-methods">
			<p className="rueda-customer-account__intro">
				{ __(
					'Cards saved when paying. Only the brand, the last four digits and the expiry date are kept.',
					'rueda'
				) }
			</p>
			{ deleted && (
				<Notice ref={ deletedNotice } status="success">
					<p>{ deleted }</p>
				</Notice>
			) }
			{ value.length === 0 ? (
				<p className="rueda-customer-account__empty">
					{ __( 'You have no saved payment methods.', 'rueda' ) }
				</p>
			) : (
				<ul className="rueda-customer-account__cards">
					{ value.map( ( method ) => (
						<CardRow
							key={ method.id }
							method={ method }
							onDeleted={ onDeleted }
						/>
					) ) }
				</ul>
			) }
		</div>
	);
}
