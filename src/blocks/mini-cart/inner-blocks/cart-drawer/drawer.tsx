/**
 * The slide-in cart drawer: a modal dialog labelled by its title. It closes
 * on Escape, on a click on the overlay and with its close button; focus moves
 * into it when it opens and stays inside while it is open. It is written with
 * plain elements: the live site never loads @wordpress/components.
 */
import { useConstrainedTabbing } from '@wordpress/compose';
import { createPortal, useEffect, useId, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import type { DrawerState } from '../../drawer-state';

export type CartDrawerProps = {
	state: DrawerState;
	title: string;
	onClose: () => void;
	children?: ReactNode;
};

export default function CartDrawer( {
	state,
	title,
	onClose,
	children,
}: CartDrawerProps ) {
	const titleId = useId();
	const closeButton = useRef< HTMLButtonElement >( null );
	const panelRef = useConstrainedTabbing();
	const isOpen = state === 'open';

	useEffect( () => {
		if ( isOpen ) {
			closeButton.current?.focus();
		}
	}, [ isOpen ] );

	useEffect( () => {
		if ( ! isOpen ) {
			return;
		}
		const onKeyDown = ( event: KeyboardEvent ) => {
			if ( event.key === 'Escape' ) {
				onClose();
			}
		};
		document.addEventListener( 'keydown', onKeyDown );
		return () => document.removeEventListener( 'keydown', onKeyDown );
	}, [ isOpen, onClose ] );

	// The page behind does not scroll while the drawer covers it.
	useEffect( () => {
		if ( state === 'hidden' ) {
			return;
		}
		document.body.classList.add( 'rueda-drawer-is-open' );
		return () => document.body.classList.remove( 'rueda-drawer-is-open' );
	}, [ state ] );

	if ( state === 'hidden' ) {
		return null;
	}

	return createPortal(
		<div className={ `rueda-cart-drawer is-${ state }` }>
			<div
				className="rueda-cart-drawer__overlay"
				aria-hidden="true"
				onClick={ onClose }
			/>
			<div
				ref={ panelRef }
				className="rueda-cart-drawer__panel"
				role="dialog"
				aria-modal="true"
				aria-labelledby={ titleId }
				tabIndex={ -1 }
			>
				<div className="rueda-cart-drawer__header">
					<h2 id={ titleId } className="rueda-cart-drawer__title">
						{ title }
					</h2>
					<button
						ref={ closeButton }
						type="button"
						className="rueda-cart-drawer__close"
						aria-label={ __( 'Close', 'rueda' ) }
						onClick={ onClose }
					>
						&times;
					</button>
				</div>
				<div className="rueda-cart-drawer__content">{ children }</div>
			</div>
		</div>,
		document.body
	);
}
