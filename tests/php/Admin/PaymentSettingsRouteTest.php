<?php
/**
 * The admin payment settings route.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Admin;

use Rueda\Admin\Capabilities;
use Rueda\Blocks\CheckoutData;
use Rueda\Domain\Cart\CalculatedCart;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Payments\ConfigurableGateway;
use Rueda\Domain\Payments\Gateways\BankTransfer;
use Rueda\Domain\Payments\Gateways\PayAtWorkshop;
use Rueda\Domain\Payments\Gateways\SandboxCard;
use Rueda\Domain\Payments\Gateways\SandboxExpress;
use Rueda\Domain\Payments\Redsys\RedsysBizum;
use Rueda\Domain\Payments\Redsys\RedsysCard;
use Rueda\Domain\Payments\PaymentGateways;
use Rueda\Domain\Payments\PaymentRequest;
use Rueda\Domain\Payments\PaymentResult;
use Rueda\Domain\Payments\PaymentSettings;
use Rueda\Orders\Content\OrderDetails;
use Rueda\Tests\StoreApi\CheckoutTestCase;

/**
 * Who may use it, what it refuses (by field path) and what shoppers are offered afterwards.
 */
final class PaymentSettingsRouteTest extends CheckoutTestCase {

	private const PATH = '/rueda/v1/settings/payments';

	/**
	 * The settings as the screen has them.
	 *
	 * @return array<string,mixed>
	 */
	private function settings(): array {
		return json_decode( (string) wp_json_encode( $this->rest( 'GET', self::PATH )->get_data() ), true );
	}

	private function save( array $body ): \WP_REST_Response {
		return $this->rest( 'POST', self::PATH, array_intersect_key( $body, array( 'gateways' => true ) ) );
	}

	/**
	 * Changes one gateway's entry and saves.
	 *
	 * @param string              $id      Gateway id.
	 * @param array<string,mixed> $changes Entry changes (settings merged).
	 */
	private function change( string $id, array $changes ): \WP_REST_Response {
		$settings = $this->settings();
		foreach ( $settings['gateways'] as &$gateway ) {
			if ( $id === $gateway['id'] ) {
				$gateway = array_replace_recursive( $gateway, $changes );
			}
		}
		unset( $gateway );
		return $this->save( $settings );
	}

	/**
	 * A gateway from another plugin, with its own settings.
	 */
	private function redsys(): ConfigurableGateway {
		return new class() implements ConfigurableGateway {
			/**
			 * Received settings.
			 *
			 * @var array<string,mixed>
			 */
			public array $settings = array();
			public function id(): string {
				return 'redsys';
			}
			public function title(): string {
				return 'Redsys';
			}
			public function description(): string {
				return 'Tarjeta por Redsys';
			}
			public function supports(): array {
				return array( 'products' );
			}
			public function is_available( CalculatedCart $cart ): bool {
				return '' !== ( $this->settings['merchant'] ?? '' );
			}
			public function process( PaymentRequest $request ): PaymentResult {
				return PaymentResult::paid();
			}
			public function settings_fields(): array {
				return array(
					'merchant'    => array(
						'type'       => 'text',
						'label'      => 'Código de comercio',
						'max_length' => 9,
						'required'   => true,
					),
					'environment' => array(
						'type'    => 'select',
						'label'   => 'Entorno',
						'options' => array(
							'test' => 'Pruebas',
							'live' => 'Real',
						),
						'default' => 'test',
					),
					'secret'      => array(
						'type'  => 'password',
						'label' => 'Clave secreta',
					),
				);
			}
			public function configure( array $settings ): void {
				$this->settings = $settings;
			}
		};
	}

