/**
 * A placeholder per express button while the available methods are not
 * known yet, 48 px high as the buttons (spec section 9). No store access, so
 * the editor's previews use it too.
 */

/** Placeholders shown while the number of express methods is unknown (spec section 9). */
export const DEFAULT_EXPRESS_PLACEHOLDERS = 2;

/**
 * @param props       Props.
 * @param props.count How many buttons to stand for (the fallback when 0).
 */
export default function ExpressPlaceholders( { count }: { count: number } ) {
	return (
		<div
			className="rueda-express-checkout__placeholders"
			aria-hidden="true"
		>
			{ Array.from(
				{ length: count || DEFAULT_EXPRESS_PLACEHOLDERS },
				( _, index ) => (
					<span
						key={ index }
						className="rueda-skeleton__line rueda-express-checkout__placeholder"
					/>
				)
			) }
		</div>
	);
}
