<?php
/**
 * A local stand-in for Redsys (the demo's and the tests' bank), as a router script of
 * PHP's built-in server: `php -S 127.0.0.1:8899 bin/redsys-simulator.php`
 * (`bin/redsys-simulator.sh 8899`). A developer tool, never shipped in the plugin: its
 * page is in Spanish without translations.
 *
 * - `POST /sis/realizarPago`: the payment page. A form whose signature does not verify
 *   with the key gets Redsys's SIS0042 page; otherwise the order, amount and merchant
 *   with "Pagar" and "Denegar" (a Bizum page for DS_MERCHANT_PAYMETHODS z). The choice
 *   posts a signed notification to DS_MERCHANT_MERCHANTURL (Ds_Response 0000 or 0190)
 *   and sends the browser to URLOK or URLKO with the signed parameters in the query.
 *   Saved cards: a paid request with DS_MERCHANT_IDENTIFIER=REQUIRED gets a new random
 *   Ds_Merchant_Identifier (40 hex digits) with Ds_ExpiryDate 2712, Ds_Card_Number
 *   454881******0004 and Ds_Card_Brand 1 (Visa) in its notification and URLOK return; a
 *   request with an identifier issued here shows "Tarjeta guardada ···0004" and pays as
 *   any other; an identifier it never issued is denied with Ds_Response 0180 ("tarjeta
 *   ajena al servicio"), whichever button is pressed.
 * - `POST /sis/rest/trataPeticionREST`: refunds (DS_MERCHANT_TRANSACTIONTYPE 3) of a
 *   Ds_Order paid here: a signed Ds_Response 0900, or {"errorCode": "SIS0042"} (bad
 *   signature), "SIS0054" (no payment of that Ds_Order), "SIS0057" (more than is left),
 *   "SIS0023" (another operation).
 *
 * Environment: RUEDA_REDSYS_SIM_KEY (the merchant's secret, Redsys's public test key by
 * default), RUEDA_REDSYS_SIM_STATE (the JSON file of payments and the notifications sent;
 * by default rueda-redsys-simulator.json in the system's temp dir), RUEDA_REDSYS_SIM_ANSWER_KEY
 * (another key to sign answers with: a bank whose answers do not verify),
 * RUEDA_REDSYS_SIM_REFUND_ERROR (a SIS code every refund answers, to force a failure).
 *
 * It signs with the plugin's own Signature class (pure PHP, tested against Redsys's
 * published vectors) rather than a second copy of the same cryptography.
 *
 * @package Rueda
 */

declare( strict_types=1 );

// phpcs:disable -- A developer tool run by PHP's built-in server, outside WordPress.

require_once dirname( __DIR__ ) . '/includes/Domain/Payments/Redsys/Signature.php';

use Rueda\Domain\Payments\Redsys\Signature;

const SIM_TEST_KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';

/** The merchant's secret key. */
function sim_key(): string {
	return (string) ( getenv( 'RUEDA_REDSYS_SIM_KEY' ) ?: SIM_TEST_KEY );
}

/** Where the state is kept. */
function sim_state_file(): string {
	return (string) ( getenv( 'RUEDA_REDSYS_SIM_STATE' ) ?: sys_get_temp_dir() . '/rueda-redsys-simulator.json' );
}

/**
 * Reads and changes the state under a lock; returns what $change returns.
 *
 * @param callable $change Receives the state by reference.
 */
function sim_state( callable $change ) {
	$handle = fopen( sim_state_file(), 'c+' );
	flock( $handle, LOCK_EX );
	$state  = json_decode( (string) stream_get_contents( $handle ), true );
	$empty  = array( 'payments' => array(), 'notifications' => array(), 'identifiers' => array() );
	$state  = is_array( $state ) ? $state + $empty : $empty;
	$result = $change( $state );
	ftruncate( $handle, 0 );
	rewind( $handle );
	fwrite( $handle, (string) json_encode( $state, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES ) );
	fflush( $handle );
	flock( $handle, LOCK_UN );
	fclose( $handle );
	return $result;
}

