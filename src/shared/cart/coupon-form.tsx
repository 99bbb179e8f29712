/**
 * The "Add coupons" panel: opens an input with an Apply button, which stays
 * disabled while the input is empty or a coupon is being applied (spec
 * section 5). A failure shows the server's message under the input and keeps
 * the panel open; a success closes it and moves focus back to "Add coupons"
 * (the applied coupon is listed beside it), so keyboard and screen-reader users
 * are not left on a removed input.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';

import { getErrorMessage } from './error-message';

export type CouponFormProps = {
	onApply: ( code: string ) => Promise< unknown >;
	isApplying: boolean;
	/** Starts open (the editor preview shows the input). */
	initialOpen?: boolean;
	/** Distinguishes the ids of several forms on a page. */
	instanceId: string;
};

export default function CouponForm( {
	onApply,
	isApplying,
	initialOpen = false,
	instanceId,
}: CouponFormProps ) {
	const [ isOpen, setOpen ] = useState( initialOpen );
	const [ code, setCode ] = useState( '' );
	const [ error, setError ] = useState( '' );
	const input = useRef< HTMLInputElement >( null );
	const toggle = useRef< HTMLButtonElement >( null );
	// Set when a successful apply closes the panel: the toggle then takes focus.
	const focusToggle = useRef( false );
	const mounted = useRef( true );
	useEffect( () => {
		mounted.current = true;
		return () => {
			mounted.current = false;
		};
	}, [] );
	const inputId = `rueda-coupon-code-${ instanceId }`;
	const errorId = `${ inputId }-error`;

	const open = () => setOpen( true );
	useEffect( () => {
		if ( isOpen && ! initialOpen ) {
			input.current?.focus();
		}
		if ( ! isOpen && focusToggle.current ) {
			focusToggle.current = false;
			toggle.current?.focus();
		}
	}, [ isOpen, initialOpen ] );

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		const trimmed = code.trim();
		if ( ! trimmed || isApplying ) {
			return;
		}
		setError( '' );
		onApply( trimmed ).then(
			() => {
				if ( ! mounted.current ) {
					return;
				}
				setCode( '' );
				focusToggle.current = true;
				setOpen( false );
			},
			( reason: unknown ) => {
				if ( mounted.current ) {
					setError( getErrorMessage( reason ) );
				}
			}
		);
	};

	if ( ! isOpen ) {
		return (
			<button
				ref={ toggle }
				type="button"
				className="rueda-link-button rueda-coupon-form__toggle"
				aria-expanded="false"
				onClick={ open }
			>
				{ __( 'Add coupons', 'rueda' ) }
			</button>
		);
	}

	return (
		<form className="rueda-coupon-form" onSubmit={ submit }>
			<label className="rueda-coupon-form__label" htmlFor={ inputId }>
				{ __( 'Enter code', 'rueda' ) }
			</label>
			<div className="rueda-coupon-form__row">
				<input
					ref={ input }
					id={ inputId }
					className="rueda-coupon-form__input"
					type="text"
					autoComplete="off"
					value={ code }
					aria-invalid={ error ? true : undefined }
					aria-describedby={ error ? errorId : undefined }
					onChange={ ( event ) => setCode( event.target.value ) }
				/>
				<button
					type="submit"
					className="rueda-button rueda-coupon-form__apply"
					disabled={ ! code.trim() || isApplying }
					aria-busy={ isApplying }
				>
					{ __( 'Apply', 'rueda' ) }
				</button>
			</div>
			{ error && (
				<p
					id={ errorId }
					className="rueda-coupon-form__error"
					role="alert"
				>
					{ error }
				</p>
			) }
		</form>
	);
}
