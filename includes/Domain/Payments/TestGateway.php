<?php
/**
 * A payment method that takes no money.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments;

/**
 * Marks a gateway whose "paid" means nothing was charged: a sandbox, a demo terminal.
 * Such gateways are offered only where TestPayments::allowed() says so (a development
 * site, or a shop whose owner turned them on knowingly); a checkout that asks for one
 * anywhere else is refused. An extension's test or demo gateway implements it too.
 *
 * @since 0.4.0
 */
interface TestGateway extends PaymentGateway {}