	public function test_only_shop_managers_and_administrators_reach_the_settings(): void {
		$this->assertSame( 401, $this->rest( 'GET', self::PATH )->get_status(), 'visitor' );

		wp_set_current_user( $this->create_user( 'customer' ) );
		$this->assertSame( 403, $this->rest( 'GET', self::PATH )->get_status(), 'customer' );
		$this->assertSame( 403, $this->rest( 'POST', self::PATH, array( 'gateways' => array() ) )->get_status(), 'customer write' );

		foreach ( array( Capabilities::ROLE, 'administrator' ) as $role ) {
			wp_set_current_user( $this->create_user( $role ) );
			$response = $this->rest( 'GET', self::PATH );
			$this->assertSame( 200, $response->get_status(), $role );
			$data = $this->settings();
			$this->assertSame( array( PayAtWorkshop::ID, BankTransfer::ID, SandboxCard::ID, SandboxExpress::ID, RedsysCard::ID, RedsysBizum::ID ), array_column( $data['gateways'], 'id' ) );
			$this->assertSame( 'ES91 2100 0418 4502 0005 1332', $data['gateways'][1]['settings']['iban'] );
			$this->assertSame( array( 'holder', 'bank', 'iban', 'bic' ), array_column( $data['schema'][ BankTransfer::ID ]['fields'], 'key' ) );
			$this->assertSame( __( 'Bank transfer', 'rueda' ), $data['schema'][ BankTransfer::ID ]['default_title'] );
			$this->assertSame( array(), $data['schema'][ SandboxCard::ID ]['fields'] );
		}
	}

	/**
	 * Bad values and the path each names.
	 *
	 * @return array<string,array{0:callable,1:string}>
	 */
	public static function bad_values(): array {
		$bank = static fn( array $changes ) => static function ( array $s ) use ( $changes ) {
			$s['gateways'][1] = array_replace_recursive( $s['gateways'][1], $changes );
			return $s;
		};
		return array(
			'not a list'              => array( static fn( array $s ) => array( 'gateways' => 'rueda_bank_transfer' ), 'gateways' ),
			'unknown gateway'         => array(
				static function ( array $s ) {
					$s['gateways'][0]['id'] = 'bitcoin';
					return $s;
				},
				'gateways[0].id',
			),
			'listed twice'            => array(
				static function ( array $s ) {
					$s['gateways'][2] = $s['gateways'][1];
					return $s;
				},
				'gateways[2].id',
			),
			'enabled as text'         => array( $bank( array( 'enabled' => 'no' ) ), 'gateways[1].enabled' ),
			'long title'              => array( $bank( array( 'title' => str_repeat( 'a', 101 ) ) ), 'gateways[1].title' ),
			'long description'        => array( $bank( array( 'description' => str_repeat( 'a', 501 ) ) ), 'gateways[1].description' ),
			'bad IBAN check digits'   => array( $bank( array( 'settings' => array( 'iban' => 'ES91 2100 0418 4502 0005 1333' ) ) ), 'gateways[1].settings.iban' ),
			'IBAN of no country'      => array( $bank( array( 'settings' => array( 'iban' => 'XX12 3456 7890 1234' ) ) ), 'gateways[1].settings.iban' ),
			'bad BIC'                 => array( $bank( array( 'settings' => array( 'bic' => 'CAIX-ES' ) ) ), 'gateways[1].settings.bic' ),
			'no holder while enabled' => array( $bank( array( 'settings' => array( 'holder' => '' ) ) ), 'gateways[1].settings.holder' ),
			'no IBAN while enabled'   => array( $bank( array( 'settings' => array( 'iban' => '' ) ) ), 'gateways[1].settings.iban' ),
			'IBAN as a number'        => array( $bank( array( 'settings' => array( 'iban' => 12345 ) ) ), 'gateways[1].settings.iban' ),
			'unknown setting'         => array( $bank( array( 'settings' => array( 'swift' => 'x' ) ) ), 'gateways[1].settings.swift' ),
			'settings of a plain one' => array(
				static function ( array $s ) {
					$s['gateways'][2]['settings'] = array( 'mode' => 'live' );
					return $s;
				},
				'gateways[2].settings',
			),
		);
	}

	/**
	 * Each bad value is refused naming its path, and nothing is saved.
	 *
	 * @dataProvider bad_values
	 *
	 * @param callable $spoil Makes the settings bad.
	 * @param string   $path  The field at fault.
	 */
	public function test_bad_values_are_refused_by_field_path( callable $spoil, string $path ): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$before = PaymentSettings::get();

