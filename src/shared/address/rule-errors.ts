/**
 * A field rule that fails (a conditional rule that throws, a pattern that is
 * not a regular expression) is the definition's bug, not the shopper's: the
 * form goes on as if the rule did not apply, and only administrators see why,
 * in the console (spec: form rule errors are logged for admins).
 */
import { showsErrorDetails } from '../settings/shop-settings';

/**
 * Logs a rule's error when the page's shop settings let the viewer see error
 * details (read from the page: the address rules are below the runtime).
 *
 * @param error What the rule threw.
 */
export function reportRuleError( error: unknown ): void {
	if ( showsErrorDetails( document ) ) {
		// eslint-disable-next-line no-console
		console.error( error );
	}
}
