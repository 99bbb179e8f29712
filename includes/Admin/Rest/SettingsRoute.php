<?php
/**
 * One group of shop settings in the admin REST namespace.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin\Rest;

use Rueda\Rest\Permissions;
use Rueda\Rest\Routes;

/**
 * GET and POST `/rueda/v1/settings/{group}`: only people who may manage the shop reach it
 * (401 for visitors, 403 for others); WordPress checks every field against `args()` and a
 * refusal names the field (`data.params`); a POST changes only the fields it sends.
 *
 * @since 0.1.0
 */
abstract class SettingsRoute {

	/**
	 * The group's path segment, e.g. "checkout".
	 */
	abstract protected function group(): string;

	/**
	 * The fields' schema.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	abstract protected function args(): array;

	/**
	 * The settings as stored, defaults filled in.
	 *
	 * @return array<string,mixed>
	 */
	abstract protected function read(): array;

	/**
	 * Stores the settings.
	 *
	 * @param array<string,mixed> $settings Every field.
	 */
	abstract protected function write( array $settings ): void;

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
		Routes::for_shop_managers(
			'/settings/' . $this->group(),
			array(
				array(
					'methods'  => \WP_REST_Server::READABLE,
					'callback' => array( $this, 'get' ),
				),
				array(
					'methods'             => \WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update' ),
					'permission_callback' => array( $this, 'can_update' ),
					'args'                => $this->args(),
				),
			)
		);
	}

	/**
	 * Whether the current user may save this request's fields: whoever manages the shop,
	 * unless a group says otherwise.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function can_update( \WP_REST_Request $request ) {
		return Permissions::shop_manager();
	}

	/**
	 * The settings.
	 *
	 * @since 0.1.0
	 */
	public function get(): \WP_REST_Response {
		return new \WP_REST_Response( $this->read() );
	}

	/**
	 * Saves the fields sent; answers with all the settings.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function update( \WP_REST_Request $request ) {
		$settings = $this->read();
		foreach ( array_keys( $this->args() ) as $field ) {
			if ( $request->has_param( $field ) ) {
				$settings[ $field ] = $request[ $field ];
			}
		}
		$settings = $this->check( $settings );
		if ( is_wp_error( $settings ) ) {
			return $settings;
		}
		$this->write( $settings );
		return $this->get();
	}

	/**
	 * Checks and cleans what the schema of args() cannot express (lists of records, values
	 * that depend on each other); a refusal names each field by its path in `data.params`,
	 * e.g. `zones[0].methods[1].cost`.
	 *
	 * @param array<string,mixed> $settings Every field, as sent or as saved.
	 * @return array<string,mixed>|\WP_Error
	 */
	protected function check( array $settings ) {
		return $settings;
	}
}
