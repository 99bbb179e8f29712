/**
 * A screen's snackbars: the notices of type snackbar its forms and lists create
 * in WordPress's `core/notices` store, each gone once dismissed; and the
 * function screens hand their parts to report how a change went.
 */
import { SnackbarList } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import { store as noticesStore } from '@wordpress/notices';

export default function Snackbars() {
	const { removeNotice } = useDispatch( noticesStore );
	const snackbars = useSelect(
		( select ) =>
			select( noticesStore )
				.getNotices()
				.filter( ( notice ) => notice.type === 'snackbar' ),
		[]
	);
	return (
		<SnackbarList
			notices={ snackbars }
			onRemove={ ( id: string ) => removeNotice( id ) }
		/>
	);
}

/** Shows a message as a snackbar, an error one when `isError`. */
export type Notify = ( message: string, isError?: boolean ) => void;

export function useNotify(): Notify {
	const { createSuccessNotice, createErrorNotice } =
		useDispatch( noticesStore );
	return useCallback(
		( message: string, isError = false ) =>
			( isError ? createErrorNotice : createSuccessNotice )( message, {
				type: 'snackbar',
			} ),
		[ createErrorNotice, createSuccessNotice ]
	);
}
