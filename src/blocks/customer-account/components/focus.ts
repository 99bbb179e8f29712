/**
 * Moves the focus to the first invalid field of a form (after React has
 * rendered the errors), or to a fallback element.
 *
 * @param form     The form.
 * @param fallback Focused when no field is invalid.
 */
export function focusFirstInvalid(
	form: HTMLElement | null,
	fallback?: HTMLElement | null
): void {
	window.requestAnimationFrame( () => {
		const field = form?.querySelector< HTMLElement >(
			'[aria-invalid="true"]'
		);
		( field ?? fallback )?.focus();
	} );
}
