/**
 * The foot of an edit form: save (busy while saving) and back to the list.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export default function FormButtons( {
	saveLabel,
	isSaving,
	onBack,
	className,
}: {
	saveLabel: string;
	isSaving: boolean;
	onBack: () => void;
	className: string;
} ) {
	return (
		<p className={ className }>
			<Button
				variant="primary"
				type="submit"
				isBusy={ isSaving }
				disabled={ isSaving }
				__next40pxDefaultSize
			>
				{ saveLabel }
			</Button>
			<Button variant="tertiary" onClick={ onBack } __next40pxDefaultSize>
				{ __( 'Back to the list', 'rueda' ) }
			</Button>
		</p>
	);
}
