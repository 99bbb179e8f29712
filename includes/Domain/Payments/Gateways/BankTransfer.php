<?php
/**
 * Bank transfer.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments\Gateways;

use Rueda\Domain\Cart\CalculatedCart;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\PaymentGateway;
use Rueda\Domain\Payments\PaymentRequest;
use Rueda\Domain\Payments\PaymentResult;

/**
 * "Transferencia bancaria": the order waits on-hold; the confirmation page shows the
 * account (option `rueda_bank_transfer`: holder, bank, iban, bic) and the order number as
 * the reference.
 *
 * @since 0.1.0
 */
final class BankTransfer implements PaymentGateway {

	public const ID = 'rueda_bank_transfer';

	public const OPTION = 'rueda_bank_transfer';

	/** {@inheritDoc} */
	public function id(): string {
		return self::ID;
	}

	/** {@inheritDoc} */
	public function title(): string {
		return __( 'Bank transfer', 'rueda' );
	}

	/** {@inheritDoc} */
	public function description(): string {
		return __( 'Make your payment directly into our bank account, using your order number as the reference. We prepare your order once the money arrives.', 'rueda' );
	}

	/** {@inheritDoc} */
	public function supports(): array {
		return array( 'products' );
	}

	/**
	 * The account to pay into.
	 *
	 * @since 0.1.0
	 *
	 * @return array{holder:string,bank:string,iban:string,bic:string}
	 */
	public static function account(): array {
		$saved = get_option( self::OPTION, array() );
		$saved = is_array( $saved ) ? $saved : array();
		return array(
			'holder' => (string) ( $saved['holder'] ?? '' ),
			'bank'   => (string) ( $saved['bank'] ?? '' ),
			'iban'   => (string) ( $saved['iban'] ?? '' ),
			'bic'    => (string) ( $saved['bic'] ?? '' ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param CalculatedCart $cart The calculated cart.
	 */
	public function is_available( CalculatedCart $cart ): bool {
		return '' !== self::account()['iban'];
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param PaymentRequest $request The order and what the shopper sent.
	 */
	public function process( PaymentRequest $request ): PaymentResult {
		$account = self::account();
		return PaymentResult::later(
			OrderStatus::ON_HOLD,
			array(
				'account_holder' => $account['holder'],
				'bank_name'      => $account['bank'],
				'iban'           => $account['iban'],
				'bic'            => $account['bic'],
				'reference'      => $request->order->number(),
			)
		);
	}
}
