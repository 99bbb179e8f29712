/**
 * Joins the class names that apply.
 *
 * @param names Class names, or falsy values for those that do not apply.
 */
export function classNames(
	...names: Array< string | false | null | undefined >
): string {
	return names.filter( Boolean ).join( ' ' );
}
