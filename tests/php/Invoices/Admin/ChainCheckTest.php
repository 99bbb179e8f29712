<?php
/**
 * The owner's check of the record chains.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices\Admin;

use Rueda\Domain\Invoices\Verifactu\InvoiceRecords;
use Rueda\Tests\Invoices\Verifactu\RecordsTestCase;

/**
 * GET /rueda/v1/invoice-records/chain: intact, or the first broken record named.
 */
final class ChainCheckTest extends RecordsTestCase {

	/**
	 * The check, as a shop manager asks for it.
	 *
	 * @return array<string,mixed>
	 */
	private function check(): array {
		$this->as_manager();
		$response = $this->rest( 'GET', '/rueda/v1/invoice-records/chain' );
		$this->assertSame( 200, $response->get_status() );
		return $response->get_data();
	}

	/**
	 * The shop's chain in a check.
	 *
	 * @param array<string,mixed> $check Check.
	 * @return array<string,mixed>
	 */
	private static function ours( array $check ): array {
		return array_values( array_filter( $check['chains'], static fn( array $chain ) => self::NIF === $chain['issuer'] ) )[0];
	}

	public function test_an_intact_chain_says_how_many_records_it_holds(): void {
		$this->invoiced( true, self::madrid( '2048-03-01 10:00:00' ) );
		$this->invoiced( false, self::madrid( '2048-03-02 10:00:00' ) );
		$count = ( new InvoiceRecords() )->count();

		$check = $this->check();

		$this->assertTrue( $check['intact'] );
		$this->assertSame( $count, $check['records'] );
		$this->assertSame( sprintf( 'La cadena está íntegra (%s registros).', number_format_i18n( $count ) ), $check['message'] );
		$this->assertSame(
			array(
				'issuer'  => self::NIF,
				'records' => $this->chain_length(),
				'broken'  => null,
				'number'  => null,
			),
			self::ours( $check )
		);
	}

	public function test_a_record_changed_after_it_was_made_is_named(): void {
		$first  = $this->invoiced( true, self::madrid( '2048-03-01 10:00:00' ) );
		$second = $this->invoiced( false, self::madrid( '2048-03-02 10:00:00' ) );
		$alta   = $this->alta( $first );
		$this->tamper( $alta, 'amount_total', '6.00' );

		$check = $this->check();

		$this->assertFalse( $check['intact'] );
		$this->assertSame( $alta->position, self::ours( $check )['broken'] );
		$this->assertSame( $first->number(), self::ours( $check )['number'] );
		$this->assertSame(
			sprintf( 'La cadena de %s está rota en el registro %d (factura %s): se modificó después de generarse o no sigue al anterior.', self::NIF, $alta->position, $first->number() ),
			$check['message']
		);
		$this->assertNotSame( $this->alta( $second )->position, self::ours( $check )['broken'], 'the first broken one' );
	}

	public function test_a_missing_record_is_named_by_its_position(): void {
		$this->invoiced( true, self::madrid( '2048-03-01 10:00:00' ) );
		$middle = $this->alta( $this->invoiced( true, self::madrid( '2048-03-02 10:00:00' ) ) );
		$this->invoiced( true, self::madrid( '2048-03-03 10:00:00' ) );
		global $wpdb;
		$wpdb->delete( \Rueda\Storage\Schema::table( \Rueda\Storage\Schema::RECORDS ), array( 'id' => $middle->id ) );

		$check = $this->check();

		$this->assertFalse( $check['intact'] );
		$this->assertSame( array( $middle->position, null ), array( self::ours( $check )['broken'], self::ours( $check )['number'] ) );
		$this->assertSame( sprintf( 'La cadena de %s está rota: falta el registro %d.', self::NIF, $middle->position ), $check['message'] );
	}
}
