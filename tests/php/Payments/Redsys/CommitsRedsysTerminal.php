<?php
/**
 * Redsys's test terminal in the committed settings, for the tests that run outside a
 * transaction.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Payments\Redsys;

use Rueda\Domain\Payments\PaymentSettings;
use Rueda\Domain\Payments\Redsys\RedsysCard;

/**
 * Turns the card on with the public test merchant (RedsysTestCase::FUC, terminal 1) where
 * other processes read it; restore_terminal() puts the settings back.
 */
trait CommitsRedsysTerminal {

	/**
	 * The payment settings before the test.
	 *
	 * @var mixed
	 */
	private $saved_settings = null;

	/**
	 * Saves the card's settings, with more of them.
	 *
	 * @param array<string,mixed> $more Card settings beside the merchant's.
	 */
	protected function commit_terminal( array $more = array() ): void {
		$this->saved_settings                   = get_option( PaymentSettings::OPTION, null );
		$settings                               = PaymentSettings::get();
		$settings['gateways'][ RedsysCard::ID ] = array(
			'enabled'  => true,
			'settings' => array(
				'merchant_code' => RedsysTestCase::FUC,
				'terminal'      => '1',
				'secret_key'    => RedsysTestCase::SECRET,
			) + $more,
		);
		PaymentSettings::save( $settings );
	}

	/**
	 * Puts the payment settings back and forgets the release of abandoned payments.
	 */
	protected function restore_terminal(): void {
		null === $this->saved_settings ? delete_option( PaymentSettings::OPTION ) : update_option( PaymentSettings::OPTION, $this->saved_settings );
		wp_clear_scheduled_hook( 'rueda_redsys_release_abandoned' );
	}
}
