<?php
/**
 * GET and POST /rueda/v1/settings/ecovalor.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin\Rest;

use Rueda\Domain\Ecovalor\EcovalorCategory;
use Rueda\Domain\Ecovalor\EcovalorSettings;
use Rueda\Settings\CurrencySettings;

/**
 * The end-of-life tyre fee: whether it is charged (`enabled`), the management system's
 * name (`system`, plain text) and the amount per tyre of each category before IVA
 * (`amounts`, minor units; categories not sent keep theirs). A refusal is 400
 * `rest_invalid_param` naming each field by its path (`amounts.turismo`) in `data.params`,
 * with a stable code per field in `data.details`: `rueda_invalid_ecovalor_toggle`,
 * `rueda_invalid_ecovalor_system`, `rueda_invalid_ecovalor_amount`,
 * `rueda_unknown_ecovalor_category`. Nothing is saved then.
 *
 * @since 0.2.0
 */
final class EcovalorSettingsRoute extends SettingsRoute {

	/**
	 * Messages of the refused fields by path.
	 *
	 * @var array<string,string>
	 */
	private array $params = array();

	/**
	 * Codes of the refused fields by path.
	 *
	 * @var array<string,array{code:string,message:string}>
	 */
	private array $details = array();

	/**
	 * {@inheritDoc}
	 */
	protected function group(): string {
		return 'ecovalor';
	}

	/**
	 * Every field is checked by check(), which names it and gives its code.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	protected function args(): array {
		return array(
			'enabled' => array( 'description' => __( 'Whether the cart charges the ecovalor on tyres.', 'rueda' ) ),
			'system'  => array( 'description' => __( 'Name of the end-of-life tyre management system.', 'rueda' ) ),
			'amounts' => array( 'description' => __( 'Amount per tyre before VAT, in cents, by tyre category.', 'rueda' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected function read(): array {
		return EcovalorSettings::get();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $settings Every field, checked.
	 */
	protected function write( array $settings ): void {
		update_option( EcovalorSettings::OPTION, $settings );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $settings Every field, as sent or as saved.
	 * @return array<string,mixed>|\WP_Error
	 */
	protected function check( array $settings ) {
		$this->params  = array();
		$this->details = array();
		$clean         = array(
			'enabled' => $this->toggle( $settings['enabled'] ),
			'system'  => $this->system( $settings['system'] ),
			'amounts' => $this->amounts( $settings['amounts'] ),
		);
		if ( ! $this->params ) {
			return $clean;
		}
		return Refusals::refusal( 'rest_invalid_param', $this->params, array( 'details' => $this->details ), $this->names() );
	}

	/**
	 * Whether the fee is charged.
	 *
	 * @param mixed $value Value sent.
	 */
	private function toggle( $value ): bool {
		if ( ! is_bool( $value ) ) {
			$this->refuse( 'enabled', 'rueda_invalid_ecovalor_toggle', __( 'Choose yes or no.', 'rueda' ) );
			return true;
		}
		return $value;
	}

	/**
	 * The system's name: plain text, required, short. Markup is refused rather than
	 * stripped, so the owner sees exactly what shoppers will.
	 *
	 * @param mixed $value Value sent.
	 */
	private function system( $value ): string {
		if ( ! is_string( $value ) ) {
			$this->refuse( 'system', 'rueda_invalid_ecovalor_system', __( 'Enter text.', 'rueda' ) );
			return '';
		}
		if ( false !== strpbrk( $value, '<>' ) ) {
			$this->refuse( 'system', 'rueda_invalid_ecovalor_system', __( 'Write the name as plain text, without HTML.', 'rueda' ) );
			return '';
		}
		$name = sanitize_text_field( $value );
		if ( '' === $name ) {
			$this->refuse( 'system', 'rueda_invalid_ecovalor_system', __( 'This field is required.', 'rueda' ) );
		} elseif ( mb_strlen( $name ) > EcovalorSettings::MAX_SYSTEM_LENGTH ) {
			/* translators: %d: maximum number of characters. */
			$this->refuse( 'system', 'rueda_invalid_ecovalor_system', sprintf( __( 'Use at most %d characters.', 'rueda' ), EcovalorSettings::MAX_SYSTEM_LENGTH ) );
		}
		return $name;
	}

	/**
	 * The amounts by category: those sent over those saved, each a whole number of cents
	 * from 0 to EcovalorSettings::MAX_AMOUNT.
	 *
	 * @param mixed $value Value sent (or saved).
	 * @return array<string,int>
	 */
	private function amounts( $value ): array {
		$saved = EcovalorSettings::get()['amounts'];
		if ( $value instanceof \stdClass ) {
			$value = get_object_vars( $value );
		}
		if ( ! is_array( $value ) || ( $value && array_is_list( $value ) ) ) {
			$this->refuse( 'amounts', 'rueda_invalid_ecovalor_amount', __( 'Expected an object with named fields.', 'rueda' ) );
			return $saved;
		}
		foreach ( array_keys( array_diff_key( $value, $saved ) ) as $unknown ) {
			$this->refuse( 'amounts.' . sanitize_key( (string) $unknown ), 'rueda_unknown_ecovalor_category', __( 'There is no tyre category with this name.', 'rueda' ) );
		}
		$currency = CurrencySettings::currency();
		foreach ( array_intersect_key( $value, $saved ) as $category => $amount ) {
			if ( ! is_int( $amount ) || $amount < 0 || $amount > EcovalorSettings::MAX_AMOUNT ) {
				/* translators: 1: zero amount, 2: maximum amount, both formatted. */
				$this->refuse( 'amounts.' . $category, 'rueda_invalid_ecovalor_amount', sprintf( __( 'Enter an amount from %1$s to %2$s.', 'rueda' ), $currency->format( 0 ), $currency->format( EcovalorSettings::MAX_AMOUNT ) ) );
				continue;
			}
			$saved[ $category ] = $amount;
		}
		return $saved;
	}

	/**
	 * Notes a refused field.
	 *
	 * @param string $path    Field path.
	 * @param string $code    Stable code.
	 * @param string $message Why, in the shop owner's words.
	 */
	private function refuse( string $path, string $code, string $message ): void {
		$this->params[ $path ]  = Refusals::named( $path, $message, $this->names() );
		$this->details[ $path ] = array(
			'code'    => $code,
			'message' => $message,
		);
	}

	/**
	 * The fields' names as the settings screen labels them.
	 *
	 * @return array<string,string>
	 */
	private function names(): array {
		$names = array(
			'enabled' => __( 'Charge the ecovalor', 'rueda' ),
			'system'  => __( 'Management system', 'rueda' ),
			'amounts' => __( 'Amount per tyre (before VAT)', 'rueda' ),
		);
		foreach ( EcovalorCategory::labels() as $category => $label ) {
			// As FieldLabels names nested fields: "Importe por neumático (sin IVA) › Turismo".
			$names[ 'amounts.' . $category ] = $names['amounts'] . ' › ' . $label;
		}
		return $names;
	}
}
