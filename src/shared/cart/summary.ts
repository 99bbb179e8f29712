/**
 * The short text a cart line shows under the product name (spec section 9):
 * the short description, else the description, cut to 15 words, keeping only
 * a few formatting tags.
 */
export const SUMMARY_WORDS = 15;

const ALLOWED_TAGS = new Set( [
	'A',
	'B',
	'EM',
	'I',
	'STRONG',
	'P',
	'BR',
	'UL',
	'OL',
	'LI',
	'H1',
	'H2',
	'H3',
	'H4',
	'H5',
	'H6',
	'PRE',
	'BLOCKQUOTE',
	'IMG',
] );

// Elements whose content is no text to show.
const DROPPED_TAGS = new Set( [
	'SCRIPT',
	'STYLE',
	'IFRAME',
	'OBJECT',
	'NOSCRIPT',
	'TEMPLATE',
] );

const ALLOWED_ATTRIBUTES: Record< string, readonly string[] > = {
	A: [ 'href', 'rel', 'target' ],
	IMG: [ 'src', 'alt' ],
};

/**
 * Keeps allowed elements (with their safe attributes) and the text of the others.
 *
 * @param node Node whose children are cleaned in place.
 */
function clean( node: Node ) {
	for ( const child of Array.from( node.childNodes ) ) {
		if ( child.nodeType === Node.TEXT_NODE ) {
			continue;
		}
		if (
			! ( child instanceof Element ) ||
			DROPPED_TAGS.has( child.tagName )
		) {
			child.remove();
			continue;
		}
		clean( child );
		if ( ! ALLOWED_TAGS.has( child.tagName ) ) {
			child.replaceWith( ...Array.from( child.childNodes ) );
			continue;
		}
		const allowed = ALLOWED_ATTRIBUTES[ child.tagName ] ?? [];
		for ( const { name } of Array.from( child.attributes ) ) {
			const isScriptUrl =
				( name === 'href' || name === 'src' ) &&
				/^\s*(javascript|data|vbscript):/i.test(
					child.getAttribute( name ) ?? ''
				);
			if ( ! allowed.includes( name ) || isScriptUrl ) {
				child.removeAttribute( name );
			}
		}
	}
}

/**
 * Cuts the text after `words` words, dropping whatever follows; returns the
 * words still allowed after this node.
 *
 * @param node  Node to cut in place.
 * @param words Words allowed from here on.
 */
function cut( node: Node, words: number ): number {
	let left = words;
	for ( const child of Array.from( node.childNodes ) ) {
		if ( left <= 0 ) {
			child.remove();
			continue;
		}
		if ( child.nodeType !== Node.TEXT_NODE ) {
			left = cut( child, left );
			continue;
		}
		const text = child.textContent ?? '';
		const parts = text.match( /\S+/g ) ?? [];
		if ( parts.length > left ) {
			const kept = text.match(
				new RegExp( `^\\s*(?:\\S+\\s+){${ left - 1 }}\\S+` )
			);
			child.textContent = `${ kept ? kept[ 0 ] : '' }…`;
			left = 0;
			continue;
		}
		left -= parts.length;
	}
	return left;
}

/**
 * The summary HTML of a product: allowed tags only, at most `words` words.
 *
 * @param shortDescription The product's short description (HTML).
 * @param description      Its description, used when there is no short one.
 * @param words            Word limit.
 */
export function getProductSummary(
	shortDescription: string,
	description: string,
	words = SUMMARY_WORDS
): string {
	const source = shortDescription.trim() || description.trim();
	if ( ! source ) {
		return '';
	}
	const template = document.createElement( 'template' );
	template.innerHTML = source;
	const root = template.content;
	clean( root );
	cut( root, words );
	const holder = document.createElement( 'div' );
	holder.append( root );
	return holder.innerHTML.trim();
}
