<?php
/**
 * The number plate rules against the table jest reads too.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Workshop;

use Rueda\Domain\Workshop\VehiclePlate;
use Rueda\Tests\TestCase;

/**
 * Every row of tests/fixtures/plates.json gets the same answer as in the browser.
 */
final class VehiclePlateTest extends TestCase {

	/**
	 * Rows of the shared table.
	 *
	 * @param string $group valid or invalid.
	 * @return array<string,array{0:array<string,mixed>}>
	 */
	private static function rows( string $group ): array {
		$table = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/plates.json' ), true );
		$rows  = array();
		foreach ( $table[ $group ] as $row ) {
			$rows[ '"' . $row['input'] . '"' . ( $row['foreign'] ? ' foreign' : '' ) ] = array( $row );
		}
		return $rows;
	}

	/**
	 * Plates both sides accept.
	 *
	 * @return array<string,array{0:array<string,mixed>}>
	 */
	public static function valid_plates(): array {
		return self::rows( 'valid' );
	}

	/**
	 * Plates both sides refuse.
	 *
	 * @return array<string,array{0:array<string,mixed>}>
	 */
	public static function invalid_plates(): array {
		return self::rows( 'invalid' );
	}

	/**
	 * Accepted in its written form, with its search key.
	 *
	 * @dataProvider valid_plates
	 *
	 * @param array<string,mixed> $row Input, foreign, normalized, key.
	 */
	public function test_a_plate_is_accepted_in_one_written_form( array $row ): void {
		$plate = VehiclePlate::parse( $row['input'], $row['foreign'] );

		$this->assertTrue( $plate->is_valid(), $plate->fault );
		$this->assertSame( $row['normalized'], $plate->normalized );
		$this->assertSame( $row['key'], $plate->key() );
		$this->assertSame( $row['foreign'], $plate->foreign );
		$this->assertSame( '', $plate->message() );
	}

	/**
	 * Refused with the fault named.
	 *
	 * @dataProvider invalid_plates
	 *
	 * @param array<string,mixed> $row Input, foreign, fault.
	 */
	public function test_a_wrong_plate_is_refused_with_its_fault( array $row ): void {
		$plate = VehiclePlate::parse( $row['input'], $row['foreign'] );

		$this->assertFalse( $plate->is_valid() );
		$this->assertSame( $row['fault'], $plate->fault );
		$this->assertSame( '', $plate->normalized );
		$this->assertNotSame( '', $plate->message() );
	}

	public function test_the_messages_are_in_spanish_and_say_how_to_write_it(): void {
		$this->assertSame(
			'Esta no es una matrícula española: escríbela como 1234 BCD (cuatro números y tres consonantes, sin vocales, Ñ ni Q) o, si es antigua, como M-1234-AB. Si la matrícula es de otro país, marca «Matrícula extranjera».',
			VehiclePlate::parse( '1234 ABC' )->message()
		);
		$this->assertSame( 'Escribe la matrícula extranjera con entre 2 y 15 letras, números, espacios o guiones.', VehiclePlate::parse( 'A', true )->message() );
		$this->assertSame( 'Escribe la matrícula de tu vehículo para que el taller pueda tener tu trabajo preparado.', VehiclePlate::parse( '' )->message() );
	}

	public function test_a_search_key_ignores_case_spaces_and_hyphens(): void {
		$this->assertSame( '1234BCD', VehiclePlate::search_key( ' 1234-bcd ' ) );
		$this->assertSame( 'M1234AB', VehiclePlate::search_key( 'm 1234.ab' ) );
	}
}
