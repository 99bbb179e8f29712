<?php
/**
 * The address of an invoice's VERI*FACTU QR code, and the environment it points to.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices\Verifactu;

use Rueda\Domain\Invoices\Invoice;
use Rueda\Domain\Invoices\RectifyingInvoice;
use Rueda\Domain\Invoices\Verifactu\AeatFormat;
use Rueda\Domain\Invoices\Verifactu\QrCodeUrl;
use Rueda\Domain\Invoices\Verifactu\VerifactuSettings;
use Rueda\Tests\TestCase;

/**
 * Invoices built as the tables give them back, in a shop in Madrid.
 */
final class QrCodeUrlTest extends TestCase {

	private const NIF = 'B76543214';

	protected function set_up(): void {
		parent::set_up();
		update_option( 'timezone_string', 'Europe/Madrid' );
		delete_option( VerifactuSettings::OPTION );
	}

	protected function tear_down(): void {
		remove_all_filters( 'rueda_verifactu_environment' );
		remove_all_filters( 'rueda_development_site' );
		parent::tear_down();
	}

	/**
	 * An invoice issued at a moment.
	 *
	 * @param string $series    F or FS.
	 * @param string $issued_at UTC.
	 */
	private static function invoice( string $series, string $issued_at ): Invoice {
		return new Invoice( 7, $series, (int) substr( $issued_at, 0, 4 ), 42, $issued_at, array( 'tax_id' => self::NIF ) );
	}

	/**
	 * A rectifying invoice by differences of two lines at 21 %.
	 *
	 * @param string $issued_at UTC.
	 */
	private static function rectification( string $issued_at ): RectifyingInvoice {
		return new RectifyingInvoice(
			9,
			7,
			RectifyingInvoice::SIMPLIFIED,
			2026,
			3,
			$issued_at,
			'FS2026-000042',
			'2026-03-01 10:00:00',
			'Devolución',
			array(),
			null,
			array(),
			array(
				array(
					'rate' => 21.0,
					'base' => -8265,
					'tax'  => -1735,
				),
				array(
					'rate' => 10.0,
					'base' => -91,
					'tax'  => -9,
				),
			)
		);
	}

