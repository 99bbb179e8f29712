/**
 * A record's form while the record named by the address is read, or why it
 * could not be, with a way back to the list.
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export default function RecordLoading( {
	error,
	onBack,
}: {
	error: string;
	onBack: () => void;
} ) {
	if ( ! error ) {
		return <Spinner />;
	}
	return (
		<>
			<Notice status="error" isDismissible={ false }>
				{ error }
			</Notice>
			<Button variant="secondary" onClick={ onBack }>
				{ __( 'Back to the list', 'rueda' ) }
			</Button>
		</>
	);
}
