<?php
/**
 * Bizum payments through Redsys.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments\Redsys;

/**
 * "Bizum": the same terminal as the card (DS_MERCHANT_PAYMETHODS z), so its settings
 * are only its own maximum amount (with the title, description and whether it is
 * offered, which every gateway has); the terminal and the minutes to wait are read from
 * the card gateway's settings (RedsysCard), which the owner fills in once.
 *
 * @since 0.6.0
 */
final class RedsysBizum extends RedsysGateway {

	public const ID = 'rueda_bizum';

	/**
	 * Creates the gateway.
	 *
	 * @param RedsysCard $card The card gateway whose terminal it shares.
	 */
	public function __construct( private RedsysCard $card = new RedsysCard() ) {}

	/** {@inheritDoc} */
	public function id(): string {
		return self::ID;
	}

	/** {@inheritDoc} */
	public function title(): string {
		// A brand, the same in every language (and a translatable "Bizum" would lend the
		// checkout's icon script, which holds the same word, a translation file).
		return 'Bizum';
	}

	/** {@inheritDoc} */
	public function description(): string {
		return __( 'Pay with Bizum from your bank’s app.', 'rueda' );
	}

	/**
	 * The Bizum mark.
	 *
	 * @return string[]
	 */
	public function icons(): array {
		return array( 'bizum' );
	}

	/** {@inheritDoc} */
	public function settings_fields(): array {
		return array(
			'max_amount' => array(
				'type'    => 'number',
				'label'   => __( 'Maximum amount (€)', 'rueda' ),
				'help'    => __( 'Not offered for orders above it (your bank may set a Bizum limit). 0: no limit. The terminal is the one set up for card payments.', 'rueda' ),
				'default' => 0,
				'min'     => 0,
			),
		);
	}

	/** {@inheritDoc} */
	public function terminal(): Terminal {
		return $this->card->terminal();
	}

	/** {@inheritDoc} */
	public function expiry_minutes(): int {
		return $this->card->expiry_minutes();
	}

	/** {@inheritDoc} */
	protected function pay_method(): string {
		return 'z';
	}
}
