<?php
/**
 * Helpers for tests of Redsys's card and Bizum.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Payments\Redsys;

use Rueda\Domain\Payments\PaymentSettings;
use Rueda\Domain\Payments\Redsys\Attempts;
use Rueda\Domain\Payments\Redsys\RedsysCard;
use Rueda\Domain\Payments\Redsys\RedsysGateway;
use Rueda\Domain\Payments\Redsys\Signature;
use Rueda\Tests\StoreApi\CheckoutTestCase;

/**
 * The shop's terminal is Redsys's public test merchant (FUC 999008881, terminal 1);
 * a shopper in Madrid pays one tyre by card or Bizum, and the bank answers with messages
 * signed as Redsys signs them.
 */
abstract class RedsysTestCase extends CheckoutTestCase {

	public const SECRET = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';

	public const FUC = '999008881';

	protected function set_up(): void {
		parent::set_up();
		$this->configure();
	}

	/**
	 * Sets the terminal up, with changes to the card's settings.
	 *
	 * @param array<string,mixed> $card  Card settings to change.
	 * @param array<string,mixed> $bizum Bizum settings.
	 */
	protected function configure( array $card = array(), array $bizum = array() ): void {
		$settings                               = PaymentSettings::get();
		$settings['gateways'][ RedsysCard::ID ] = array(
			'enabled'  => true,
			'settings' => $card + array(
				'merchant_code'     => self::FUC,
				'terminal'          => '1',
				'secret_key'        => self::SECRET,
				'signature_version' => Signature::V1,
				'environment'       => 'test',
			),
		);
		$settings['gateways']['rueda_bizum']    = array(
			'enabled'  => true,
			'settings' => $bizum,
		);
		PaymentSettings::save( $settings );
	}

	/**
	 * Places an order of one tyre (5 in stock) paid with a Redsys gateway.
	 *
	 * @param string $method Gateway id.
	 * @return array<string,mixed> The checkout's answer.
	 */
	protected function place( string $method = RedsysCard::ID ): array {
		return $this->place_a_tyre( $method );
	}

	/**
	 * The checkout's payment_details as key => value.
	 *
	 * @param array<string,mixed> $answer The checkout's answer.
	 * @return array<string,string>
	 */
	protected function details( array $answer ): array {
		return array_column( $answer['payment_result']['payment_details'], 'value', 'key' );
	}

	/**
	 * Decoded Ds_MerchantParameters.
	 *
	 * @param string $encoded Base64.
	 * @return array<string,mixed>
	 */
	protected function decode( string $encoded ): array {
		return (array) json_decode( (string) base64_decode( $encoded, true ), true );
	}

	/**
	 * The latest attempt of an order.
	 *
	 * @param int $order_id Order id.
	 * @return array<string,mixed>
	 */
	protected function attempt( int $order_id ): array {
		$all = ( new Attempts() )->all( $order_id );
		return (array) end( $all );
	}

	/**
	 * What the bank says about an attempt: paid, with changes.
	 *
	 * @param array<string,mixed>      $attempt Attempt.
	 * @param array<string,string|int> $changes Parameters to change.
	 * @return array<string,string>
	 */
	public function answer( array $attempt, array $changes = array() ): array {
		return array_map(
			'strval',
			$changes + array(
				'Ds_Date'              => '29%2F11%2F2026',
				'Ds_Hour'              => '10%3A15',
				'Ds_SecurePayment'     => '1',
				'Ds_Amount'            => $attempt['amount'],
				'Ds_Currency'          => '978',
				'Ds_Order'             => $attempt['ds_order'],
				'Ds_MerchantCode'      => self::FUC,
				'Ds_Terminal'          => '001',
				'Ds_Response'          => '0000',
				'Ds_TransactionType'   => '0',
				'Ds_MerchantData'      => '',
				'Ds_AuthorisationCode' => '384756',
				'Ds_ConsumerLanguage'  => '1',
				'Ds_Card_Country'      => '724',
			)
		);
	}

	/**
	 * The signed form Redsys posts, URL-safe Base64 as in its notifications.
	 *
	 * @param array<string,string> $parameters Ds_* values.
	 * @param string               $secret     Key.
	 * @param string               $version    Signature version.
	 * @param bool                 $url_safe   Whether to use the URL-safe alphabet.
	 * @return array<string,string>
	 */
	public function signed( array $parameters, string $secret = self::SECRET, string $version = Signature::V1, bool $url_safe = true ): array {
		$encoded   = base64_encode( (string) wp_json_encode( $parameters ) );
		$signature = Signature::sign( $version, $secret, $parameters['Ds_Order'], $encoded );
		return array(
			'Ds_SignatureVersion'   => $version,
			'Ds_MerchantParameters' => $url_safe ? strtr( $encoded, '+/', '-_' ) : $encoded,
			'Ds_Signature'          => $url_safe ? strtr( $signature, '+/', '-_' ) : $signature,
		);
	}

	/**
	 * The bank's signed answer about an order's latest attempt (paid, with changes), posted
	 * to the terminal's notify route.
	 *
	 * @param int                      $order_id Order id.
	 * @param array<string,string|int> $changes  Parameters to change.
	 */
	protected function notify_answer( int $order_id, array $changes = array() ): \WP_REST_Response {
		return $this->notify( $this->signed( $this->answer( $this->attempt( $order_id ), $changes ) ) );
	}

	/**
	 * Checks out a tyre by Redsys card with payment data.
	 *
	 * @param array<string,string|bool> $data Payment data by key.
	 */
	protected function pay_by_card( array $data ): \WP_REST_Response {
		$this->set_stock( self::TYRE, 5 );
		$this->add( self::TYRE );
		$this->deliver_to_madrid();
		$pairs = array();
		foreach ( $data as $key => $value ) {
			$pairs[] = array(
				'key'   => $key,
				'value' => $value,
			);
		}
		return $this->checkout(
			$this->payload(
				array(
					'payment_method' => RedsysCard::ID,
					'payment_data'   => $pairs,
				)
			)
		);
	}

	/**
	 * POST the notify route with a form.
	 *
	 * @param array<string,string> $form    Fields.
	 * @param string               $gateway Gateway id, or the terminal's address (`redsys`).
	 * @param string|null          $body    Raw body (default: the form, encoded).
	 */
	protected function notify( array $form, string $gateway = RedsysGateway::NOTIFY_ID, ?string $body = null ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/rueda/v1/payments/' . $gateway . '/notify' );
		$request->set_header( 'Content-Type', 'application/x-www-form-urlencoded' );
		$request->set_body_params( $form );
		$request->set_body( $body ?? http_build_query( $form ) );
		return rest_do_request( $request );
	}
}
