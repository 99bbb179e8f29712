<?php
/**
 * A workshop's opening hours as HTML.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Workshop\Content;

use Rueda\Domain\Workshop\OpeningHours;

/**
 * The rows of OpeningHours as a description list ("Lunes a viernes" / "8:30–13:30 y
 * 15:30–19:30"), then the closed days of the coming weeks, for the footer's workshop
 * details, the confirmation's next steps and the emails. Classes are `{base}__hours` and
 * `{base}__closures`.
 *
 * @since 0.6.0
 */
final class OpeningHoursMarkup {

	/**
	 * The markup; '' when there are no hours to show.
	 *
	 * @since 0.6.0
	 *
	 * @param OpeningHours|null       $hours The hours (null: none).
	 * @param string                  $base  BEM block of the classes, e.g. "rueda-workshop-info".
	 * @param \DateTimeImmutable|null $today From when closures count (now, by default).
	 */
	public static function html( ?OpeningHours $hours, string $base, ?\DateTimeImmutable $today = null ): string {
		$rows = $hours ? $hours->rows() : array();
		if ( ! $hours || ! $rows ) {
			return '';
		}
		$html = '<dl class="' . esc_attr( $base . '__hours' ) . '">';
		foreach ( $rows as $row ) {
			$html .= '<dt>' . esc_html( $row['days'] ) . '</dt><dd>' . esc_html( $row['hours'] ) . '</dd>';
		}
		$html    .= '</dl>';
		$closures = $hours->closures( $today ?? current_datetime() );
		if ( $closures ) {
			$html .= '<ul class="' . esc_attr( $base . '__closures' ) . '">';
			foreach ( $closures as $closure ) {
				$html .= '<li>' . esc_html( $closure['text'] ) . '</li>';
			}
			$html .= '</ul>';
		}
		return $html;
	}
}
