/**
 * What every Mi cuenta form does when it is sent: its own checks first (the
 * focus goes to the first invalid field), then the request with the button
 * busy; the server's answer is announced, a refusal's message shown in the
 * form's notice and the focus moved to the first field it marks.
 */
import { useRef, useState } from '@wordpress/element';
import type { FormEvent } from 'react';

import type { ApiErrorResponse } from '@rueda/shared/api';
import { useAnnounce } from './announcer';
import { focusFirstInvalid } from './focus';
import type { NoticeStatus } from './notice';

export type FormStatus = {
	type: Extract< NoticeStatus, 'success' | 'error' >;
	message: string;
};

export type AccountFormOptions< Result > = {
	/**
	 * The form's own checks: shows what is wrong (field errors) and answers
	 * whether the form may be sent.
	 */
	check: () => boolean;
	/** Sends the form. */
	send: () => Promise< Result >;
	/**
	 * After the server accepted: updates the view and answers the message to
	 * announce (shown in the form's notice too unless `showSuccess` is false).
	 */
	onSent: ( result: Result ) => string;
	/**
	 * After a refusal: puts its errors on their fields and answers the
	 * notice's message ('' for no notice).
	 */
	onRefused: ( error: ApiErrorResponse ) => string;
	/** Whether the success message shows in the form (default true). */
	showSuccess?: boolean;
};

/**
 * @param options             The form's checks, request and answers.
 * @param options.check
 * @param options.send
 * @param options.onSent
 * @param options.onRefused
 * @param options.showSuccess
 * @return Refs for the form and its notice, the notice's status, whether the
 *         request is on its way, and the submit handler.
 */
export function useAccountForm< Result >( {
	check,
	send,
	onSent,
	onRefused,
	showSuccess = true,
}: AccountFormOptions< Result > ) {
	const announce = useAnnounce();
	const form = useRef< HTMLFormElement >( null );
	const notice = useRef< HTMLDivElement >( null );
	const [ status, setStatus ] = useState< FormStatus | null >( null );
	const [ isSending, setSending ] = useState( false );

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		setStatus( null );
		if ( ! check() ) {
			focusFirstInvalid( form.current );
			return;
		}
		setSending( true );
		try {
			const message = onSent( await send() );
			if ( showSuccess ) {
				setStatus( { type: 'success', message } );
			}
			announce( message );
		} catch ( reason ) {
			const message = onRefused( reason as ApiErrorResponse );
			setStatus( message ? { type: 'error', message } : null );
			focusFirstInvalid( form.current, notice );
		} finally {
			setSending( false );
		}
	};

	return { form, notice, status, isSending, submit };
}
