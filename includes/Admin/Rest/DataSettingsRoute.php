<?php
/**
 * GET and POST /rueda/v1/settings/data.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin\Rest;

use Rueda\Uninstaller;

/**
 * Whether deleting the plugin also deletes the shop's data (see Rueda\Uninstaller).
 *
 * @since 0.1.0
 */
final class DataSettingsRoute extends SettingsRoute {

	/**
	 * {@inheritDoc}
	 */
	protected function group(): string {
		return 'data';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function read(): array {
		return array( 'remove_data_on_uninstall' => (bool) get_option( Uninstaller::REMOVE_DATA_OPTION, false ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $settings Every field.
	 */
	protected function write( array $settings ): void {
		update_option( Uninstaller::REMOVE_DATA_OPTION, (bool) $settings['remove_data_on_uninstall'] );
	}

	/**
	 * Deleting the plugin with this on deletes the whole shop, so only administrators may
	 * change it; shop managers may still read it.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function can_update( \WP_REST_Request $request ) {
		$allowed = parent::can_update( $request );
		if ( true !== $allowed || ! $request->has_param( 'remove_data_on_uninstall' ) || current_user_can( 'manage_options' ) ) {
			return $allowed;
		}
		return new \WP_Error( 'rest_forbidden', __( 'Sorry, only administrators can choose whether deleting the plugin deletes the shop data.', 'rueda' ), array( 'status' => 403 ) );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function args(): array {
		return array( 'remove_data_on_uninstall' => array( 'type' => 'boolean' ) );
	}
}
