<?php
/**
 * GET /rueda/v1/vehicles: the tyre finder's make → model → year → version steps.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Vehicles\Rest;

use Rueda\Domain\Tyres\TyreSize;
use Rueda\Domain\Tyres\VehicleCatalog;
use Rueda\Rest\Answers;
use Rueda\Rest\Routes;

/**
 * Public and read-only, one level per call: no parameter gives `{makes}`; `make` gives
 * `{models}`; `make` and `model` give `{years}` (newest first); `make`, `model` and
 * `year` give `{versions}`, each with its homologated fitments (front and rear tyres;
 * `staggered` when they differ). An unknown make, model or year is a 404
 * `rueda_unknown_vehicle`; a wrong parameter a 400 `rest_invalid_param`. Answers are
 * the same for everyone, so they carry `Cache-Control: public, max-age=3600` for
 * browsers and CDNs. Lives in the rueda/v1 namespace beside the account routes (and,
 * like them, out of the REST index), not in wc/store: it is Rueda's own data.
 *
 * @since 0.1.0
 */
final class VehiclesRoute {

	/** Seconds browsers and shared caches may keep an answer. */
	public const MAX_AGE = 3600;

	/**
	 * Creates the route.
	 *
	 * @param VehicleCatalog $catalog Vehicles.
	 */
	public function __construct( private VehicleCatalog $catalog = new VehicleCatalog() ) {}

	/**
	 * Hooks the route.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the route.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		$text = array(
			'type'      => 'string',
			'minLength' => 1,
			'maxLength' => 100,
		);
		Routes::for_anyone(
			'/vehicles',
			array(
				'methods'  => \WP_REST_Server::READABLE,
				'callback' => array( $this, 'get' ),
				'args'     => array(
					'make'  => $text,
					'model' => $text,
					'year'  => array(
						'type'    => 'integer',
						'minimum' => 1900,
						'maximum' => 2100,
					),
				),
			)
		);
	}

	/**
	 * The level the parameters ask for.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get( \WP_REST_Request $request ) {
		$make  = $request['make'];
		$model = $request['model'];
		$year  = $request['year'];
		if ( null !== $year && null === $model ) {
			return $this->needs( 'model' );
		}
		if ( null !== $model && null === $make ) {
			return $this->needs( 'make' );
		}

		if ( null === $make ) {
			$data = array( 'makes' => $this->catalog->makes() );
		} elseif ( null === $model ) {
			$data = array( 'models' => $this->catalog->models( $make ) );
		} elseif ( null === $year ) {
			$data = array( 'years' => $this->catalog->years( $make, $model ) );
		} else {
			$data = array( 'versions' => array_map( array( $this, 'version' ), $this->catalog->versions( $make, $model, (int) $year ) ) );
		}
		if ( null !== $make && ! reset( $data ) ) {
			return new \WP_Error( 'rueda_unknown_vehicle', __( 'We do not have this vehicle in our catalogue.', 'rueda' ), array( 'status' => 404 ) );
		}
		$response = new \WP_REST_Response( $data );
		$response->header( 'Cache-Control', 'public, max-age=' . self::MAX_AGE );
		return $response;
	}

	/**
	 * A version as the API shows it.
	 *
	 * @param array{name:string,fitments:list<array{front:TyreSize,rear:TyreSize}>} $version Version.
	 * @return array<string,mixed>
	 */
	private function version( array $version ): array {
		return array(
			'name'     => $version['name'],
			'fitments' => array_map(
				fn( array $fitment ) => array(
					'front'     => $this->tyre( $fitment['front'] ),
					'rear'      => $this->tyre( $fitment['rear'] ),
					'staggered' => $fitment['front']->format() !== $fitment['rear']->format(),
				),
				$version['fitments']
			),
		);
	}

	/**
	 * One axle's tyre.
	 *
	 * @param TyreSize $size Size with load index and speed rating.
	 * @return array<string,int|string|null>
	 */
	private function tyre( TyreSize $size ): array {
		return array(
			'size'         => sprintf( '%d/%d R%d', $size->width, $size->profile, $size->rim ),
			'width'        => $size->width,
			'profile'      => $size->profile,
			'rim'          => $size->rim,
			'load_index'   => $size->load_index,
			'speed_rating' => $size->speed_rating,
		);
	}

	/**
	 * The 400 for a level asked without the one before it.
	 *
	 * @param string $param The missing parameter.
	 */
	private function needs( string $param ): \WP_Error {
		/* translators: %s: parameter name. */
		return Answers::invalid_params( array( $param => sprintf( __( 'Send %s too.', 'rueda' ), $param ) ) );
	}
}
