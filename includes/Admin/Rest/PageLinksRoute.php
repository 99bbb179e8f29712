<?php
/**
 * GET and POST /rueda/v1/settings/pages.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin\Rest;

use Rueda\Settings\PageLinks;

/**
 * The store page links the blocks read (shop, cart, checkout, privacy, terms, my account):
 * each a published page id, or 0 for none (my account then falls back to the login page).
 *
 * @since 0.1.0
 */
final class PageLinksRoute extends SettingsRoute {

	/**
	 * {@inheritDoc}
	 */
	protected function group(): string {
		return 'pages';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function read(): array {
		return array_combine( PageLinks::KEYS, array_map( array( PageLinks::class, 'get_page_id' ), PageLinks::KEYS ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $settings Every field.
	 */
	protected function write( array $settings ): void {
		foreach ( PageLinks::KEYS as $key ) {
			PageLinks::set_page_id( $key, (int) $settings[ $key ] );
		}
	}

	/**
	 * {@inheritDoc}
	 */
	protected function args(): array {
		$page = array(
			'type'              => 'integer',
			'minimum'           => 0,
			'validate_callback' => array( self::class, 'validate_page' ),
		);
		return array_fill_keys( PageLinks::KEYS, $page );
	}

	/**
	 * 0, or the id of a published page.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed            $value   Value.
	 * @param \WP_REST_Request $request Request.
	 * @param string           $param   Field.
	 * @return true|\WP_Error
	 */
	public static function validate_page( $value, \WP_REST_Request $request, string $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$id = (int) $value;
		if ( 0 !== $id && ( 'page' !== get_post_type( $id ) || 'publish' !== get_post_status( $id ) ) ) {
			return new \WP_Error( 'rest_invalid_param', __( 'Choose a published page.', 'rueda' ) );
		}
		return true;
	}
}
