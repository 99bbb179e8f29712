/**
 * The live component of a plain container block: its inner blocks in a
 * wrapper with the server's classes.
 */
import type { InnerBlockProps } from '@rueda/runtime';

export default function Container( { className, children }: InnerBlockProps ) {
	return <div className={ className }>{ children }</div>;
}
