/**
 * The shopper's UI shown in the editor with sample data: visible, never
 * interactive (links and buttons are disabled).
 */
import { Disabled } from '@wordpress/components';
import type { ReactNode } from 'react';

export default function Preview( { children }: { children: ReactNode } ) {
	return <Disabled className="rueda-editor-preview">{ children }</Disabled>;
}
