/**
 * A translated sentence with elements in its numbered placeholders (%1$s,
 * %2$s...), so a translation may reorder them. The same strings serve the
 * server render, which fills them with sprintf().
 */
import { Fragment } from '@wordpress/element';
import type { ReactNode } from 'react';

export function interpolate(
	text: string,
	parts: readonly ReactNode[]
): ReactNode {
	return text.split( /(%\d+\$s)/ ).map( ( piece, index ) => {
		const match = /^%(\d+)\$s$/.exec( piece );
		const part = match ? parts[ Number( match[ 1 ] ) - 1 ] : piece;
		return <Fragment key={ index }>{ part ?? piece }</Fragment>;
	} );
}
