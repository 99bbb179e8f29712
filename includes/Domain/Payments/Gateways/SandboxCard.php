<?php
/**
 * A card gateway for testing the shop without a provider.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments\Gateways;

use Rueda\Domain\Cart\CalculatedCart;
use Rueda\Domain\Payments\DeclaresIcons;
use Rueda\Domain\Payments\PaymentRequest;
use Rueda\Domain\Payments\PaymentResult;
use Rueda\Domain\Payments\PaymentTokens;
use Rueda\Domain\Payments\TestGateway;

/**
 * "Tarjeta (pruebas)": takes test card numbers only. 4242 4242 4242 4242 (Visa) and
 * 5555 5555 5555 4444 (Mastercard) pay, 4000 0000 0000 0002 is declined, 4000 0000 0000
 * 0119 fails as a provider error. Any future expiry and any CVC of 3 or 4 digits are
 * accepted (`rueda-card-cvc`, never stored). Logged-in customers may save the card (brand, last 4,
 * expiry) and pay with it later (`wc-rueda_sandbox_card-payment-token`). Shows the Visa and
 * Mastercard icons, its test cards' brands.
 *
 * @since 0.1.0
 */
final class SandboxCard implements TestGateway, DeclaresIcons {

	public const ID = 'rueda_sandbox_card';

	/** Test numbers and what they do. */
	private const CARDS = array(
		'4242424242424242' => array( 'visa', PaymentResult::SUCCESS ),
		'5555555555554444' => array( 'mastercard', PaymentResult::SUCCESS ),
		'4000000000000002' => array( 'visa', PaymentResult::FAILURE ),
		'4000000000000119' => array( 'visa', PaymentResult::ERROR ),
	);

	/**
	 * Creates the gateway.
	 *
	 * @param PaymentTokens $tokens Saved cards.
	 */
	public function __construct( private PaymentTokens $tokens = new PaymentTokens() ) {}

	/** {@inheritDoc} */
	public function id(): string {
		return self::ID;
	}

	/** {@inheritDoc} */
	public function title(): string {
		return __( 'Card (test mode)', 'rueda' );
	}

	/** {@inheritDoc} */
	public function description(): string {
		return __( 'Test payments: use 4242 4242 4242 4242 with any future date and any CVC.', 'rueda' );
	}

	/** {@inheritDoc} */
	public function supports(): array {
		return array( 'products', 'tokenization' );
	}

	/**
	 * The brands of its test cards.
	 *
	 * @return string[]
	 */
	public function icons(): array {
		return array( 'visa', 'mastercard' );
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
	 * @param PaymentRequest $request The order and what the shopper sent.
	 */
	public function process( PaymentRequest $request ): PaymentResult {
		$customer = $request->order->customer_id();
		$token_id = $request->get( 'wc-' . self::ID . '-payment-token' );
		if ( '' !== $token_id && 'new' !== $token_id ) {
			$token = $this->tokens->find( $customer, $token_id );
			if ( ! $token || self::ID !== $token['gateway'] ) {
				return PaymentResult::error( __( 'This saved payment method is not available.', 'rueda' ) );
			}
			return PaymentResult::paid( array( 'card' => $token['brand'] . ' ' . $token['last4'] ), self::transaction_id() );
		}

		$number = (string) preg_replace( '/\D/', '', $request->get( 'rueda-card-number' ) );
		$expiry = $this->expiry( $request->get( 'rueda-card-expiry' ) );
		if ( ! isset( self::CARDS[ $number ] ) ) {
			return PaymentResult::declined( __( 'The card number is not a test card. Use 4242 4242 4242 4242.', 'rueda' ) );
		}
		if ( ! $expiry ) {
			return PaymentResult::declined( __( 'The card has expired or its expiry date is not valid.', 'rueda' ) );
		}
		// Any 3 or 4 digits, as on a real card (American Express has 4); never stored.
		if ( 1 !== preg_match( '/^\d{3,4}$/', trim( $request->get( 'rueda-card-cvc' ) ) ) ) {
			return PaymentResult::declined( __( 'The CVC has 3 or 4 digits.', 'rueda' ) );
		}
		list( $brand, $outcome ) = self::CARDS[ $number ];
		if ( PaymentResult::FAILURE === $outcome ) {
			return PaymentResult::declined( __( 'Your card was declined.', 'rueda' ) );
		}
		if ( PaymentResult::ERROR === $outcome ) {
			return PaymentResult::error( __( 'The payment could not be processed. Please try again in a few minutes.', 'rueda' ) );
		}
		$last4 = substr( $number, -4 );
		if ( $customer > 0 && $request->wants_saved( self::ID ) ) {
			$this->tokens->save( $customer, self::ID, $brand, $last4, $expiry[0], $expiry[1] );
		}
		return PaymentResult::paid( array( 'card' => $brand . ' ' . $last4 ), self::transaction_id() );
	}

	/**
	 * A reference like a provider's, for the shop to match the payment.
	 */
	private static function transaction_id(): string {
		return 'sbx_' . strtolower( wp_generate_password( 20, false ) );
	}

	/**
	 * Month and four-digit year of a future "MM/YY" or "MM/YYYY" expiry, or null.
	 *
	 * @param string $expiry As typed.
	 * @return array{0:int,1:int}|null
	 */
	private function expiry( string $expiry ): ?array {
		if ( ! preg_match( '#^\s*(\d{1,2})\s*/\s*(\d{2}|\d{4})\s*$#', $expiry, $parts ) ) {
			return null;
		}
		$month = (int) $parts[1];
		$year  = (int) $parts[2];
		$year  = $year < 100 ? 2000 + $year : $year;
		$now   = (int) gmdate( 'Y' ) * 12 + (int) gmdate( 'n' );
		if ( $month < 1 || $month > 12 || $year * 12 + $month < $now ) {
			return null;
		}
		return array( $month, $year );
	}
}
