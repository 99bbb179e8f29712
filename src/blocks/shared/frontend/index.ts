export { findBlock, parseBlockTree, readBlockAttributes } from './block-tree';
export type { BlockNode } from './block-tree';
export { default as InnerBlocks } from './inner-blocks';
export { default as RawHtml } from './raw-html';
export { mountBlock } from './mount';
export type { MountContext } from './mount';