		$response = $this->save( $spoil( $this->settings() ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		$this->assertArrayHasKey( $path, $response->get_data()['data']['params'], wp_json_encode( $response->get_data()['data']['params'] ) );
		$this->assertSame( $before, PaymentSettings::get(), 'nothing saved' );
	}

	public function test_bank_details_are_cleaned_and_checked_in_spanish(): void {
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );

		$refused = $this->change( BankTransfer::ID, array( 'settings' => array( 'iban' => 'ES00 1234' ) ) )->get_data();
		$saved   = $this->change(
			BankTransfer::ID,
			array(
				'settings' => array(
					'holder' => '<b>Neumáticos</b> Rueda SL',
					'iban'   => 'es7921000813610123456789',
					'bic'    => 'caixesbb',
				),
			)
		);
		$saved   = json_decode( (string) wp_json_encode( $saved->get_data() ), true );

		$this->assertSame( 'Transferencia bancaria › IBAN: este IBAN no es válido: revisa el código de país, la longitud y los dígitos de control.', $refused['data']['params']['gateways[1].settings.iban'] );
		$this->assertSame( 'Neumáticos Rueda SL', $saved['gateways'][1]['settings']['holder'] );
		$this->assertSame( 'ES79 2100 0813 6101 2345 6789', $saved['gateways'][1]['settings']['iban'] );
		$this->assertSame( 'CAIXESBB', $saved['gateways'][1]['settings']['bic'] );
		$this->assertSame( 'ES79 2100 0813 6101 2345 6789', ( new BankTransfer() )->account()['iban'] );
	}

	public function test_a_disabled_gateway_is_not_offered_and_cannot_be_used(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertSame( 200, $this->change( BankTransfer::ID, array( 'enabled' => false ) )->get_status() );
		wp_set_current_user( 0 );
		$this->add( self::TYRE );
		$this->deliver_to_madrid();

		$methods  = $this->cart()['payment_methods'];
		$response = $this->checkout(
			$this->payload(
				array(
					'payment_method' => BankTransfer::ID,
					'payment_data'   => array(),
				)
			)
		);

		$this->assertNotContains( BankTransfer::ID, $methods );
		$this->assertContains( SandboxCard::ID, $methods );
		$this->assertArrayNotHasKey( BankTransfer::ID, (array) CheckoutData::get()['paymentMethods'] );
		$this->assertSame( array( 400, 'rueda_invalid_payment_method' ), array( $response->get_status(), $response->get_data()['code'] ) );
	}

	public function test_gateways_are_offered_in_the_saved_order_with_the_saved_title(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$settings                               = $this->settings();
		$settings['gateways']                   = array( $settings['gateways'][2], $settings['gateways'][1] );
		$settings['gateways'][1]['title']       = 'Transferencia (<i>2 días</i>)';
		$settings['gateways'][1]['description'] = "Paga a nuestra cuenta.\nTe enviamos el pedido al recibirla.";
		$saved                                  = $this->save( $settings )->get_data();
		$this->assertSame( array( SandboxCard::ID, BankTransfer::ID, PayAtWorkshop::ID, SandboxExpress::ID, RedsysCard::ID, RedsysBizum::ID ), array_column( $saved['gateways'], 'id' ), 'those left out follow' );

		wp_set_current_user( 0 );
		$this->add( self::TYRE );
		$this->deliver_to_madrid();
		$this->assertSame( array( SandboxCard::ID, BankTransfer::ID, SandboxExpress::ID ), $this->cart()['payment_methods'] );
		$methods = (array) CheckoutData::get()['paymentMethods'];
		$this->assertSame( 'Transferencia (2 días)', $methods[ BankTransfer::ID ]['title'] );
		$this->assertSame( "Paga a nuestra cuenta.\nTe enviamos el pedido al recibirla.", $methods[ BankTransfer::ID ]['description'] );

		$body = $this->checkout(
			$this->payload(
				array(
					'payment_method' => BankTransfer::ID,
					'payment_data'   => array(),
				)
			)
		)->get_data();
		$this->assertSame( 'Transferencia (2 días)', $this->order( $body['order_id'] )->row['payment_method_title'] );
	}

	public function test_the_confirmation_shows_the_bank_account_in_the_settings(): void {
		$this->add( self::TYRE );
		$body = $this->checkout(
			$this->payload(
				array(
					'payment_method' => BankTransfer::ID,
					'payment_data'   => array(),
				)
			)
		)->get_data();
		$this->assertSame( OrderStatus::ON_HOLD, $body['status'] );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->change(
			BankTransfer::ID,
			array(
				'settings' => array(
					'bank' => 'Banco Nuevo',
					'iban' => 'ES7921000813610123456789',
				),
			)
		);
		$html = OrderDetails::payment_instructions( $this->order( $body['order_id'] ) );

		$this->assertStringContainsString( 'ES79 2100 0813 6101 2345 6789', $html );
		$this->assertStringContainsString( 'Banco Nuevo', $html );
		$this->assertStringContainsString( 'CAIXESBBXXX', $html );
	}

