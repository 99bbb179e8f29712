/**
 * Reads the server-rendered HTML of a block into a tree of its inner blocks.
 *
 * Every Rueda block's render.php marks its wrapper with `data-block-name` and
 * passes its attributes as other data-* attributes. Anything else in an inner
 * block area (a paragraph the shop owner added, a block of an extension that
 * has no live component) is kept as HTML. Elements marked
 * `data-rueda-placeholder` are server-only stand-ins and are dropped.
 */
export type BlockNode =
	| {
			type: 'block';
			name: string;
			/** data-* attributes without `data-block-name`, as in `dataset`. */
			attributes: Record< string, string >;
			className: string;
			children: BlockNode[];
			/** The server HTML, shown until the block's component has loaded. */
			html: string;
	  }
	| { type: 'html'; html: string };

export const BLOCK_NAME_ATTRIBUTE = 'data-block-name';
export const PLACEHOLDER_ATTRIBUTE = 'data-rueda-placeholder';

/**
 * The data-* attributes of an element, without the block name.
 *
 * @param element Server-rendered element.
 */
export function readBlockAttributes(
	element: HTMLElement
): Record< string, string > {
	const attributes: Record< string, string > = {};
	for ( const [ key, value ] of Object.entries( element.dataset ) ) {
		if ( key !== 'blockName' && value !== undefined ) {
			attributes[ key ] = value;
		}
	}
	return attributes;
}

/**
 * The inner blocks of a server-rendered element.
 *
 * @param element The element whose children to read.
 */
export function parseBlockTree( element: Element ): BlockNode[] {
	const nodes: BlockNode[] = [];
	for ( const child of Array.from( element.children ) ) {
		if ( child.hasAttribute( PLACEHOLDER_ATTRIBUTE ) ) {
			continue;
		}
		const name = child.getAttribute( BLOCK_NAME_ATTRIBUTE );
		if ( ! name || ! ( child instanceof HTMLElement ) ) {
			nodes.push( { type: 'html', html: child.outerHTML } );
			continue;
		}
		nodes.push( {
			type: 'block',
			name,
			attributes: readBlockAttributes( child ),
			className: child.getAttribute( 'class' ) ?? '',
			children: parseBlockTree( child ),
			html: child.outerHTML,
		} );
	}
	return nodes;
}

/**
 * The first inner block of a name.
 *
 * @param nodes Inner blocks.
 * @param name  Block name.
 */
export function findBlock(
	nodes: readonly BlockNode[],
	name: string
): Extract< BlockNode, { type: 'block' } > | null {
	for ( const node of nodes ) {
		if ( node.type === 'block' && node.name === name ) {
			return node;
		}
	}
	return null;
}
