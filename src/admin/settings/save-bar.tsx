/**
 * The sticky bar under a settings form: one button saves every change, and a
 * polite live region says whether anything is unsaved. The Settings and the
 * Fitting screens share it.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export default function SaveBar( {
	isDirty,
	isSaving,
}: {
	isDirty: boolean;
	isSaving: boolean;
} ) {
	return (
		<div
			className={ `rueda-settings__savebar${ isDirty ? ' is-dirty' : '' }` }
		>
			<Button
				variant="primary"
				type="submit"
				isBusy={ isSaving }
				disabled={ isSaving || ! isDirty }
				__next40pxDefaultSize
			>
				{ __( 'Save changes', 'rueda' ) }
			</Button>
			<span className="rueda-settings__savebar-state" aria-live="polite">
				{ isDirty
					? __( 'You have unsaved changes.', 'rueda' )
					: __( 'No unsaved changes.', 'rueda' ) }
			</span>
		</div>
	);
}
