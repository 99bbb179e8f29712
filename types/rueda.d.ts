/**
 * Types of `window.rueda` for extension authors. Point TypeScript at this file
 * from Rueda's source (e.g. `"files": [ "wp-content/plugins/rueda/types/rueda.d.ts" ]`
 * in your tsconfig.json, or `/// <reference path="..." />`) and the runtime's
 * stores, registries and checkout filters are typed:
 *
 *     window.rueda.runtime.registerCheckoutFilters( 'acme', {
 *         totalLabel: ( label ) => `${ label } (IVA incluido)`,
 *     } );
 *
 * The types come from the runtime's own source, so they never drift from it.
 */
import type * as Runtime from '../src/runtime';

export type RuedaRuntime = typeof Runtime;

declare global {
	interface Window {
		rueda: { runtime: RuedaRuntime };
	}
}
