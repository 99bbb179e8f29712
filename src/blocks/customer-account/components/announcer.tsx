/**
 * One polite live region per account view: saved forms and finished actions
 * are announced there without moving the focus.
 */
import {
	createContext,
	useCallback,
	useContext,
	useState,
} from '@wordpress/element';
import type { ReactNode } from 'react';

const AnnounceContext = createContext< ( message: string ) => void >(
	() => undefined
);

export function AnnouncerProvider( { children }: { children: ReactNode } ) {
	const [ message, setMessage ] = useState( { text: '', count: 0 } );
	const announce = useCallback(
		( text: string ) =>
			setMessage( ( previous ) => ( {
				text,
				count: previous.count + 1,
			} ) ),
		[]
	);
	return (
		<AnnounceContext.Provider value={ announce }>
			{ children }
			<div
				className="rueda-visually-hidden"
				role="status"
				aria-live="polite"
				aria-atomic="true"
			>
				{ /* A new key, so the same message twice is announced twice. */ }
				<span key={ message.count }>{ message.text }</span>
			</div>
		</AnnounceContext.Provider>
	);
}

/**
 * @return `announce( message )`.
 */
export function useAnnounce(): ( message: string ) => void {
	return useContext( AnnounceContext );
}
