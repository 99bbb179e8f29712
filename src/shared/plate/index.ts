/**
 * Number plates: checking, normalising and the messages about them.
 */
export * from './plate';
export { plateMessage } from './messages';
