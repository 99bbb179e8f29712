<?php
/**
 * An order's details as HTML, for the confirmation page and the emails.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Orders\Content;

use Rueda\Domain\Customers\AddressLines;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\Gateways\BankTransfer;
use Rueda\Domain\Payments\Gateways\PayAtWorkshop;
use Rueda\Domain\Payments\PaymentGateways;
use Rueda\Settings\CheckoutSettings;
use Rueda\Settings\CurrencySettings;
use Rueda\Workshop\Content\AppointmentDetails;

/**
 * Every value a shopper typed is escaped here, once, so an address holding HTML stays
 * text on the page and in the email.
 *
 * @since 0.1.0
 */
final class OrderDetails {

	/**
	 * The overview: number, date, email, total and payment method.
	 *
	 * @since 0.1.0
	 *
	 * @param Order $order Order.
	 */
	public static function overview( Order $order ): string {
		$rows = array(
			__( 'Order number:', 'rueda' )   => $order->number(),
			__( 'Date:', 'rueda' )           => wp_date( (string) get_option( 'date_format' ), (int) strtotime( $order->row['created_at'] . ' UTC' ) ),
			__( 'Email:', 'rueda' )          => $order->email(),
			__( 'Total:', 'rueda' )          => self::money( $order->total() ),
			__( 'Payment method:', 'rueda' ) => (string) $order->row['payment_method_title'],
			__( 'Status:', 'rueda' )         => $order->status_label(),
		);
		$html = '<ul class="rueda-order-overview">';
		foreach ( array_filter( $rows, 'strlen' ) as $label => $value ) {
			$html .= sprintf( '<li>%s <strong>%s</strong></li>', esc_html( $label ), esc_html( $value ) );
		}
		return $html . '</ul>';
	}

	/**
	 * What the shopper has to do next for payments made outside the shop.
	 *
	 * @since 0.1.0
	 *
	 * @param Order $order Order.
	 */
	public static function payment_instructions( Order $order ): string {
		$method = (string) $order->row['payment_method'];
		if ( BankTransfer::ID === $method && OrderStatus::ON_HOLD === $order->status() ) {
			$details = self::bank_details( $order );
			$rows    = array(
				__( 'Account holder', 'rueda' ) => $details['account_holder'] ?? '',
				__( 'Bank', 'rueda' )           => $details['bank_name'] ?? '',
				__( 'IBAN', 'rueda' )           => $details['iban'] ?? '',
				__( 'BIC', 'rueda' )            => $details['bic'] ?? '',
				__( 'Reference', 'rueda' )      => $order->number(),
			);
			$html    = '<section class="rueda-bank-details"><h3>' . esc_html__( 'Our bank details', 'rueda' ) . '</h3>';
			$html   .= '<p>' . esc_html__( 'Make your payment directly into our bank account, using your order number as the payment reference. We will prepare your order once the transfer arrives.', 'rueda' ) . '</p><dl>';
			foreach ( array_filter( $rows, 'strlen' ) as $label => $value ) {
				$html .= sprintf( '<dt>%s</dt><dd>%s</dd>', esc_html( $label ), esc_html( (string) $value ) );
			}
			return $html . '</dl></section>';
		}
		if ( PayAtWorkshop::ID === $method && OrderStatus::ON_HOLD === $order->status() ) {
			return self::pay_at_workshop( $order );
		}
		return '';
	}

	/**
	 * How an order still to be paid at the workshop is paid, and until when it is kept.
	 *
	 * @param Order $order Order (on hold).
	 */
	private static function pay_at_workshop( Order $order ): string {
		$days  = CheckoutSettings::pay_at_workshop_days();
		$until = AppointmentDetails::active( $order->id() )
			/* translators: %d: number of days. */
			? sprintf( _n( 'If it is still unpaid %d day after your appointment, we will cancel it.', 'If it is still unpaid %d days after your appointment, we will cancel it.', $days, 'rueda' ), $days )
			/* translators: %d: number of days. */
			: sprintf( _n( 'If it is still unpaid %d day after you placed it, we will cancel it.', 'If it is still unpaid %d days after you placed it, we will cancel it.', $days, 'rueda' ), $days );
		return '<section class="rueda-pay-at-workshop"><h3>' . esc_html__( 'Payment at the workshop', 'rueda' ) . '</h3>'
			. '<p>' . esc_html__( 'Your order is not paid yet: you pay at the workshop, by card or in cash, when you come for your appointment or to collect your order.', 'rueda' ) . '</p>'
			. '<p>' . esc_html( $until ) . '</p></section>';
	}

	/**
	 * The account to pay into: the one in the settings now, or the one saved with the order
	 * when the shop no longer has one set.
	 *
	 * @param Order $order Order.
	 * @return array<string,string>
	 */
	private static function bank_details( Order $order ): array {
		$gateway = ( new PaymentGateways() )->get( BankTransfer::ID );
		$account = $gateway instanceof BankTransfer ? $gateway->account() : array( 'iban' => '' );
		if ( '' === $account['iban'] ) {
			return (array) $order->meta( 'payment_details', array() );
		}
		return array(
			'account_holder' => $account['holder'],
			'bank_name'      => $account['bank'],
			'iban'           => $account['iban'],
			'bic'            => $account['bic'],
		);
	}