/**
 * The verified DS_MERCHANT_* parameters of a signed message (keys in upper case), or null.
 *
 * @param array<string,mixed> $message Ds_SignatureVersion, Ds_MerchantParameters, Ds_Signature.
 * @return array<string,string>|null
 */
function sim_verified( array $message ): ?array {
	$version    = (string) ( $message['Ds_SignatureVersion'] ?? '' );
	$encoded    = (string) ( $message['Ds_MerchantParameters'] ?? '' );
	$decoded    = Signature::decode( $encoded );
	$parameters = null === $decoded ? null : json_decode( $decoded, true );
	if ( ! in_array( $version, Signature::VERSIONS, true ) || ! is_array( $parameters ) ) {
		return null;
	}
	$parameters = array_change_key_case( array_map( static fn( $value ) => is_scalar( $value ) ? (string) $value : '', $parameters ), CASE_UPPER );
	$order      = $parameters['DS_MERCHANT_ORDER'] ?? '';
	return '' !== $order && Signature::verify( $version, sim_key(), $order, $encoded, (string) ( $message['Ds_Signature'] ?? '' ) ) ? $parameters : null;
}

/**
 * A message signed as Redsys signs its own (with the answer key, when one is set).
 *
 * @param string               $version Signature version.
 * @param array<string,string> $values  Ds_* values.
 * @return array{Ds_SignatureVersion:string,Ds_MerchantParameters:string,Ds_Signature:string}
 */
function sim_signed( string $version, array $values ): array {
	$encoded = base64_encode( (string) json_encode( $values ) );
	$key     = (string) ( getenv( 'RUEDA_REDSYS_SIM_ANSWER_KEY' ) ?: sim_key() );
	return array(
		'Ds_SignatureVersion'   => $version,
		'Ds_MerchantParameters' => $encoded,
		'Ds_Signature'          => strtr( Signature::sign( $version, $key, $values['Ds_Order'], $encoded ), '+/', '-_' ),
	);
}

/** Escapes for HTML. */
function sim_e( string $text ): string {
	return htmlspecialchars( $text, ENT_QUOTES, 'UTF-8' );
}

/**
 * Sends a page.
 *
 * @param int    $status HTTP status.
 * @param string $title  Title.
 * @param string $body   HTML of the body.
 */
function sim_page( int $status, string $title, string $body ): void {
	http_response_code( $status );
	header( 'Content-Type: text/html; charset=utf-8' );
	header( 'Cache-Control: no-store' );
	echo '<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>' . sim_e( $title ) . '</title>'
		. '<style>body{font-family:system-ui,sans-serif;background:#f2f2f2;margin:0}main{max-width:28rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:8px}'
		. 'dt{color:#555}dd{margin:0 0 .75rem;font-weight:600}button{font-size:1rem;padding:.75rem 1.5rem;margin-right:.5rem;border:0;border-radius:4px;cursor:pointer}'
		. '.pagar{background:#1a7f37;color:#fff}.denegar{background:#b42318;color:#fff}.bizum main{border-top:6px solid #05c3dd}.error{color:#b42318}</style></head>'
		. '<body>' . $body . '</body></html>';
}

/** Redsys's page for a form that does not verify. */
function sim_signature_error(): void {
	sim_page( 400, 'Error SIS0042', '<main><h1 class="error">Error SIS0042</h1><p>Error en el cálculo de la firma: los datos del comercio no son correctos.</p></main>' );
}

/**
 * The payment page.
 *
 * @param array<string,string> $form The posted form.
 */
