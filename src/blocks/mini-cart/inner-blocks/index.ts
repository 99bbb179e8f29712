/**
 * Registers the mini cart's inner blocks in the editor.
 */
import './cart-drawer';
import './cart-drawer-items';
import './cart-drawer-footer';
