/**
 * Registers every inner block of the cart in the editor.
 */
import './filled-cart';
import './empty-cart';
import './cart-items';
import './cart-line-items';
import './cart-cross-sells';
import './cart-totals';
import './cart-order-summary';
import './cart-order-summary-subtotal';
import './cart-order-summary-fees';
import './cart-order-summary-coupon-form';
import './cart-order-summary-discount';
import './cart-order-summary-shipping';
import './cart-order-summary-taxes';
import './cart-express-payment';
import './proceed-to-checkout';
