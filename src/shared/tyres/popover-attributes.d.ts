/**
 * The HTML Popover API attributes, which @types/react 18 does not know yet.
 * React 18 writes unknown lowercase attributes to the DOM as they are, so
 * components pass `popover`, `popovertarget` and `popovertargetaction`
 * lowercase (React 19 would take them camelCased).
 */
import 'react';

declare module 'react' {
	// eslint-disable-next-line @typescript-eslint/no-unused-vars -- T must match React's declaration.
	interface HTMLAttributes< T > {
		popover?: 'auto' | 'manual';
	}
	// eslint-disable-next-line @typescript-eslint/no-unused-vars -- T must match React's declaration.
	interface ButtonHTMLAttributes< T > {
		popovertarget?: string;
		popovertargetaction?: 'toggle' | 'show' | 'hide';
	}
}
