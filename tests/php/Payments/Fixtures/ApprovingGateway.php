<?php
/**
 * A gateway that approves every payment, for the tests of what the shop does with gateways.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Payments\Fixtures;

use Rueda\Domain\Cart\CalculatedCart;
use Rueda\Domain\Payments\PaymentGateway;
use Rueda\Domain\Payments\PaymentRequest;
use Rueda\Domain\Payments\PaymentResult;

/**
 * Offered for every cart of products, no description, every payment paid at once. Tests
 * name it, and extend it to try an interface beside PaymentGateway (TestGateway,
 * DeclaresIcons, RefundingGateway).
 */
class ApprovingGateway implements PaymentGateway {

	/**
	 * Creates the gateway.
	 *
	 * @param string $id    Gateway id.
	 * @param string $title Title shown to shoppers.
	 */
	public function __construct( private string $id, private string $title ) {}

	/** {@inheritDoc} */
	public function id(): string {
		return $this->id;
	}

	/** {@inheritDoc} */
	public function title(): string {
		return $this->title;
	}

	/** {@inheritDoc} */
	public function description(): string {
		return '';
	}

	/** {@inheritDoc} */
	public function supports(): array {
		return array( 'products' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param CalculatedCart $cart The calculated cart.
	 */
	public function is_available( CalculatedCart $cart ): bool {
		return true;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param PaymentRequest $request The payment.
	 */
	public function process( PaymentRequest $request ): PaymentResult {
		return PaymentResult::paid();
	}
}
