/**
 * Asks before the page is left while a form has unsaved changes (the browser's
 * own "leave site?" prompt). The Settings and Fitting screens share it.
 */
import { useEffect } from '@wordpress/element';

export function useWarnBeforeLeaving( isDirty: boolean ): void {
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
}