	/**
	 * The lines and totals.
	 *
	 * @since 0.1.0
	 *
	 * @param Order $order Order.
	 */
	public static function table( Order $order ): string {
		$html  = '<table class="rueda-order-details"><thead><tr><th scope="col">' . esc_html__( 'Product', 'rueda' ) . '</th><th scope="col">' . esc_html__( 'Total', 'rueda' ) . '</th></tr></thead><tbody>';
		$items = 0;
		foreach ( $order->lines( 'line_item' ) as $line ) {
			$items += (int) $line['subtotal'] + (int) $line['subtotal_tax'];
			$html  .= sprintf(
				'<tr><td>%s × %d</td><td>%s</td></tr>',
				esc_html( (string) $line['name'] ),
				(int) $line['quantity'],
				esc_html( self::money( (int) $line['subtotal'] + (int) $line['subtotal_tax'] ) )
			);
		}
		$html .= '</tbody><tfoot>';
		$rows  = array( array( __( 'Subtotal:', 'rueda' ), self::money( $items ) ) );
		foreach ( $order->lines( 'coupon' ) as $coupon ) {
			/* translators: %s: coupon code. */
			$rows[] = array( sprintf( __( 'Discount (%s):', 'rueda' ), strtoupper( (string) $coupon['name'] ) ), '-' . self::money( (int) $coupon['total'] + (int) $coupon['total_tax'] ) );
		}
		foreach ( $order->lines( 'shipping' ) as $shipping ) {
			$price  = (int) $shipping['total'] + (int) $shipping['total_tax'];
			$rows[] = array( __( 'Shipping:', 'rueda' ), $shipping['name'] . ' · ' . ( $price ? self::money( $price ) : __( 'Free', 'rueda' ) ) );
		}
		foreach ( $order->lines( 'fee' ) as $fee ) {
			$rows[] = array( $fee['name'] . ':', self::money( (int) $fee['total'] + (int) $fee['total_tax'] ) );
		}
		$rows[] = array( __( 'Total:', 'rueda' ), self::money( $order->total() ) );
		foreach ( $rows as [ $label, $value ] ) {
			$html .= sprintf( '<tr><th scope="row">%s</th><td>%s</td></tr>', esc_html( $label ), esc_html( $value ) );
		}
		if ( (int) $order->row['total_tax'] ) {
			// A note on the total, not a row of its own: no header cell (an empty one is an
			// axe finding).
			/* translators: %s: tax amount. */
			$html .= sprintf( '<tr class="rueda-order-details__tax"><td colspan="2">%s</td></tr>', esc_html( sprintf( __( 'Includes %s VAT', 'rueda' ), self::money( (int) $order->row['total_tax'] ) ) ) );
		}
		return $html . '</tfoot></table>';
	}

	/**
	 * The billing and shipping (or pickup) addresses, and the shopper's note.
	 *
	 * @since 0.1.0
	 *
	 * @param Order $order Order.
	 */
	public static function addresses( Order $order ): string {
		$html  = '<div class="rueda-order-addresses">';
		$html .= '<section><h3>' . esc_html__( 'Billing address', 'rueda' ) . '</h3>' . self::address( $order->address( 'billing' ) ) . '</section>';
		if ( OrderNextSteps::is_pickup( $order ) ) {
			// Where to collect: the workshop, not the shopper's own name and address.
			$html .= '<section><h3>' . esc_html__( 'Pickup at', 'rueda' ) . '</h3>' . self::address( OrderNextSteps::pickup_address( $order ) ) . '</section>';
		} elseif ( array_filter( $order->address( 'shipping' ) ) ) {
			$html .= '<section><h3>' . esc_html__( 'Shipping address', 'rueda' ) . '</h3>' . self::address( $order->address( 'shipping' ) ) . '</section>';
		}
		$html .= '</div>';
		$note  = trim( (string) $order->row['customer_note'] );
		if ( '' !== $note ) {
			$html .= '<section class="rueda-order-note"><h3>' . esc_html__( 'Note', 'rueda' ) . '</h3><p>' . nl2br( esc_html( $note ) ) . '</p></section>';
		}
		return $html;
	}

	/**
	 * One address as lines of text.
	 *
	 * @param array<string,string> $address Address.
	 */
	private static function address( array $address ): string {
		return '<address>' . implode( '<br>', array_map( 'esc_html', AddressLines::of( $address ) ) ) . '</address>';
	}

	/**
	 * Money in the shop's currency.
	 *
	 * @param int $minor Minor units.
	 */
	private static function money( int $minor ): string {
		return CurrencySettings::currency()->format( $minor );
	}
}
