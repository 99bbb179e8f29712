<?php
/**
 * GET /rueda/v1/vehicles, the tyre finder's steps.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Tyres;

use Rueda\Tests\TestCase;

/**
 * Walks make → model → year → version on the shipped vehicles, as a visitor.
 *
 * @group object-cache
 */
final class VehiclesRouteTest extends TestCase {

	public function test_the_makes_come_sorted_and_cacheable(): void {
		$response = $this->vehicles();

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'public, max-age=3600', $response->get_headers()['Cache-Control'] );
		$makes = $response->get_data()['makes'];
		$this->assertContains( 'SEAT', $makes );
		$this->assertContains( 'Citroën', $makes );
		$sorted = $makes;
		usort( $sorted, static fn( string $a, string $b ) => strnatcasecmp( remove_accents( $a ), remove_accents( $b ) ) );
		$this->assertSame( $sorted, $makes, 'Accents and case aside.' );
		$this->assertSame( array( 'makes' ), array_keys( $response->get_data() ) );
	}

	public function test_the_models_of_a_make(): void {
		$response = $this->vehicles( array( 'make' => 'SEAT' ) );

		$this->assertSame( array( 'models' => array( 'Arona', 'Ateca', 'Ibiza', 'León', 'Tarraco' ) ), $response->get_data() );
		$this->assertSame( 'public, max-age=3600', $response->get_headers()['Cache-Control'] );
	}

	public function test_the_years_of_a_model_newest_first_up_to_this_year(): void {
		$years = $this->vehicles(
			array(
				'make'  => 'SEAT',
				'model' => 'León',
			)
		)->get_data()['years'];

		$this->assertSame( (int) current_time( 'Y' ), $years[0], 'A model still made reaches this year.' );
		$this->assertSame( 2013, end( $years ) );
		$this->assertSame( range( (int) current_time( 'Y' ), 2013 ), $years, 'Both generations, every year once.' );
	}

	public function test_the_versions_of_a_year_carry_their_homologated_tyres(): void {
		$response = $this->vehicles(
			array(
				'make'  => 'SEAT',
				'model' => 'León',
				'year'  => '2021',
			)
		);

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'public, max-age=3600', $response->get_headers()['Cache-Control'] );
		$versions = $response->get_data()['versions'];
		$names    = array_column( $versions, 'name' );
		$this->assertContains( '1.5 TSI 130 CV Style', $names );
		$this->assertNotContains( 'Cupra 2.0 TSI 290 CV', $names, 'The 2013-2019 generation is not offered for 2021.' );

		$style = $versions[ array_search( '1.5 TSI 130 CV Style', $names, true ) ];
		$tyre  = array(
			'size'         => '205/55 R16',
			'width'        => 205,
			'profile'      => 55,
			'rim'          => 16,
			'load_index'   => 91,
			'speed_rating' => 'V',
		);
		$this->assertSame(
			array(
				'front'     => $tyre,
				'rear'      => $tyre,
				'staggered' => false,
			),
			$style['fitments'][0]
		);
		$this->assertSame( array( '205/55 R16', '225/45 R17' ), array_column( array_column( $style['fitments'], 'front' ), 'size' ), 'Smallest rim first.' );

		$sizes = array();
		foreach ( $versions as $version ) {
			foreach ( $version['fitments'] as $fitment ) {
				$sizes[] = $fitment['front']['size'];
			}
		}
		$this->assertContains( '225/40 R18', $sizes );
	}

	public function test_a_car_with_wider_rear_tyres_is_staggered(): void {
		$versions = $this->vehicles(
			array(
				'make'  => 'BMW',
				'model' => 'Serie 3',
				'year'  => 2016,
			)
		)->get_data()['versions'];
		$m_sport  = $versions[ array_search( '320d 190 CV M Sport', array_column( $versions, 'name' ), true ) ]['fitments'][0];

		$this->assertTrue( $m_sport['staggered'] );
		$this->assertSame( array( '225/40 R18', 92, 'Y' ), array( $m_sport['front']['size'], $m_sport['front']['load_index'], $m_sport['front']['speed_rating'] ) );
		$this->assertSame( array( '255/35 R18', 255, 35, 18, 94, 'Y' ), array( $m_sport['rear']['size'], $m_sport['rear']['width'], $m_sport['rear']['profile'], $m_sport['rear']['rim'], $m_sport['rear']['load_index'], $m_sport['rear']['speed_rating'] ) );
	}

	public function test_the_tesla_model_3_performance_has_the_same_tyres_all_round(): void {
		$versions    = $this->vehicles(
			array(
				'make'  => 'Tesla',
				'model' => 'Model 3',
				'year'  => 2021,
			)
		)->get_data()['versions'];
		$performance = $versions[ array_search( 'Performance', array_column( $versions, 'name' ), true ) ]['fitments'];

		$this->assertCount( 1, $performance );
		$this->assertFalse( $performance[0]['staggered'] );
		$this->assertSame( '235/35 R20', $performance[0]['rear']['size'] );
	}

	/**
	 * Vehicles the catalogue does not have.
	 *
	 * @return array<string,array{0:array<string,string>}>
	 */
	public static function unknown_vehicles(): array {
		return array(
			'make'            => array( array( 'make' => 'Hispano-Suiza' ) ),
			'model'           => array(
				array(
					'make'  => 'SEAT',
					'model' => '600',
				),
			),
			'model of a make' => array(
				array(
					'make'  => 'Dacia',
					'model' => 'León',
				),
			),
			'year'            => array(
				array(
					'make'  => 'SEAT',
					'model' => 'León',
					'year'  => '1990',
				),
			),
		);
	}

	/**
	 * An unknown vehicle is a 404.
	 *
	 * @dataProvider unknown_vehicles
	 *
	 * @param array<string,string> $query Query.
	 */
	public function test_an_unknown_vehicle_is_not_found( array $query ): void {
		$response = $this->vehicles( $query );

		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 'rueda_unknown_vehicle', $response->get_data()['code'] );
		$this->assertNotEmpty( $response->get_data()['message'] );
	}

	/**
	 * Parameters the route refuses.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string}>
	 */
	public static function bad_parameters(): array {
		return array(
			'year not a number'  => array(
				array(
					'make'  => 'SEAT',
					'model' => 'León',
					'year'  => '2021abc',
				),
				'year',
			),
			'year as a decimal'  => array(
				array(
					'make'  => 'SEAT',
					'model' => 'León',
					'year'  => '2021.5',
				),
				'year',
			),
			'make too long'      => array( array( 'make' => str_repeat( 'S', 101 ) ), 'make' ),
			'model too long'     => array(
				array(
					'make'  => 'SEAT',
					'model' => str_repeat( 'L', 101 ),
				),
				'model',
			),
			'make as a list'     => array( array( 'make' => array( 'SEAT' ) ), 'make' ),
			'empty make'         => array( array( 'make' => '' ), 'make' ),
			'model without make' => array( array( 'model' => 'León' ), 'make' ),
			'year without model' => array(
				array(
					'make' => 'SEAT',
					'year' => 2021,
				),
				'model',
			),
		);
	}

	/**
	 * A wrong parameter is a 400 naming it.
	 *
	 * @dataProvider bad_parameters
	 *
	 * @param array<string,mixed> $query Query.
	 * @param string              $param The parameter at fault.
	 */
	public function test_a_wrong_parameter_is_refused( array $query, string $param ): void {
		$response = $this->vehicles( $query );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		$this->assertArrayHasKey( $param, $response->get_data()['data']['params'] );
	}

	public function test_logged_in_shoppers_get_the_same_answer(): void {
		$visitor = $this->vehicles( array( 'make' => 'Toyota' ) )->get_data();
		wp_set_current_user( $this->create_user( 'subscriber' ) );

		$this->assertSame( $visitor, $this->vehicles( array( 'make' => 'Toyota' ) )->get_data() );
	}

	/**
	 * GET /rueda/v1/vehicles with a query.
	 *
	 * @param array<string,mixed> $query Query.
	 */
	private function vehicles( array $query = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'GET', '/rueda/v1/vehicles' );
		$request->set_query_params( $query );
		return rest_do_request( $request );
	}
}
