<?php
/**
 * A payment method that shows the brands it takes.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments;

/**
 * Implement this beside PaymentGateway (or ConfigurableGateway) to show icons beside the
 * method's label in the checkout's payment step: ids of the list below, sent to the page in
 * the checkout settings (`paymentMethods.{id}.icons`). The method's client registration may
 * list its own icons instead; ids not in the list are ignored (and logged for administrators).
 *
 * @since 0.1.0
 */
interface DeclaresIcons {

	/**
	 * The icon ids the checkout knows (spec section 9, and Bizum since 0.6.0).
	 */
	public const IDS = array( 'alipay', 'amex', 'bancontact', 'bizum', 'diners', 'discover', 'eps', 'giropay', 'ideal', 'jcb', 'laser', 'maestro', 'mastercard', 'multibanco', 'p24', 'sepa', 'sofort', 'unionpay', 'visa', 'wechat' );

	/**
	 * The icons to show, in order: ids of DeclaresIcons::IDS.
	 *
	 * @return string[]
	 */
	public function icons(): array;
}