	public function test_a_simplified_invoice_gives_its_nif_number_date_and_total_in_the_test_environment(): void {
		$url = QrCodeUrl::for_invoice( self::invoice( Invoice::SIMPLIFIED, '2026-11-29 10:15:00' ), self::NIF, 12345, VerifactuSettings::PRUEBAS );

		$this->assertSame( 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B76543214&numserie=FS2026-000042&fecha=29-11-2026&importe=123.45', $url );
	}

	public function test_a_full_invoice_in_the_real_environment_has_two_decimals_always(): void {
		$invoice = self::invoice( Invoice::FULL, '2026-02-03 09:00:00' );

		$this->assertSame( 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B76543214&numserie=F2026-000042&fecha=03-02-2026&importe=150.00', QrCodeUrl::for_invoice( $invoice, self::NIF, 15000, VerifactuSettings::REAL ) );
		$this->assertStringEndsWith( '&importe=0.05', QrCodeUrl::for_invoice( $invoice, self::NIF, 5, VerifactuSettings::REAL ) );
		$this->assertStringEndsWith( '&importe=1234567.89', QrCodeUrl::for_invoice( $invoice, self::NIF, 123456789, VerifactuSettings::REAL ), 'no thousands separator' );
	}

	public function test_a_rectifying_invoice_by_differences_has_a_negative_total(): void {
		$url = QrCodeUrl::for_rectification( self::rectification( '2026-04-10 08:00:00' ), self::NIF, VerifactuSettings::PRUEBAS );

		$this->assertSame( 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B76543214&numserie=RS2026-000003&fecha=10-04-2026&importe=-101.00', $url );
		$this->assertSame( '-0.05', AeatFormat::amount( -5 ) );
		$this->assertSame( '-12.34', AeatFormat::amount( -1234 ) );
		$this->assertSame( '0.00', AeatFormat::amount( 0 ) );
	}

	public function test_the_date_is_the_day_of_issue_in_the_shops_time_zone_not_utcs(): void {
		// 23:30 UTC on New Year's Eve is already 00:30 of the new year in Madrid.
		$this->assertStringContainsString( '&fecha=01-01-2027&', QrCodeUrl::for_invoice( self::invoice( Invoice::FULL, '2026-12-31 23:30:00' ), self::NIF, 100, VerifactuSettings::REAL ) );
		// Summer time: 22:00 UTC is midnight in Madrid.
		$this->assertStringContainsString( '&fecha=01-07-2026&', QrCodeUrl::for_invoice( self::invoice( Invoice::FULL, '2026-06-30 22:00:00' ), self::NIF, 100, VerifactuSettings::REAL ) );
		$this->assertStringContainsString( '&fecha=30-06-2026&', QrCodeUrl::for_invoice( self::invoice( Invoice::FULL, '2026-06-30 21:59:59' ), self::NIF, 100, VerifactuSettings::REAL ) );
		$this->assertStringContainsString( '&fecha=11-04-2026&', QrCodeUrl::for_rectification( self::rectification( '2026-04-10 22:30:00' ), self::NIF, VerifactuSettings::REAL ) );

		// The same moment in a shop in the Canaries, an hour behind Madrid, is still the old year.
		update_option( 'timezone_string', 'Atlantic/Canary' );
		$this->assertStringContainsString( '&fecha=31-12-2026&', QrCodeUrl::for_invoice( self::invoice( Invoice::FULL, '2026-12-31 23:30:00' ), self::NIF, 100, VerifactuSettings::REAL ) );
	}

	public function test_the_values_are_encoded_as_rfc_3986_says(): void {
		$issued = new \DateTimeImmutable( '2024-01-01 12:00:00', wp_timezone() );

		// The AEAT's own example numbers: a slash, an ampersand, a space.
		$this->assertSame( QrCodeUrl::PRUEBAS . '?nif=89890001K&numserie=12345678%2FG33&fecha=01-01-2024&importe=123.45', QrCodeUrl::build( VerifactuSettings::PRUEBAS, '89890001K', '12345678/G33', $issued, 12345 ) );
		$this->assertStringContainsString( '&numserie=12345678%26G33&', QrCodeUrl::build( VerifactuSettings::PRUEBAS, '89890001K', '12345678&G33', $issued, 24140 ) );
		$this->assertStringContainsString( '&numserie=A%2025%2B1&', QrCodeUrl::build( VerifactuSettings::PRUEBAS, '89890001K', ' A 25+1 ', $issued, 100 ), 'trimmed, the inner space %20 and never +' );
	}

	public function test_the_environment_is_the_test_one_on_a_site_for_developing_and_the_real_one_elsewhere(): void {
		$this->assertSame( VerifactuSettings::PRUEBAS, VerifactuSettings::environment(), 'the test sites are local' );

		add_filter( 'rueda_development_site', '__return_false' );
		$this->assertSame( VerifactuSettings::REAL, VerifactuSettings::environment(), 'a live shop' );
		$this->assertSame( QrCodeUrl::REAL, QrCodeUrl::base( VerifactuSettings::environment() ) );

		update_option( VerifactuSettings::OPTION, array( 'environment' => VerifactuSettings::PRUEBAS ) );
		$this->assertSame( VerifactuSettings::PRUEBAS, VerifactuSettings::environment(), 'a live shop still testing, as its owner says' );
		$this->assertSame( array( 'environment' => VerifactuSettings::PRUEBAS ), VerifactuSettings::get() );

		remove_all_filters( 'rueda_development_site' );
		update_option( VerifactuSettings::OPTION, array( 'environment' => VerifactuSettings::REAL ) );
		$this->assertSame( VerifactuSettings::REAL, VerifactuSettings::environment(), 'the owner\'s setting wins on a site for developing too' );

		update_option( VerifactuSettings::OPTION, array( 'environment' => 'producción' ) );
		$this->assertSame( VerifactuSettings::PRUEBAS, VerifactuSettings::environment(), 'an unknown value is no setting' );
		update_option( VerifactuSettings::OPTION, 'real' );
		$this->assertSame( VerifactuSettings::PRUEBAS, VerifactuSettings::environment(), 'nor is a value of the wrong shape' );
	}

	public function test_a_filter_chooses_the_environment_and_a_wrong_answer_is_ignored(): void {
		$asked = array();
		add_filter(
			'rueda_verifactu_environment',
			static function ( $environment ) use ( &$asked ) {
				$asked[] = $environment;
				return VerifactuSettings::REAL;
			}
		);
		$this->assertSame( VerifactuSettings::REAL, VerifactuSettings::environment() );
		$this->assertSame( array( VerifactuSettings::PRUEBAS ), $asked, 'told the environment it would be' );

		remove_all_filters( 'rueda_verifactu_environment' );
		foreach ( array( 'Real', '', null, true ) as $wrong ) {
			add_filter( 'rueda_verifactu_environment', static fn() => $wrong );
			$this->assertSame( VerifactuSettings::PRUEBAS, VerifactuSettings::environment(), var_export( $wrong, true ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export -- the case's name.
			remove_all_filters( 'rueda_verifactu_environment' );
		}
	}
}
