/**
 * An inline notice. Errors and warnings are announced (role alert), info is
 * polite (role status). Spec section 8 lists the messages.
 */
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

export type NoticeStatus = 'error' | 'warning' | 'info';

export default function Notice( {
	status,
	children,
	onDismiss,
}: {
	status: NoticeStatus;
	children: ReactNode;
	onDismiss?: () => void;
} ) {
	return (
		<div
			className={ `rueda-notice is-${ status }` }
			role={ status === 'info' ? 'status' : 'alert' }
		>
			<div className="rueda-notice__content">{ children }</div>
			{ onDismiss && (
				<button
					type="button"
					className="rueda-notice__dismiss"
					aria-label={ __( 'Dismiss this notice', 'rueda' ) }
					onClick={ onDismiss }
				>
					&times;
				</button>
			) }
		</div>
	);
}
