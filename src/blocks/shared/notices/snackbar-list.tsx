/**
 * The snackbars of one area, at the bottom of the screen; each dismisses
 * itself after 10 seconds or on a click.
 *
 * As in @wordpress/components' SnackbarList, the list is an ordinary list;
 * what screen readers announce comes from a polite live region around it
 * (role=status on the list would override its list semantics, which axe
 * reports as a misused role). The region is always rendered so that it is in
 * the page before the first snackbar arrives. While an express payment
 * method is active the cart's and checkout's snackbars wait (suppression.ts).
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { noticesStore } from '@rueda/runtime';

import { useNoticesSuppressed } from './suppression';

export const SNACKBAR_TIMEOUT = 10_000;

function Snackbar( {
	content,
	status,
	onRemove,
}: {
	content: string;
	status: string;
	onRemove: () => void;
} ) {
	useEffect( () => {
		const timer = setTimeout( onRemove, SNACKBAR_TIMEOUT );
		return () => clearTimeout( timer );
		// One timer per snackbar, from when it appears.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );
	return (
		<li className={ `rueda-snackbar is-${ status }` }>
			<span className="rueda-snackbar__content">{ content }</span>
			<button
				type="button"
				className="rueda-snackbar__dismiss"
				aria-label={ __( 'Dismiss this notice', 'rueda' ) }
				onClick={ onRemove }
			>
				&times;
			</button>
		</li>
	);
}

export default function SnackbarList( { context }: { context: string } ) {
	// The store's own array: a stable value for useSelect, filtered after.
	const all = useSelect(
		( select ) => select( noticesStore ).getNotices( context ),
		[ context ]
	);
	const isSuppressed = useNoticesSuppressed( context );
	const snackbars = isSuppressed
		? []
		: all.filter( ( notice ) => notice.type === 'snackbar' );
	const { removeNotice } = useDispatch( noticesStore );
	return (
		<div
			className="rueda-snackbar-region"
			aria-live="polite"
			aria-relevant="additions text"
		>
			{ snackbars.length > 0 && (
				<ul className="rueda-snackbar-list">
					{ snackbars.map( ( notice ) => (
						<Snackbar
							key={ notice.id }
							content={ notice.content }
							status={ notice.status }
							onRemove={ () =>
								removeNotice( notice.id, context )
							}
						/>
					) ) }
				</ul>
			) }
		</div>
	);
}
