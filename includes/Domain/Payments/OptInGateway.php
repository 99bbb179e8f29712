<?php
/**
 * A payment method the shop owner turns on knowingly.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments;

/**
 * Implement this beside PaymentGateway when the gateway must stay off until the owner
 * turns it on in Ajustes › Pagos (a real bank's terminal, which needs its credentials
 * first); other gateways nobody has configured are offered, as before settings existed.
 *
 * @since 0.6.0
 */
interface OptInGateway extends PaymentGateway {}
