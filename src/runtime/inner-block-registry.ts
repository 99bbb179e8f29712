/**
 * Components of inner blocks on the live site, by block name. Rueda's own
 * blocks register here (as lazy components) and so can extensions, for their
 * blocks placed in one of the inner block areas:
 *
 *     rueda.runtime.registerInnerBlock( {
 *         metadata: { name: 'acme/fitting-slot', parent: [ 'rueda/cart-totals' ] },
 *         component: FittingSlot,
 *     } );
 *
 * Blocks without a registered component keep their server-rendered HTML.
 */
import type { ComponentType, ReactNode } from 'react';

import { isRecord } from '../shared/api';

/** Blocks whose inner blocks shop owners and extensions may add to or rearrange. */
export const INNER_BLOCK_AREAS = [
	'rueda/cart',
	'rueda/filled-cart',
	'rueda/cart-items',
	'rueda/cart-totals',
	'rueda/cart-order-summary',
	'rueda/cart-express-payment',
	'rueda/empty-cart',
	'rueda/checkout',
	'rueda/checkout-fields',
	'rueda/checkout-totals',
	'rueda/mini-cart',
	'rueda/cart-drawer',
] as const;

export type InnerBlockArea = ( typeof INNER_BLOCK_AREAS )[ number ];

export type InnerBlockProps = {
	/** The server-rendered element's data-* attributes (camelCased, as in `dataset`). */
	attributes: Readonly< Record< string, string > >;
	/** The server-rendered element's classes, for the component's root element. */
	className: string;
	/** Its inner blocks, already rendered; containers place them. */
	children?: ReactNode;
};

export type InnerBlockComponent = ComponentType< InnerBlockProps >;

export type InnerBlockDefinition = {
	metadata: { name: string; parent: string | readonly string[] };
	component: InnerBlockComponent;
};

const components = new Map< string, InnerBlockComponent >();

function isArea( value: unknown ): value is InnerBlockArea {
	return INNER_BLOCK_AREAS.some( ( area ) => area === value );
}

// Function components, and the objects lazy(), memo() and forwardRef() return.
function isComponent( value: unknown ): value is InnerBlockComponent {
	return (
		typeof value === 'function' ||
		( isRecord( value ) && '$$typeof' in value )
	);
}

/**
 * Registers the live-site component of an inner block. A later registration
 * of the same name replaces the earlier one.
 *
 * @param definition Block metadata (name, parent) and component.
 * @throws When the definition is not valid; the message says why.
 */
export function registerInnerBlock( definition: InnerBlockDefinition ): void {
	// Extensions call this from plain JavaScript: check every part.
	const input: unknown = definition;
	const metadata = isRecord( input ) ? input.metadata : undefined;
	const component = isRecord( input ) ? input.component : undefined;
	if ( ! isRecord( metadata ) ) {
		throw new TypeError(
			'registerInnerBlock: metadata must be an object.'
		);
	}
	if ( typeof metadata.name !== 'string' || metadata.name.trim() === '' ) {
		throw new TypeError(
			'registerInnerBlock: metadata.name must be a non-empty string.'
		);
	}
	const parents: unknown[] = Array.isArray( metadata.parent )
		? metadata.parent
		: [ metadata.parent ];
	// [].every() is true: an empty list would register a block with no area.
	if ( parents.length === 0 ) {
		throw new TypeError(
			`registerInnerBlock: the parent of ${ metadata.name } must name at least one inner block area.`
		);
	}
	if ( ! parents.every( isArea ) ) {
		throw new TypeError(
			`registerInnerBlock: the parent of ${
				metadata.name
			} must be one of the inner block areas: ${ INNER_BLOCK_AREAS.join(
				', '
			) }.`
		);
	}
	if ( ! isComponent( component ) ) {
		throw new TypeError(
			`registerInnerBlock: the component of ${ metadata.name } must be a React component.`
		);
	}
	components.set( metadata.name, component );
}

export function getInnerBlockComponent(
	name: string
): InnerBlockComponent | null {
	return components.get( name ) ?? null;
}
