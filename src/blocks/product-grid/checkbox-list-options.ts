/**
 * Which options a checkbox list shows (spec section 9): 10 by default, but
 * it only truncates when there are more than the limit plus 5, so "Show
 * more" never hides just one or two options. Checked options always show.
 */
export const CHECKBOX_LIST_LIMIT = 10;

/** Lists up to this many options past the limit are shown whole. */
export const CHECKBOX_LIST_TOLERANCE = 5;

export function isTruncatable(
	count: number,
	limit: number = CHECKBOX_LIST_LIMIT
): boolean {
	return count > limit + CHECKBOX_LIST_TOLERANCE;
}

/**
 * @param options   Options in order.
 * @param expanded  Whether the shopper chose "Show more".
 * @param isChecked Whether an option is checked.
 * @param limit     How many to show while collapsed.
 */
export function getVisibleOptions< T >(
	options: readonly T[],
	expanded: boolean,
	isChecked: ( option: T ) => boolean,
	limit: number = CHECKBOX_LIST_LIMIT
): readonly T[] {
	if ( expanded || ! isTruncatable( options.length, limit ) ) {
		return options;
	}
	return options.filter(
		( option, index ) => index < limit || isChecked( option )
	);
}
