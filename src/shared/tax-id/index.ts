/**
 * Spanish tax ids: normalising, checking and the messages about them.
 */
export * from './tax-id';
export { taxIdMessage } from './messages';
