/**
 * The server's refusal of one field, under it.
 * @param root0
 * @param root0.message
 */
export default function FieldError( { message }: { message?: string } ) {
	return message ? (
		<p className="rueda-settings__error" role="alert">
			{ message }
		</p>
	) : null;
}
