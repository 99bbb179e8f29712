/**
 * A field rule that fails (a conditional rule that throws, a pattern that is
 * not a regular expression) is the definition's bug, not the shopper's: the
 * form goes on as if the rule did not apply, and only administrators see why,
 * in the console (spec: form rule errors are logged for admins).
 */
import { getShopSettings } from '@rueda/runtime';

export function reportRuleError( error: unknown ): void {
	if ( getShopSettings().showErrorDetails ) {
		// eslint-disable-next-line no-console
		console.error( error );
	}
}
