/**
 * Renders inner blocks read from the server HTML: each with its registered
 * (usually lazy) component, showing the server HTML until that has loaded;
 * blocks without a component and other content stay as server HTML.
 */
import { Suspense } from '@wordpress/element';
import { getInnerBlockComponent, getShopSettings } from '@rueda/runtime';

import type { BlockNode } from './block-tree';
import BlockErrorBoundary from './error-boundary';
import RawHtml from './raw-html';

function InnerBlock( { node }: { node: BlockNode } ) {
	const Block =
		node.type === 'block' ? getInnerBlockComponent( node.name ) : null;
	if ( node.type === 'html' || ! Block ) {
		return <RawHtml html={ node.html } />;
	}
	return (
		<BlockErrorBoundary
			blockName={ node.name }
			showDetails={ getShopSettings().showErrorDetails }
		>
			<Suspense fallback={ <RawHtml html={ node.html } /> }>
				<Block
					attributes={ node.attributes }
					className={ node.className }
				>
					{ node.children.length > 0 && (
						<InnerBlocks nodes={ node.children } />
					) }
				</Block>
			</Suspense>
		</BlockErrorBoundary>
	);
}

export default function InnerBlocks( {
	nodes,
}: {
	nodes: readonly BlockNode[];
} ) {
	return (
		<>
			{ nodes.map( ( node, index ) => (
				// The server's order is fixed for the page's life: index keys are stable.
				<InnerBlock key={ index } node={ node } />
			) ) }
		</>
	);
}
