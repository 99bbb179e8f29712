/**
 * A notice inside a section: errors are alerts, the rest plain text (their
 * news goes through the polite live region). It takes a ref, so a form can
 * move the focus to it.
 */
import { forwardRef } from '@wordpress/element';
import type { ForwardedRef, ReactNode } from 'react';

export type NoticeStatus = 'error' | 'success' | 'info';

type NoticeProps = {
	status: NoticeStatus;
	children: ReactNode;
};

function NoticeBox(
	{ status, children }: NoticeProps,
	ref: ForwardedRef< HTMLDivElement >
) {
	return (
		<div
			ref={ ref }
			tabIndex={ -1 }
			className={ `rueda-notice is-${ status } rueda-customer-account__notice` }
			role={ status === 'error' ? 'alert' : undefined }
		>
			<div>{ children }</div>
		</div>
	);
}

export default forwardRef( NoticeBox );