function sim_payment_page( array $form ): void {
	$parameters = sim_verified( $form );
	if ( null === $parameters ) {
		sim_signature_error();
		return;
	}
	$bizum  = 'z' === ( $parameters['DS_MERCHANT_PAYMETHODS'] ?? '' );
	$saved  = sim_saved_card( $parameters );
	$amount = number_format( (int) ( $parameters['DS_MERCHANT_AMOUNT'] ?? 0 ) / 100, 2, ',', '.' ) . ' €';
	$hidden = '';
	foreach ( array( 'Ds_SignatureVersion', 'Ds_MerchantParameters', 'Ds_Signature' ) as $name ) {
		$hidden .= '<input type="hidden" name="' . $name . '" value="' . sim_e( (string) $form[ $name ] ) . '">';
	}
	sim_page(
		200,
		$bizum ? 'Bizum: simulador de Redsys' : 'Pago con tarjeta: simulador de Redsys',
		( $bizum ? '<div class="bizum">' : '<div>' ) . '<main><h1>' . ( $bizum ? 'Paga con Bizum' : 'Pago con tarjeta' ) . '</h1>'
			. '<p>Simulador local de Redsys: no se cobra nada.</p><dl>'
			. '<dt>Comercio</dt><dd>' . sim_e( ( $parameters['DS_MERCHANT_MERCHANTNAME'] ?? '' ) . ' (' . ( $parameters['DS_MERCHANT_MERCHANTCODE'] ?? '' ) . ')' ) . '</dd>'
			. '<dt>Pedido</dt><dd>' . sim_e( $parameters['DS_MERCHANT_ORDER'] ) . '</dd>'
			. '<dt>Descripción</dt><dd>' . sim_e( $parameters['DS_MERCHANT_PRODUCTDESCRIPTION'] ?? '' ) . '</dd>'
			. '<dt>Importe</dt><dd>' . sim_e( $amount ) . '</dd>'
			. ( null === $saved ? '' : ( false === $saved ? '<dt>Tarjeta</dt><dd class="error">Referencia de tarjeta desconocida: el pago se denegará (0180)</dd>' : '<dt>Tarjeta</dt><dd>Tarjeta guardada ···' . sim_e( substr( $saved['card'], -4 ) ) . '</dd>' ) )
			. ( 'REQUIRED' === ( $parameters['DS_MERCHANT_IDENTIFIER'] ?? '' ) ? '<p>El comercio guardará esta tarjeta para próximas compras.</p>' : '' )
			. '</dl>'
			. '<form method="post" action="/sis/realizarPago/decidir">' . $hidden
			. '<button class="pagar" name="decision" value="pagar">Pagar</button><button class="denegar" name="decision" value="denegar">Denegar</button></form></main></div>'
	);
}

/**
 * The shopper chose: notifies the shop and sends the browser back.
 *
 * @param array<string,string> $form The payment page's form.
 */
