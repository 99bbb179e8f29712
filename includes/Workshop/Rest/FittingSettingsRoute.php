<?php
/**
 * GET and POST /rueda/v1/settings/fitting.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Workshop\Rest;

use Rueda\Admin\Rest\FieldCheck;
use Rueda\Admin\Rest\SettingsRoute;
use Rueda\Domain\Workshop\FittingBand;
use Rueda\Domain\Workshop\FittingSettings;

/**
 * The fitting bands, in order: `{ bands: [ { id, name, category, rim_min, rim_max,
 * services: [ { id, price } ] } ] }`, sent whole; prices are minor units with tax, per
 * tyre. Each refused field is named by its path (`bands[1].rim_min`).
 *
 * @since 0.2.0
 */
final class FittingSettingsRoute extends SettingsRoute {

	/**
	 * {@inheritDoc}
	 */
	protected function group(): string {
		return 'fitting';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function args(): array {
		return array( 'bands' => FieldCheck::list_arg() );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function read(): array {
		return array( 'bands' => array_map( static fn( FittingBand $band ) => $band->to_array(), FittingSettings::bands() ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $settings Every field, as sent or as saved.
	 * @return array<string,mixed>|\WP_Error
	 */
	protected function check( array $settings ) {
		$check = new FieldCheck();
		return $check->result( array( 'bands' => ( new FittingFields( $check ) )->bands( $settings['bands'] ) ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $settings Every field, checked.
	 */
	protected function write( array $settings ): void {
		FittingSettings::save( $settings['bands'] );
	}
}
