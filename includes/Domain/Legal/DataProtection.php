<?php
/**
 * The data-protection notice beside the checkout's email field.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Legal;

/**
 * The first layer of the information the GDPR (art. 13) and the LOPDGDD (art. 11) ask
 * for where personal data is collected: who the controller is, why the data is used, on
 * what legal basis and which rights the shopper has. The second layer is the privacy
 * policy, which the checkout links beside this text.
 *
 * @since 0.2.0
 */
final class DataProtection {

	/**
	 * The default notice, naming the shop as the controller.
	 *
	 * @since 0.2.0
	 */
	public static function default_text(): string {
		return sprintf(
			/* translators: %s: the shop's (legal) name. */
			__( 'Basic data protection information. Controller: %s. Purpose: managing your order and invoicing it. Legal basis: performance of the contract. Rights: you may access, rectify and erase your data, object to or restrict its processing and ask for its portability.', 'rueda' ),
			ShopIdentity::name()
		);
	}
}
