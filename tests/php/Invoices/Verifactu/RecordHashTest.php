<?php
/**
 * The Huella against the AEAT's published examples.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices\Verifactu;

use Rueda\Domain\Invoices\Verifactu\AeatFormat;
use Rueda\Domain\Invoices\Verifactu\RecordHash;
use Rueda\Tests\TestCase;

/**
 * The official examples (recomputed): an alta, the next one chained onto it, and an
 * anulación of the second.
 */
final class RecordHashTest extends TestCase {

	private const FIRST  = '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60';
	private const SECOND = 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97';
	private const ANNUL  = '177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68';

	public function test_the_first_alta_of_a_chain(): void {
		$this->assertSame( self::FIRST, RecordHash::alta( '89890001K', '12345678/G33', '01-01-2024', 'F1', '12.35', '123.45', '', '2024-01-01T19:20:30+01:00' ) );
	}

	public function test_the_next_alta_chains_onto_the_first_ones_huella(): void {
		$this->assertSame( self::SECOND, RecordHash::alta( '89890001K', '12345679/G34', '01-01-2024', 'F1', '12.35', '123.45', self::FIRST, '2024-01-01T19:20:35+01:00' ) );
	}

	public function test_an_anulacion(): void {
		$this->assertSame( self::ANNUL, RecordHash::anulacion( '89890001K', '12345679/G34', '01-01-2024', self::SECOND, '2024-01-01T19:20:40+01:00' ) );
	}

	public function test_the_text_hashed_is_exactly_the_fields_joined(): void {
		$text = 'IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00';

		$this->assertSame( self::FIRST, RecordHash::digest( $text ) );
		$this->assertNotSame( self::FIRST, RecordHash::digest( $text . "\n" ), 'a trailing newline changes it' );
	}

	public function test_an_amount_without_its_decimals_changes_the_huella(): void {
		$with    = RecordHash::alta( '89890001K', '12345678/G33', '01-01-2024', 'F1', '12.35', '150.00', '', '2024-01-01T19:20:30+01:00' );
		$without = RecordHash::alta( '89890001K', '12345678/G33', '01-01-2024', 'F1', '12.35', '150', '', '2024-01-01T19:20:30+01:00' );

		$this->assertNotSame( $with, $without );
		$this->assertSame( $with, RecordHash::alta( '89890001K', '12345678/G33', '01-01-2024', 'F1', '12.35', AeatFormat::amount( 15000 ), '', '2024-01-01T19:20:30+01:00' ) );
	}

	public function test_values_are_trimmed(): void {
		$this->assertSame( self::FIRST, RecordHash::alta( ' 89890001K ', "12345678/G33\n", '01-01-2024', 'F1', '12.35', '123.45', '', ' 2024-01-01T19:20:30+01:00' ) );
	}

	public function test_amounts_are_written_from_cents_with_two_decimals_and_a_point(): void {
		$this->assertSame( array( '150.00', '0.05', '0.00', '-17.35', '-0.40', '1234567.89' ), array_map( array( AeatFormat::class, 'amount' ), array( 15000, 5, 0, -1735, -40, 123456789 ) ) );
		$this->assertSame( '21.00', AeatFormat::rate( 21.0 ) );
		$this->assertSame( '5.50', AeatFormat::rate( 5.5 ) );
	}

	public function test_dates_and_moments_are_the_shops_time_zone(): void {
		update_option( 'timezone_string', 'Europe/Madrid' );
		$moment = new \DateTimeImmutable( '2026-11-29 23:05:09.123456', new \DateTimeZone( 'UTC' ) );

		$this->assertSame( '30-11-2026', AeatFormat::date( $moment ) );
		$this->assertSame( '2026-11-30T00:05:09+01:00', AeatFormat::moment( $moment ), 'no fractions' );
		$this->assertSame( '2026-07-01T02:00:00+02:00', AeatFormat::moment( new \DateTimeImmutable( '2026-07-01 00:00:00', new \DateTimeZone( 'UTC' ) ) ), 'summer time' );
	}
}
