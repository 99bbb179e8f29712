<?php
/**
 * A payment method of the example: a virtual card terminal that approves every payment.
 *
 * @package RuedaHotel
 */

declare( strict_types=1 );

namespace RuedaHotel;

use Rueda\Domain\Cart\CalculatedCart;
use Rueda\Domain\Payments\DeclaresIcons;
use Rueda\Domain\Payments\PaymentRequest;
use Rueda\Domain\Payments\PaymentResult;
use Rueda\Domain\Payments\TestGateway;

/**
 * Extension points used: `rueda_payment_gateways` (server) and DeclaresIcons, the card
 * brands it takes, shown as icons in the payment step; the page registers its UI
 * (assets/frontend.js).
 * A real gateway would call its provider in process(); this one approves, so it is a
 * TestGateway: Rueda offers it only on a development site or where the owner turned test
 * payments on, never to a live shop's shoppers.
 */
final class TpvGateway implements TestGateway, DeclaresIcons {

	public const ID = 'rueda_hotel_tpv';

	/** {@inheritDoc} */
	public function id(): string {
		return self::ID;
	}

	/** {@inheritDoc} */
	public function title(): string {
		return __( 'Tarjeta en TPV virtual (ejemplo)', 'rueda-hotel' );
	}

	/** {@inheritDoc} */
	public function description(): string {
		return __( 'Pago de ejemplo: el TPV aprueba todos los pagos.', 'rueda-hotel' );
	}

	/** {@inheritDoc} */
	public function supports(): array {
		return array( 'products' );
	}

	/**
	 * Offered for every cart.
	 *
	 * @param CalculatedCart $cart The cart.
	 */
	public function is_available( CalculatedCart $cart ): bool {
		return true;
	}

	/**
	 * The card brands it takes (ids of Rueda's payment icons).
	 *
	 * @return list<string>
	 */
	public function icons(): array {
		return array( 'visa', 'mastercard', 'maestro', 'amex' );
	}

	/**
	 * Approves the payment, as a provider's sandbox would.
	 *
	 * @param PaymentRequest $request The order and what the page sent.
	 */
	public function process( PaymentRequest $request ): PaymentResult {
		return PaymentResult::paid( array(), 'tpv-' . wp_generate_password( 12, false ) );
	}
}
