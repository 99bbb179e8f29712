/**
 * When an order is refused (field errors, a blocked attempt, a server
 * error), the page moves to what the shopper must fix: the first invalid
 * field, in page order, or else the checkout's error notice. Moving the focus
 * there makes screen readers read the field with its error (aria-describedby);
 * the notice itself is a live region (role alert), announced as it appears.
 */
import { useRegistry } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { checkoutStore } from '@rueda/runtime';

/** The fields the validation store marks (AddressFieldInput, ContactEmail, payment fields). */
const INVALID_FIELD_SELECTOR = '[aria-invalid="true"]';

/** The checkout's error notices, the summary of what went wrong. */
const ERROR_NOTICE_SELECTOR =
	'.rueda-checkout-notices .rueda-notice.is-error, .rueda-notice.is-error';

/**
 * Moves the focus to the first invalid field inside root, or to its error
 * notice when no field is at fault, and scrolls it to the middle of the
 * screen.
 *
 * @param root The checkout block.
 * @return The element that took the focus; null when there is nothing to fix.
 */
export function focusFirstError( root: HTMLElement ): HTMLElement | null {
	const target =
		root.querySelector< HTMLElement >( INVALID_FIELD_SELECTOR ) ??
		root.querySelector< HTMLElement >( ERROR_NOTICE_SELECTOR );
	if ( ! target ) {
		return null;
	}
	if ( ! target.matches( 'input, select, textarea, button, [tabindex]' ) ) {
		// A notice takes the focus from script only, never from Tab.
		target.tabIndex = -1;
	}
	target.focus( { preventScroll: true } );
	if ( typeof target.scrollIntoView === 'function' ) {
		const reduceMotion =
			typeof window.matchMedia === 'function' &&
			window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches;
		target.scrollIntoView( {
			block: 'center',
			behavior: reduceMotion ? 'auto' : 'smooth',
		} );
	}
	return target;
}

/**
 * Focuses the first error each time an attempt to place the order fails:
 * the checkout goes back to idle with its error flag set. Watched in the
 * store, not in renders, which may skip the steps between (the attempt can
 * be refused before React renders again).
 *
 * @param root The checkout block.
 */
export function useFocusFirstErrorOnFailure( root: HTMLElement ): void {
	const registry = useRegistry();
	const [ failures, setFailures ] = useState( 0 );
	useEffect( () => {
		const checkout = registry.select( checkoutStore );
		let wasIdle = checkout.isIdle();
		return registry.subscribe( () => {
			const isIdle = checkout.isIdle();
			if ( isIdle && ! wasIdle && checkout.hasError() ) {
				setFailures( ( count ) => count + 1 );
			}
			wasIdle = isIdle;
		}, checkoutStore );
	}, [ registry ] );
	// Effects run once this attempt's errors are on the page.
	useEffect( () => {
		if ( failures > 0 ) {
			focusFirstError( root );
		}
	}, [ failures, root ] );
}
