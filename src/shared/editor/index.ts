export { createContainerEdit } from './container-edit';
export type { BlockTemplate } from './container-edit';
export { registerBlock } from './register-block';
export { default as Preview } from './preview';
export { default as SectionToggles } from './section-toggles';