function sim_decide( array $form ): void {
	$parameters = sim_verified( $form );
	if ( null === $parameters ) {
		sim_signature_error();
		return;
	}
	$saved  = sim_saved_card( $parameters );
	$paid   = 'pagar' === ( $form['decision'] ?? '' ) && false !== $saved;
	$bizum  = 'z' === ( $parameters['DS_MERCHANT_PAYMETHODS'] ?? '' );
	$values = array(
		'Ds_Date'               => rawurlencode( gmdate( 'd/m/Y' ) ),
		'Ds_Hour'               => rawurlencode( gmdate( 'H:i' ) ),
		'Ds_SecurePayment'      => $paid ? '1' : '0',
		'Ds_Amount'             => $parameters['DS_MERCHANT_AMOUNT'] ?? '',
		'Ds_Currency'           => $parameters['DS_MERCHANT_CURRENCY'] ?? '',
		'Ds_Order'              => $parameters['DS_MERCHANT_ORDER'],
		'Ds_MerchantCode'       => $parameters['DS_MERCHANT_MERCHANTCODE'] ?? '',
		'Ds_Terminal'           => str_pad( $parameters['DS_MERCHANT_TERMINAL'] ?? '1', 3, '0', STR_PAD_LEFT ),
		'Ds_Response'           => $paid ? '0000' : ( false === $saved ? '0180' : '0190' ),
		'Ds_TransactionType'    => $parameters['DS_MERCHANT_TRANSACTIONTYPE'] ?? '0',
		'Ds_MerchantData'       => $parameters['DS_MERCHANT_MERCHANTDATA'] ?? '',
		'Ds_AuthorisationCode'  => $paid ? sprintf( '%06d', random_int( 0, 999999 ) ) : '',
		'Ds_Card_Country'       => '724',
		'Ds_ConsumerLanguage'   => '1',
		'Ds_ProcessedPayMethod' => $bizum ? '78' : '1',
	);
	$issued = '';
	if ( $paid && 'REQUIRED' === ( $parameters['DS_MERCHANT_IDENTIFIER'] ?? '' ) ) {
		$issued  = bin2hex( random_bytes( 20 ) );
		$values += array(
			'Ds_Merchant_Identifier' => $issued,
			'Ds_ExpiryDate'          => '2712',
			'Ds_Card_Number'         => '454881******0004',
			'Ds_Card_Brand'          => '1',
		);
	}
	$message = sim_signed( (string) $form['Ds_SignatureVersion'], $values );
	$url     = $parameters['DS_MERCHANT_MERCHANTURL'] ?? '';
	$status  = '' === $url ? 0 : sim_notify( $url, $message );
	sim_state(
		static function ( array &$state ) use ( $paid, $values, $url, $message, $status, $issued ): void {
			if ( '' !== $issued ) {
				$state['identifiers'][ $issued ] = array(
					'card'   => $values['Ds_Card_Number'],
					'expiry' => $values['Ds_ExpiryDate'],
					'brand'  => $values['Ds_Card_Brand'],
				);
			}
			if ( $paid ) {
				$state['payments'][ $values['Ds_Order'] ] = array(
					'amount'   => (int) $values['Ds_Amount'],
					'refunded' => 0,
					'currency' => $values['Ds_Currency'],
				);
			}
			$state['notifications'][] = array(
				'url'    => $url,
				'body'   => http_build_query( $message ),
				'status' => $status,
			);
		}
	);
	$back = $paid ? ( $parameters['DS_MERCHANT_URLOK'] ?? '' ) : ( $parameters['DS_MERCHANT_URLKO'] ?? '' );
	if ( '' === $back ) {
		sim_page( 200, 'Operación terminada', '<main><h1>' . ( $paid ? 'Pago autorizado' : 'Pago denegado' ) . '</h1></main>' );
		return;
	}
	header( 'Location: ' . $back . ( str_contains( $back, '?' ) ? '&' : '?' ) . http_build_query( $message ), true, 303 );
}

/**
 * The saved card a request pays with: null when it names none (or asks for a new one),
 * false when this bank never issued its identifier.
 *
 * @param array<string,string> $parameters Verified DS_MERCHANT_* values.
 * @return array{card:string,expiry:string,brand:string}|false|null
 */
function sim_saved_card( array $parameters ) {
	$identifier = $parameters['DS_MERCHANT_IDENTIFIER'] ?? '';
	if ( '' === $identifier || 'REQUIRED' === $identifier ) {
		return null;
	}
	$card = sim_state(
		static function ( array &$state ) use ( $identifier ) {
			return $state['identifiers'][ $identifier ] ?? false;
		}
	);
	return is_array( $card ) ? $card : false;
}

/**
 * Posts the notification server to server; answers the shop's HTTP status (0: unreachable).
 *
 * @param string               $url     DS_MERCHANT_MERCHANTURL.
 * @param array<string,string> $message The signed notification.
 */
