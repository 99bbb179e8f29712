<?php
/**
 * The withdrawal information and the model withdrawal form of the confirmation email.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Content;

use Rueda\Domain\Legal\ConsentRecord;
use Rueda\Domain\Legal\ShopIdentity;
use Rueda\Domain\Orders\Order;
use Rueda\Settings\LegalSettings;

/**
 * What a distance contract's confirmation must tell the consumer (arts. 97.1 i) and 98.7
 * TRLGDCU): the 14-day right of withdrawal, how to exercise it and whom to tell, its
 * effects, the exception for services fully performed at the consumer's request (with
 * the request made for this order, if any) and the model withdrawal form of Annex B,
 * addressed to the shop. As email HTML, escaped here; '' when the shop turned it off
 * (Settings → Legal).
 *
 * @since 0.2.0
 */
final class WithdrawalInformation {

	/**
	 * The section for an order's confirmation email.
	 *
	 * @since 0.2.0
	 *
	 * @param Order $order Order.
	 */
	public static function html( Order $order ): string {
		if ( ! LegalSettings::get()['withdrawal_info'] ) {
			return '';
		}
		$small = 'font-size:13px;line-height:1.5';
		$html  = '<section class="rueda-withdrawal" style="margin-top:24px;border-top:1px solid #ddd;padding-top:8px">'
			. '<h2 style="font-size:16px">' . esc_html__( 'Right of withdrawal', 'rueda' ) . '</h2>';
		foreach ( self::paragraphs( $order ) as $paragraph ) {
			$html .= '<p style="' . $small . '">' . esc_html( $paragraph ) . '</p>';
		}
		return $html . self::model_form() . '</section>';
	}

	/**
	 * The information, paragraph by paragraph.
	 *
	 * @param Order $order Order.
	 * @return list<string>
	 */
	private static function paragraphs( Order $order ): array {
		$paragraphs = array(
			__( 'You have the right to withdraw from this contract within 14 calendar days without giving any reason. For goods, the period ends 14 days after the day on which you, or a third party other than the carrier indicated by you, acquire physical possession of them; for services, 14 days after the day the contract is concluded.', 'rueda' ),
			sprintf(
				/* translators: %s: the shop's name, postal address, email and phone. */
				__( 'To exercise it, tell us of your decision to withdraw by an unequivocal statement (for example, a letter sent by post or an email) to: %s. You may use the model withdrawal form below, but it is not obligatory. To meet the withdrawal deadline, it is sufficient for you to send your communication before the withdrawal period has expired.', 'rueda' ),
				self::contact()
			),
			__( 'If you withdraw, we will reimburse all payments received from you, including the costs of standard delivery, without undue delay and in any event within 14 calendar days of the day we are informed of your decision, using the same means of payment you used unless you expressly agree otherwise. We may withhold the reimbursement until we have received the goods back or you have supplied evidence of having sent them back. You must send back the goods within 14 calendar days of telling us of your withdrawal, and you bear the direct cost of returning them.', 'rueda' ),
			__( 'Services: if you asked for a service to be provided within the withdrawal period, you lose your right of withdrawal once the service has been fully performed; if you withdraw before that, you pay us an amount in proportion to what has been provided until you told us of your withdrawal.', 'rueda' ),
		);
		$asked      = ConsentRecord::of( $order )['service_consent_at'] ?? '';
		$time       = '' !== $asked ? strtotime( $asked ) : false;
		if ( $time ) {
			$paragraphs[] = sprintf(
				/* translators: %s: date and time the shopper asked for the services to start. */
				__( 'You made that request when placing this order, on %s.', 'rueda' ),
				wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $time )
			);
		}
		return $paragraphs;
	}

	/**
	 * The model withdrawal form (Annex B of the TRLGDCU), addressed to the shop.
	 */
	private static function model_form(): string {
		$lines = array(
			/* translators: %s: the shop's name, postal address and email. */
			sprintf( __( 'To: %s', 'rueda' ), self::contact( false ) ),
			__( 'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*):', 'rueda' ),
			__( 'Ordered on (*)/received on (*):', 'rueda' ),
			__( 'Name of consumer(s):', 'rueda' ),
			__( 'Address of consumer(s):', 'rueda' ),
			__( 'Signature of consumer(s) (only if this form is notified on paper):', 'rueda' ),
			__( 'Date:', 'rueda' ),
		);
		$html  = '<div class="rueda-withdrawal-form" style="border:1px solid #ccc;padding:8px 16px;margin-top:16px;font-size:13px;line-height:1.5">'
			. '<h3 style="font-size:14px">' . esc_html__( 'Model withdrawal form', 'rueda' ) . '</h3>'
			. '<p><em>' . esc_html__( '(complete and return this form only if you wish to withdraw from the contract)', 'rueda' ) . '</em></p><ul style="padding-left:16px">';
		foreach ( $lines as $line ) {
			$html .= '<li style="margin-bottom:8px">' . esc_html( $line ) . '</li>';
		}
		return $html . '</ul><p>' . esc_html__( '(*) Delete as appropriate.', 'rueda' ) . '</p></div>';
	}

	/**
	 * The shop as the consumer writes to it: name, address, email (and phone).
	 *
	 * @param bool $with_phone Whether to add the phone.
	 */
	private static function contact( bool $with_phone = true ): string {
		$shop = ShopIdentity::get();
		return implode( ', ', array_filter( array( $shop['name'], $shop['address'], $shop['email'], $with_phone ? $shop['phone'] : '' ), 'strlen' ) );
	}
}
