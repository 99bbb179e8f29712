/**
 * A block's heading, edited in place: plain text, the default text as the
 * placeholder (an empty heading shows the translated default on the site).
 */
import { RichText } from '@wordpress/block-editor';

export default function EditableHeading( {
	className,
	value,
	fallback,
	onChange,
}: {
	className: string;
	value: string;
	fallback: string;
	onChange: ( value: string ) => void;
} ) {
	return (
		<RichText
			tagName="h2"
			className={ className }
			value={ value }
			placeholder={ fallback }
			allowedFormats={ [] }
			withoutInteractiveFormatting
			onChange={ onChange }
		/>
	);
}