function sim_notify( string $url, array $message ): int {
	$context = stream_context_create(
		array(
			'http' => array(
				'method'        => 'POST',
				'header'        => "Content-Type: application/x-www-form-urlencoded\r\n",
				'content'       => http_build_query( $message ),
				'timeout'       => 10,
				'ignore_errors' => true,
			),
		)
	);
	@file_get_contents( $url, false, $context );
	$status = isset( $http_response_header[0] ) && preg_match( '#^HTTP/\S+ (\d{3})#', $http_response_header[0], $match ) ? (int) $match[1] : 0;
	error_log( sprintf( 'Redsys simulator: notification to %s answered %s', $url, $status ?: 'nothing (unreachable)' ) );
	return $status;
}

/**
 * A refund through the REST interface.
 *
 * @param string $body The JSON request.
 */
function sim_rest( string $body ): void {
	header( 'Content-Type: application/json' );
	$request    = json_decode( $body, true );
	$parameters = is_array( $request ) ? sim_verified( $request ) : null;
	if ( null === $parameters ) {
		echo json_encode( array( 'errorCode' => 'SIS0042' ) );
		return;
	}
	if ( '3' !== ltrim( $parameters['DS_MERCHANT_TRANSACTIONTYPE'] ?? '', '0' ) ) {
		echo json_encode( array( 'errorCode' => 'SIS0023' ) );
		return;
	}
	$forced = (string) getenv( 'RUEDA_REDSYS_SIM_REFUND_ERROR' );
	$order  = $parameters['DS_MERCHANT_ORDER'];
	$amount = (int) ( $parameters['DS_MERCHANT_AMOUNT'] ?? 0 );
	$error  = '' !== $forced ? $forced : sim_state(
		static function ( array &$state ) use ( $order, $amount ): string {
			$payment = $state['payments'][ $order ] ?? null;
			if ( null === $payment ) {
				return 'SIS0054';
			}
			if ( $amount <= 0 || $amount > $payment['amount'] - $payment['refunded'] ) {
				return 'SIS0057';
			}
			$state['payments'][ $order ]['refunded'] += $amount;
			return '';
		}
	);
	if ( '' !== $error ) {
		echo json_encode( array( 'errorCode' => $error ) );
		return;
	}
	echo json_encode(
		sim_signed(
			(string) $request['Ds_SignatureVersion'],
			array(
				'Ds_Amount'            => (string) $amount,
				'Ds_Currency'          => $parameters['DS_MERCHANT_CURRENCY'] ?? '978',
				'Ds_Order'             => $order,
				'Ds_MerchantCode'      => $parameters['DS_MERCHANT_MERCHANTCODE'] ?? '',
				'Ds_Terminal'          => $parameters['DS_MERCHANT_TERMINAL'] ?? '1',
				'Ds_Response'          => '0900',
				'Ds_AuthorisationCode' => sprintf( '%06d', random_int( 0, 999999 ) ),
				'Ds_TransactionType'   => '3',
				'Ds_SecurePayment'     => '0',
				'Ds_Language'          => '1',
				'Ds_MerchantData'      => '',
				'Ds_Card_Country'      => '724',
			)
		)
	);
}

$sim_path = (string) parse_url( $_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH );
$sim_post = 'POST' === ( $_SERVER['REQUEST_METHOD'] ?? 'GET' );
if ( $sim_post && '/sis/realizarPago' === $sim_path ) {
	sim_payment_page( array_map( 'strval', $_POST ) );
} elseif ( $sim_post && '/sis/realizarPago/decidir' === $sim_path ) {
	sim_decide( array_map( 'strval', $_POST ) );
} elseif ( $sim_post && '/sis/rest/trataPeticionREST' === $sim_path ) {
	sim_rest( (string) file_get_contents( 'php://input' ) );
} elseif ( '/favicon.ico' === $sim_path ) {
	http_response_code( 204 ); // Browsers ask on every page; a 404 would be a console error.
} else {
	sim_page( 404, 'Simulador de Redsys', '<main><h1>Simulador de Redsys</h1><p>POST /sis/realizarPago y POST /sis/rest/trataPeticionREST.</p></main>' );
}
