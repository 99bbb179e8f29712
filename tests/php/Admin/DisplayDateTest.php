<?php
/**
 * Dates on the admin screens.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Admin;

use Rueda\Admin\Rest\DisplayDate;
use Rueda\Tests\TestCase;

/**
 * Orders and coupons write dates one way: the site's formats, in the site's time zone.
 */
final class DisplayDateTest extends TestCase {

	protected function set_up(): void {
		parent::set_up();
		update_option( 'timezone_string', 'Europe/Madrid' );
		update_option( 'date_format', 'd/m/Y' );
		update_option( 'time_format', 'H:i' );
	}

	public function test_a_moment_in_utc_is_written_in_the_site_time(): void {
		$this->assertSame( '25/11/2026 20:05', DisplayDate::moment( '2026-11-25 19:05:00' ) );
		$this->assertSame( '01/07/2026 12:00', DisplayDate::moment( '2026-07-01 10:00:00' ) );
		$this->assertSame( '', DisplayDate::moment( '' ) );
	}

	public function test_a_day_is_written_unshifted(): void {
		$this->assertSame( '30/11/2099', DisplayDate::day( '2099-11-30' ) );
		$this->assertSame( '', DisplayDate::day( '' ) );
	}
}
