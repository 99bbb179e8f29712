<?php
/**
 * Redsys's signatures against published facts.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Payments\Redsys;

use Rueda\Domain\Payments\Redsys\Signature;
use Rueda\Tests\TestCase;

/**
 * The issue's "Signature facts", recomputed from public sources, with Redsys's public
 * test key: both versions' operation keys and a whole request signature.
 */
final class SignatureTest extends TestCase {

	private const SECRET = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';

	private const PARAMETERS = 'eyJEU19NRVJDSEFOVF9UUkFOU0FDVElPTlRZUEUiOiIwIiwiRFNfTUVSQ0hBTlRfT1JERVIiOiIwNzI2cUkzSDdzWngiLCJEU19NRVJDSEFOVF9NRVJDSEFOVENPREUiOiI5OTkwMDg4ODEiLCJEU19NRVJDSEFOVF9URVJNSU5BTCI6IjEiLCJEU19NRVJDSEFOVF9BTU9VTlQiOiI0OTk5IiwiRFNfTUVSQ0hBTlRfQ1VSUkVOQ1kiOiI5NzgiLCJEU19NRVJDSEFOVF9NRVJDSEFOVFVSTCI6Imh0dHA6Ly93d3cucHJ1ZWJhLmNvbS91cmxOb3RpZmljYWNpb24ucGhwIiwiRFNfTUVSQ0hBTlRfVVJMT0siOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsT0sucGhwIiwiRFNfTUVSQ0hBTlRfVVJMS08iOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsS08ucGhwIn0=';

	public function test_the_v1_operation_key_is_3des_of_the_order_zero_padded(): void {
		$this->assertSame( 'ub0/L8+E9+9ITQJwk3SvHA==', base64_encode( Signature::operation_key( Signature::V1, self::SECRET, '012345678' ) ) );
	}

	public function test_a_v1_request_is_signed_as_redsys_signs_it(): void {
		$this->assertSame( 'TyW+LIa2GZnhCPLM7JSPwbQn4ZjOvMO/KiIf4yJgwo8=', Signature::sign( Signature::V1, self::SECRET, '0726qI3H7sZx', self::PARAMETERS ) );
	}

	public function test_the_v2_operation_key_is_aes_128_of_the_order_with_pkcs7_padding(): void {
		$key = base64_encode( Signature::operation_key( Signature::V2, self::SECRET, '1234567890' ) );

		$this->assertSame( 'RWt3/IPTzYRMXsQtkiGRKg==', $key );
		$this->assertNotSame( 'ExMBx0B5Kmm5KLcep2c9TQ==', $key, 'zero padding is wrong' );
	}

	public function test_a_v2_signature_is_hmac_sha512_with_that_key(): void {
		$expected = base64_encode( hash_hmac( 'sha512', self::PARAMETERS, (string) base64_decode( 'RWt3/IPTzYRMXsQtkiGRKg==' ), true ) );

		$this->assertSame( $expected, Signature::sign( Signature::V2, self::SECRET, '1234567890', self::PARAMETERS ) );
		$this->assertSame( 64, strlen( (string) base64_decode( $expected ) ) );
	}

	public function test_signatures_verify_in_either_base64_alphabet_and_nothing_else_does(): void {
		$standard = 'TyW+LIa2GZnhCPLM7JSPwbQn4ZjOvMO/KiIf4yJgwo8=';
		$url_safe = strtr( $standard, '+/', '-_' );

		foreach ( array( $standard, $url_safe, rtrim( $url_safe, '=' ), str_replace( '+', ' ', $standard ) ) as $received ) {
			$this->assertTrue( Signature::verify( Signature::V1, self::SECRET, '0726qI3H7sZx', self::PARAMETERS, $received ), $received );
		}
		$this->assertFalse( Signature::verify( Signature::V1, self::SECRET, '0726qI3H7sZy', self::PARAMETERS, $standard ), 'another order' );
		$this->assertFalse( Signature::verify( Signature::V1, 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev', '0726qI3H7sZx', self::PARAMETERS, $standard ), 'another key' );
		$this->assertFalse( Signature::verify( Signature::V2, self::SECRET, '0726qI3H7sZx', self::PARAMETERS, $standard ), 'another version' );
		$this->assertFalse( Signature::verify( Signature::V1, self::SECRET, '0726qI3H7sZx', self::PARAMETERS, '' ) );
		$this->assertFalse( Signature::verify( Signature::V1, self::SECRET, '0726qI3H7sZx', self::PARAMETERS, '<script>' ) );
		$this->assertFalse( Signature::verify( Signature::V1, 'not base64!', '0726qI3H7sZx', self::PARAMETERS, $standard ), 'an unusable key verifies nothing' );
	}
}
