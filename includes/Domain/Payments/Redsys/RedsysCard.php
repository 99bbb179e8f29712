<?php
/**
 * Card payments through Redsys.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments\Redsys;

/**
 * "Tarjeta": the card form on Redsys's page (DS_MERCHANT_PAYMETHODS C). Its settings
 * hold the terminal both Redsys gateways use (merchant code, terminal, secret key,
 * signature version, environment) and how long a payment is waited for; Bizum reads
 * them from here (RedsysBizum), so the owner types them once. A logged-in customer may
 * save the card at Redsys and pay with it later (SavedCards).
 *
 * @since 0.6.0
 */
final class RedsysCard extends RedsysGateway {

	public const ID = 'rueda_redsys';

	/** {@inheritDoc} */
	public function id(): string {
		return self::ID;
	}

	/** {@inheritDoc} */
	public function title(): string {
		return __( 'Card', 'rueda' );
	}

	/** {@inheritDoc} */
	public function description(): string {
		return __( 'Pay securely by card on your bank’s payment page (Redsys).', 'rueda' );
	}

	/**
	 * The card brands Redsys takes.
	 *
	 * @return string[]
	 */
	public function icons(): array {
		return array( 'visa', 'mastercard', 'maestro' );
	}

	/** {@inheritDoc} */
	public function settings_fields(): array {
		return array(
			'merchant_code'     => array(
				'type'            => 'text',
				'label'           => __( 'Merchant code (FUC)', 'rueda' ),
				'help'            => __( 'The 9 digits your bank gave you for the virtual POS.', 'rueda' ),
				'max_length'      => 9,
				'required'        => true,
				'pattern'         => '/^\d{9}$/',
				'pattern_message' => __( 'The merchant code has 9 digits.', 'rueda' ),
			),
			'terminal'          => array(
				'type'            => 'text',
				'label'           => __( 'Terminal', 'rueda' ),
				'default'         => '1',
				'max_length'      => 3,
				'required'        => true,
				'pattern'         => '/^\d{1,3}$/',
				'pattern_message' => __( 'The terminal is a number of 1 to 3 digits.', 'rueda' ),
			),
			'secret_key'        => array(
				'type'     => 'password',
				'label'    => __( 'Secret key (SHA-256)', 'rueda' ),
				'help'     => __( 'From your bank’s virtual POS administration. It is kept in the shop and never shown again.', 'rueda' ),
				'required' => true,
			),
			'signature_version' => array(
				'type'    => 'select',
				'label'   => __( 'Signature version', 'rueda' ),
				'default' => Signature::V1,
				'options' => array(
					Signature::V1 => 'HMAC_SHA256_V1',
					Signature::V2 => 'HMAC_SHA512_V2',
				),
			),
			'environment'       => array(
				'type'    => 'select',
				'label'   => __( 'Environment', 'rueda' ),
				'default' => Terminal::TEST,
				'options' => array(
					Terminal::TEST   => __( 'Test (no money is charged)', 'rueda' ),
					Terminal::LIVE   => __( 'Live', 'rueda' ),
					Terminal::CUSTOM => __( 'Another address', 'rueda' ),
				),
			),
			'custom_url'        => array(
				'type'  => 'url',
				'label' => __( 'Payment page address', 'rueda' ),
				'help'  => __( 'Only for "Another address": the full address of the payment page (…/sis/realizarPago).', 'rueda' ),
			),
			'expiry_minutes'    => array(
				'type'    => 'number',
				'label'   => __( 'Minutes to wait for the bank', 'rueda' ),
				'help'    => __( 'An order whose payment the bank has not confirmed by then is cancelled and its tyres and bay are released.', 'rueda' ),
				'default' => self::EXPIRY_MINUTES,
				'min'     => 15,
				'max'     => 55,
			),
			'max_amount'        => array(
				'type'    => 'number',
				'label'   => __( 'Maximum amount (€)', 'rueda' ),
				'help'    => __( 'Not offered for orders above it. 0: no limit.', 'rueda' ),
				'default' => 0,
				'min'     => 0,
			),
		);
	}

	/** {@inheritDoc} */
	public function terminal(): Terminal {
		return Terminal::from_settings( $this->settings() );
	}

	/** {@inheritDoc} */
	public function expiry_minutes(): int {
		$minutes = $this->settings()['expiry_minutes'] ?? self::EXPIRY_MINUTES;
		return is_numeric( $minutes ) && $minutes > 0 ? (int) $minutes : self::EXPIRY_MINUTES;
	}

	/** {@inheritDoc} */
	protected function pay_method(): string {
		return 'C';
	}

	/**
	 * Products, and saved cards (SavedCards): the checkout offers them to logged-in customers.
	 *
	 * @return string[]
	 */
	public function supports(): array {
		return array( 'products', 'tokenization' );
	}

	/** {@inheritDoc} */
	protected function saves_cards(): bool {
		return true;
	}
}
