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
use Rueda\Domain\Payments\ConfigurableGateway;
use Rueda\Domain\Payments\PaymentRequest;
use Rueda\Domain\Payments\PaymentSettings;
use Rueda\Domain\Payments\PaymentResult;

/**
 * "Transferencia bancaria": the order waits on-hold; the confirmation page shows the
 * account (its settings: holder, bank, iban, bic) and the order number as the reference.
 * Offered only once the shop owner has entered an IBAN.
 *
 * @since 0.1.0
 */
final class BankTransfer implements ConfigurableGateway {

	public const ID = 'rueda_bank_transfer';

	/**
	 * The account, once configured.
	 *
	 * @var array<string,mixed>|null
	 */
	private ?array $settings = null;

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

	/** {@inheritDoc} */
	public function settings_fields(): array {
		return array(
			'holder' => array(
				'type'       => 'text',
				'label'      => __( 'Account holder', 'rueda' ),
				'max_length' => 100,
				'required'   => true,
			),
			'bank'   => array(
				'type'       => 'text',
				'label'      => __( 'Bank', 'rueda' ),
				'max_length' => 100,
			),
			'iban'   => array(
				'type'     => 'iban',
				'label'    => __( 'IBAN', 'rueda' ),
				'help'     => __( 'Shoppers pay into this account; the method is offered only with an IBAN.', 'rueda' ),
				'required' => true,
			),
			'bic'    => array(
				'type'  => 'bic',
				'label' => __( 'BIC', 'rueda' ),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $settings Values by field key.
	 */
	public function configure( array $settings ): void {
		$this->settings = $settings;
	}

	/**
	 * The account to pay into (the saved settings when configure() was not called).
	 *
	 * @since 0.1.0
	 *
	 * @return array{holder:string,bank:string,iban:string,bic:string}
	 */
	public function account(): array {
		$this->settings ??= PaymentSettings::values( $this );
		return array(
			'holder' => (string) ( $this->settings['holder'] ?? '' ),
			'bank'   => (string) ( $this->settings['bank'] ?? '' ),
			'iban'   => (string) ( $this->settings['iban'] ?? '' ),
			'bic'    => (string) ( $this->settings['bic'] ?? '' ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param CalculatedCart $cart The calculated cart.
	 */
	public function is_available( CalculatedCart $cart ): bool {
		return '' !== $this->account()['iban'];
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param PaymentRequest $request The order and what the shopper sent.
	 */
	public function process( PaymentRequest $request ): PaymentResult {
		$account = $this->account();
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
