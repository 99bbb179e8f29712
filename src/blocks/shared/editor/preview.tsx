/**
 * The shopper's UI shown in the editor with sample data: visible, never
 * interactive (links and buttons are disabled).
 */
import { Disabled } from '@wordpress/components';
import type { ReactNode } from 'react';

export default function Preview( { children }: { children: ReactNode } ) {
	return <Disabled className="rueda-editor-preview">{ children }</Disabled>;
}

/**
 * Says where a part shows on the live site when the sample cart has nothing
 * to show in it (no invented coupon or fee).
 *
 * @param props
 * @param props.children The note.
 */
export function PreviewNote( { children }: { children: ReactNode } ) {
	return <p className="rueda-editor-preview__note">{ children }</p>;
}
