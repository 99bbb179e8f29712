/**
 * A section that could not load: the server's message and a retry button.
 */
import { __ } from '@wordpress/i18n';

import type { ApiErrorResponse } from '@rueda/shared/api';
import Notice from './notice';

export default function LoadError( {
	error,
	onRetry,
}: {
	error: ApiErrorResponse;
	onRetry: () => void;
} ) {
	return (
		<Notice status="error">
			<p>{ error.message }</p>
			<button
				type="button"
				className="rueda-button is-secondary"
				onClick={ onRetry }
			>
				{ __( 'Try again', 'rueda' ) }
			</button>
		</Notice>
	);
}
