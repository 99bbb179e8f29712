<?php
/**
 * The server's tax id rules against the table jest reads too.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices;

use Rueda\Domain\Invoices\TaxId;
use Rueda\Tests\TestCase;

/**
 * Every row of tests/fixtures/tax-ids.json gets the same answer as in the browser.
 */
final class TaxIdTest extends TestCase {

	/**
	 * Rows of the shared table.
	 *
	 * @param string $group valid or invalid.
	 * @return array<string,array{0:array<string,string>}>
	 */
	private static function rows( string $group ): array {
		$table = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/tax-ids.json' ), true );
		$rows  = array();
		foreach ( $table[ $group ] as $row ) {
			$rows[ '"' . $row['input'] . '"' ] = array( $row );
		}
		return $rows;
	}

	/**
	 * Ids both sides accept.
	 *
	 * @return array<string,array{0:array<string,string>}>
	 */
	public static function valid_ids(): array {
		return self::rows( 'valid' );
	}

	/**
	 * Ids both sides refuse.
	 *
	 * @return array<string,array{0:array<string,string>}>
	 */
	public static function invalid_ids(): array {
		return self::rows( 'invalid' );
	}

	/**
	 * Accepted, normalised, recognised.
	 *
	 * @dataProvider valid_ids
	 *
	 * @param array<string,string> $row Input, normalized, kind.
	 */
	public function test_a_valid_id_is_accepted_normalised( array $row ): void {
		$id = TaxId::parse( $row['input'] );

		$this->assertTrue( $id->is_valid(), $id->message() );
		$this->assertSame( $row['normalized'], $id->normalized );
		$this->assertSame( $row['kind'], $id->kind );
		$this->assertSame( '', $id->message() );
	}

	/**
	 * Refused for the right reason.
	 *
	 * @dataProvider invalid_ids
	 *
	 * @param array<string,string> $row Input and fault.
	 */
	public function test_an_invalid_id_is_refused_with_its_fault( array $row ): void {
		$id = TaxId::parse( $row['input'] );

		$this->assertFalse( $id->is_valid() );
		$this->assertSame( $row['fault'], $id->fault );
		$this->assertNotSame( '', $id->message() );
	}

	public function test_each_fault_says_in_spanish_what_to_fix(): void {
		$this->assertSame( 'El NIF/NIE/CIF no es válido: revisa la letra de control.', TaxId::parse( '12345678A' )->message() );
		$this->assertStringContainsString( 'último carácter', TaxId::parse( 'B12345675' )->message() );
		$this->assertStringContainsString( '12345678Z', TaxId::parse( 'B12' )->message() );
		$this->assertStringContainsString( 'factura', TaxId::parse( ' ' )->message() );
	}
}