	public function test_a_gateway_added_by_a_plugin_is_listed_and_configured_on_the_same_screen(): void {
		$redsys = $this->redsys();
		$add    = static fn( array $gateways ) => array_merge( $gateways, array( $redsys ) );
		add_filter( 'rueda_payment_gateways', $add );
		try {
			wp_set_current_user( $this->create_user( 'administrator' ) );
			$listed = $this->settings();
			$this->assertSame( 'redsys', $listed['gateways'][6]['id'] );
			$this->assertSame( array( 'merchant', 'environment', 'secret' ), array_column( $listed['schema']['redsys']['fields'], 'key' ) );
			$this->assertSame(
				array(
					array(
						'value' => 'test',
						'label' => 'Pruebas',
					),
					array(
						'value' => 'live',
						'label' => 'Real',
					),
				),
				$listed['schema']['redsys']['fields'][1]['options']
			);
			$this->assertSame( 'test', $listed['gateways'][6]['settings']['environment'], 'defaults' );

			$missing = $this->change( 'redsys', array( 'settings' => array( 'environment' => 'live' ) ) )->get_data();
			$this->assertArrayHasKey( 'gateways[6].settings.merchant', $missing['data']['params'], 'required while enabled' );
			$bad = $this->change(
				'redsys',
				array(
					'settings' => array(
						'merchant'    => '1234567890',
						'environment' => 'prod',
					),
				)
			)->get_data();
			$this->assertArrayHasKey( 'gateways[6].settings.merchant', $bad['data']['params'], 'too long' );
			$this->assertArrayHasKey( 'gateways[6].settings.environment', $bad['data']['params'], 'not an option' );

			$saved = $this->change(
				'redsys',
				array(
					'settings' => array(
						'merchant'    => '999008881',
						'environment' => 'live',
					),
				)
			);
			$this->assertSame( 200, $saved->get_status() );
			$gateway = ( new PaymentGateways() )->get( 'redsys' );
			$this->assertSame(
				array(
					'merchant'    => '999008881',
					'environment' => 'live',
					'secret'      => '',
				),
				$gateway->settings
			);

			wp_set_current_user( 0 );
			$this->add( self::TYRE );
			$this->assertContains( 'redsys', $this->cart()['payment_methods'] );
		} finally {
			remove_filter( 'rueda_payment_gateways', $add );
		}
	}

	public function test_a_saved_secret_key_is_never_sent_back_and_an_empty_one_keeps_it(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$saved = $this->change(
			RedsysCard::ID,
			array(
				'enabled'  => true,
				'settings' => array(
					'merchant_code' => '999008881',
					'terminal'      => '1',
					'secret_key'    => 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
				),
			)
		);
		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$this->assertStringNotContainsString( 'sq7HjrUOBfKmC576ILgskD5srU870gJ7', (string) wp_json_encode( $saved->get_data() ), 'not in the answer to the save' );

		$read  = $this->settings();
		$entry = array_values( array_filter( $read['gateways'], static fn( array $gateway ) => RedsysCard::ID === $gateway['id'] ) )[0];
		$this->assertStringNotContainsString( 'sq7HjrUOBfKmC576ILgskD5srU870gJ7', (string) wp_json_encode( $read ) );
		$this->assertSame( '', $entry['settings']['secret_key'] );
		$this->assertSame( array( 'secret_key' ), $entry['saved_secrets'] );
		$this->assertSame( '999008881', $entry['settings']['merchant_code'], 'other fields are shown' );

		// The form sends back what it was given: the empty key means "unchanged".
		$this->assertSame( 200, $this->save( $read )->get_status() );
		$this->assertSame( 'sq7HjrUOBfKmC576ILgskD5srU870gJ7', PaymentSettings::gateway( RedsysCard::ID )['settings']['secret_key'] );

		$this->change( RedsysCard::ID, array( 'settings' => array( 'secret_key' => 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev' ) ) );
		$this->assertSame( 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev', PaymentSettings::gateway( RedsysCard::ID )['settings']['secret_key'], 'a new key replaces it' );

		$bad = $this->change( RedsysCard::ID, array( 'settings' => array( 'merchant_code' => '12345' ) ) )->get_data();
		$this->assertStringContainsStringIgnoringCase( __( 'The merchant code has 9 digits.', 'rueda' ), (string) end( $bad['data']['params'] ), 'the pattern of the field' );
	}
}
