<?php
/**
 * The warning wp-admin shows while test payments take orders on a live site.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Payments\Admin;

use Rueda\Admin\Capabilities;
use Rueda\Admin\SettingsPage;
use Rueda\Domain\Payments\TestPayments;

/**
 * On a site that is not one for developing, test gateways take orders only because the
 * owner turned them on: every wp-admin screen says so to whoever runs the shop, until
 * they are turned off again.
 *
 * @since 0.4.0
 */
final class TestPaymentsNotice {

	/**
	 * Hooks the notice.
	 *
	 * @since 0.4.0
	 */
	public function register(): void {
		add_action( 'admin_notices', array( $this, 'render' ) );
	}

	/**
	 * Prints the warning when it applies.
	 *
	 * @since 0.4.0
	 */
	public function render(): void {
		if ( ! current_user_can( Capabilities::CAPABILITY ) || ! TestPayments::opted_in_outside_development() ) {
			return;
		}
		printf(
			'<div class="notice notice-error"><p><strong>%1$s</strong> %2$s <a href="%3$s">%4$s</a></p></div>',
			esc_html__( 'Test payments are on in a live shop.', 'rueda' ),
			esc_html__( 'Anyone can place an order marked as paid without paying. Turn them off unless this site is only for testing.', 'rueda' ),
			esc_url( admin_url( 'admin.php?page=' . SettingsPage::SLUG . '#payments' ) ),
			esc_html__( 'Payment settings', 'rueda' )
		);
	}
}
