/**
 * Moves the focus to the first invalid field of a form (after React has
 * rendered the errors), or to a fallback element.
 */
import type { RefObject } from 'react';

/**
 * @param form     The form.
 * @param fallback Focused when no field is invalid; read once React has
 *                 rendered (a notice appears with the refusal it shows).
 */
export function focusFirstInvalid(
	form: HTMLElement | null,
	fallback?: RefObject< HTMLElement >
): void {
	window.requestAnimationFrame( () => {
		const field = form?.querySelector< HTMLElement >(
			'[aria-invalid="true"]'
		);
		( field ?? fallback?.current )?.focus();
	} );
}
