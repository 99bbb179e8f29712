<?php
/**
 * A bank for tests that signs its notifications, as Redsys does.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Payments\Fixtures;

use Rueda\Domain\Cart\CalculatedCart;
use Rueda\Domain\Payments\InvalidNotification;
use Rueda\Domain\Payments\NotificationRequest;
use Rueda\Domain\Payments\NotifiedGateway;
use Rueda\Domain\Payments\PaymentNotification;
use Rueda\Domain\Payments\PaymentRequest;
use Rueda\Domain\Payments\PaymentResult;

/**
 * Sends the shopper to its page, then posts a form like Redsys's: `Ds_SignatureVersion`
 * (HMAC_SHA256_V1), `Ds_MerchantParameters` (base64 of a JSON object: Ds_Order, Ds_Amount
 * in cents, Ds_Currency as an ISO 4217 number, Ds_Response, Ds_AuthorisationCode,
 * Ds_TransactionType) and `Ds_Signature`, the base64 HMAC-SHA256 of the parameters with the
 * shop's secret (Redsys derives a key per order first; the point here is that only who
 * knows the secret can sign). Ds_Response 0000-0099 is paid, anything else declined;
 * transaction type 3 (a refund) is nothing to act on.
 */
class SigningBank implements NotifiedGateway {

	public const ID = 'rueda_test_bank';

	public const SECRET = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';

	/** ISO 4217 numbers the bank writes, and their codes. */
	private const CURRENCIES = array(
		'978' => 'EUR',
		'840' => 'USD',
	);

	/**
	 * The bank's payment page (tests change it).
	 *
	 * @var string
	 */
	public string $page = 'https://sis-t.bank.example/sis/realizarPago';

	/**
	 * The body to answer notifications with (null: Rueda's default).
	 *
	 * @var string|null
	 */
	public ?string $reply = null;

	/** {@inheritDoc} */
	public function id(): string {
		return self::ID;
	}

	/** {@inheritDoc} */
	public function title(): string {
		return 'Banco de pruebas';
	}

	/** {@inheritDoc} */
	public function description(): string {
		return 'Paga con tarjeta en la página del banco.';
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
	 * @param PaymentRequest $request The order and what the shopper sent.
	 */
	public function process( PaymentRequest $request ): PaymentResult {
		return PaymentResult::redirect( $this->page . '?Ds_Order=' . $request->order->id(), array( 'bank' => 'Banco de pruebas' ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param NotificationRequest $request What the bank sent.
	 * @throws InvalidNotification When it is not the bank's.
	 */
	public function handle_notification( NotificationRequest $request ): PaymentNotification {
		if ( 'HMAC_SHA256_V1' !== $request->field( 'Ds_SignatureVersion' ) ) {
			throw new InvalidNotification( 'Unknown signature version.' );
		}
		$parameters = $request->field( 'Ds_MerchantParameters' );
		if ( '' === $parameters || ! hash_equals( self::signature( $parameters ), $request->field( 'Ds_Signature' ) ) ) {
			throw new InvalidNotification( 'The signature does not verify.' );
		}
		$data = json_decode( (string) base64_decode( $parameters, true ), true );
		if ( ! is_array( $data ) || ! isset( $data['Ds_Order'], $data['Ds_Response'] ) ) {
			throw new InvalidNotification( 'Unreadable parameters.' );
		}
		$order     = (int) $data['Ds_Order'];
		$reference = sprintf( 'Ds_Order %s, Ds_Response %s', $data['Ds_Order'], $data['Ds_Response'] );
		if ( '3' === (string) ( $data['Ds_TransactionType'] ?? '0' ) ) {
			$notification = PaymentNotification::ignored( $reference, $order );
		} elseif ( (int) $data['Ds_Response'] < 100 ) {
			$currency     = self::CURRENCIES[ (string) ( $data['Ds_Currency'] ?? '' ) ] ?? '';
			$notification = PaymentNotification::paid( $order, (int) ( $data['Ds_Amount'] ?? 0 ), $currency, (string) ( $data['Ds_AuthorisationCode'] ?? '' ), $reference );
		} else {
			$notification = PaymentNotification::declined( $order, $reference, 'Operación denegada.' );
		}
		return null === $this->reply ? $notification : $notification->with_reply( $this->reply );
	}

	/**
	 * The signature of some parameters.
	 *
	 * @param string $parameters Ds_MerchantParameters.
	 * @param string $secret     Key.
	 */
	public static function signature( string $parameters, string $secret = self::SECRET ): string {
		return base64_encode( hash_hmac( 'sha256', $parameters, $secret, true ) );
	}

	/**
	 * The form the bank posts about an order.
	 *
	 * @param array<string,string|int> $parameters Ds_* values.
	 * @param string                   $secret     Key it is signed with.
	 * @return array<string,string>
	 */
	public static function form( array $parameters, string $secret = self::SECRET ): array {
		$encoded = base64_encode( (string) wp_json_encode( $parameters ) );
		return array(
			'Ds_SignatureVersion'   => 'HMAC_SHA256_V1',
			'Ds_MerchantParameters' => $encoded,
			'Ds_Signature'          => self::signature( $encoded, $secret ),
		);
	}
}
