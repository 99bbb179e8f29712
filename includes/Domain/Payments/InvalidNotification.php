<?php
/**
 * A notification that is not the bank's.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments;

/**
 * Thrown by NotifiedGateway::handle_notification() for a message it cannot trust: a
 * signature that does not verify, a missing or malformed field. The message says why, for
 * the shop's log; the sender only gets a 400 `rueda_notification_invalid`.
 *
 * @since 0.5.0
 */
final class InvalidNotification extends \RuntimeException {}
