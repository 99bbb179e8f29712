/**
 * An order's status as a coloured label (the colour only repeats the text).
 * @param root0
 * @param root0.status
 * @param root0.label
 */
export default function StatusBadge( {
	status,
	label,
}: {
	status: string;
	label: string;
} ) {
	return (
		<span className={ `rueda-order-status is-${ status }` }>{ label }</span>
	);
}
