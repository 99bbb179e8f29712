<?php
/**
 * Tyre sizes as people write them.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Tyres;

use Rueda\Domain\Tyres\TyreSize;
use Rueda\Tests\TestCase;

/**
 * Every common way of writing a size reads as the same size; what cannot be a tyre is no size.
 */
final class TyreSizeTest extends TestCase {

	/**
	 * Written forms and the size they are.
	 *
	 * @return array<string,array{0:string,1:string}>
	 */
	public static function written_sizes(): array {
		return array(
			'catalogue form'      => array( '205/55 R16', '205/55 R16' ),
			'without spaces'      => array( '205/55R16', '205/55 R16' ),
			'digits only'         => array( '2055516', '205/55 R16' ),
			'spaces only'         => array( '205 55 16', '205/55 R16' ),
			'slashes only'        => array( '205/55/16', '205/55 R16' ),
			'dash'                => array( '205/55-16', '205/55 R16' ),
			'lower case, indexes' => array( '205/55 r16 91v', '205/55 R16 91V' ),
			'ZR, spaced indexes'  => array( '205/55 ZR16 91 V', '205/55 R16 91V' ),
			'reinforced'          => array( '225/45R17 94W XL', '225/45 R17 94W' ),
			'XL before the index' => array( '225/45 R17 XL 94W', '225/45 R17 94W' ),
			'H rating, no spaces' => array( '19565R15 91H', '195/65 R15 91H' ),
			'load index only'     => array( '205/55 R16 91', '205/55 R16 91' ),
			'padded'              => array( '  205/55 R16  ', '205/55 R16' ),
		);
	}

	/**
	 * Reads a written form.
	 *
	 * @dataProvider written_sizes
	 *
	 * @param string $written  As typed.
	 * @param string $expected The size.
	 */
	public function test_every_common_form_reads_as_the_size( string $written, string $expected ): void {
		$this->assertSame( $expected, TyreSize::parse( $written )?->format() );
	}

	public function test_what_cannot_be_a_tyre_is_no_size(): void {
		foreach ( array( '', 'abc', '204/55 R16', '205/57 R16', '205/55 R30', '505/55 R16', '205/15 R16', '205/55 R16 300V', '205/55 R16 91X', '20555', str_repeat( '2055516 ', 40 ) ) as $text ) {
			$this->assertNull( TyreSize::parse( $text ), $text );
		}
	}

	public function test_a_size_inside_a_search_is_found_and_the_words_kept(): void {
		[ $size, $rest ] = TyreSize::find( 'Michelin 205/55R16 Primacy' );
		$this->assertSame( '205/55 R16', $size->format() );
		$this->assertSame( 'Michelin Primacy', $rest );

		[ $size, $rest ] = TyreSize::find( 'Michelin 205/55 R16 2024' );
		$this->assertSame( '205/55 R16', $size->format(), 'a year is not a load index' );
		$this->assertSame( 'Michelin 2024', $rest );

		$this->assertNull( TyreSize::find( 'Michelin Primacy 4' ) );
	}

	public function test_a_size_names_its_catalogue_attributes(): void {
		$this->assertSame(
			array(
				array(
					'attribute' => 'width',
					'operator'  => 'in',
					'slug'      => array( '205' ),
				),
				array(
					'attribute' => 'profile',
					'operator'  => 'in',
					'slug'      => array( '55' ),
				),
				array(
					'attribute' => 'rim',
					'operator'  => 'in',
					'slug'      => array( 'r16' ),
				),
				array(
					'attribute' => 'load-index',
					'operator'  => 'in',
					'slug'      => array( '91' ),
				),
				array(
					'attribute' => 'speed-rating',
					'operator'  => 'in',
					'slug'      => array( 'v' ),
				),
			),
			TyreSize::parse( '205/55 R16 91V' )->attribute_conditions()
		);
	}
}
