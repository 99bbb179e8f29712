/**
 * Registers every inner block of the checkout in the editor.
 */
import './checkout-fields';
import './checkout-totals';
import './checkout-express-payment';
import './checkout-contact-information';
import './checkout-shipping-method';
import './checkout-pickup-options';
import './checkout-shipping-address';
import './checkout-billing-address';
import './checkout-shipping-methods';
import './checkout-payment';
import './checkout-order-note';
import './checkout-terms';
import './checkout-actions';
import './checkout-order-summary';
