<?php
/**
 * Draws the alloy wheel of a demo tyre.
 *
 * @package RuedaDemo
 */

declare( strict_types=1 );

namespace RuedaDemo\Pictures;

/**
 * A five-spoke alloy wheel seen face on: lip, face, the windows between the spokes, hub,
 * nuts and a centre cap with the brand's initial. Sizes are shares of the rim radius.
 *
 * @since 0.1.0
 */
final class WheelDrawing {

	/** Where the tyre's bead meets the rim (share of the rim radius). */
	public const BEAD_RING = 1.035;

	private const BEAD             = '#101011';
	private const RIM_LIP          = '#d3d7dc';
	private const RIM_STEP         = '#8f959c';
	private const RIM_FACE         = '#bcc1c7';
	private const RIM_WINDOW       = '#26292e';
	private const RIM_WINDOW_DEPTH = '#3a3e44';
	private const HUB              = '#c9cdd2';
	private const LUG_NUT          = '#7c828a';
	private const CENTRE_CAP       = '#4a5058';
	private const CAP_LETTER       = '#e4e6e9';

	private const LIP_STEP      = 0.94;
	private const FACE          = 0.9;
	private const WINDOW_OUTER  = 0.84;
	private const WINDOW_INNER  = 0.38;
	private const WINDOW_INSET  = 0.03;
	private const HUB_RADIUS    = 0.33;
	private const LUG_CIRCLE    = 0.2;
	private const LUG_RADIUS    = 0.045;
	private const CAP_RADIUS    = 0.1;
	private const CAP_LETTERING = 0.08;
	private const SPOKE_WIDTH   = 0.2;
	private const SPOKES        = 5;

	/** Points along each arc of a window. */
	private const WINDOW_STEPS = 16;

	/** The first spoke points straight up (degrees, screen). */
	private const FIRST_SPOKE = -90;

	/**
	 * Creates the drawing of a wheel.
	 *
	 * @param string $initial Letter on the centre cap.
	 */
	public function __construct( private string $initial ) {}

	/**
	 * Draws the wheel.
	 *
	 * @since 0.1.0
	 *
	 * @param Canvas $canvas Canvas.
	 * @param float  $x      Centre.
	 * @param float  $y      Centre.
	 * @param float  $rim    Rim radius.
	 */
	public function draw( Canvas $canvas, float $x, float $y, float $rim ): void {
		$canvas->circle( $x, $y, $rim * self::BEAD_RING, $canvas->color( self::BEAD ) );
		$canvas->circle( $x, $y, $rim, $canvas->color( self::RIM_LIP ) );
		$canvas->circle( $x, $y, $rim * self::LIP_STEP, $canvas->color( self::RIM_STEP ) );
		$canvas->circle( $x, $y, $rim * self::FACE, $canvas->color( self::RIM_FACE ) );
		$this->windows( $canvas, $x, $y, $rim, 0, $canvas->color( self::RIM_WINDOW_DEPTH ) );
		$this->windows( $canvas, $x, $y, $rim, self::WINDOW_INSET, $canvas->color( self::RIM_WINDOW ) );

		$canvas->circle( $x, $y, $rim * self::HUB_RADIUS, $canvas->color( self::HUB ) );
		for ( $nut = 0; $nut < self::SPOKES; $nut++ ) {
			[ $nut_x, $nut_y ] = Canvas::on_circle( $x, $y, $rim * self::LUG_CIRCLE, self::FIRST_SPOKE + 360 * ( $nut + 0.5 ) / self::SPOKES );
			$canvas->circle( $nut_x, $nut_y, $rim * self::LUG_RADIUS, $canvas->color( self::LUG_NUT ) );
		}
		$canvas->circle( $x, $y, $rim * self::CAP_RADIUS, $canvas->color( self::CENTRE_CAP ) );
		$canvas->text( $this->initial, $x, $y, $rim * self::CAP_LETTERING, $canvas->color( self::CAP_LETTER ) );
	}

	/**
	 * The windows between the spokes; the spokes are what is left of the face.
	 *
	 * @param Canvas $canvas Canvas.
	 * @param float  $x      Centre.
	 * @param float  $y      Centre.
	 * @param float  $rim    Rim radius.
	 * @param float  $inset  How much smaller than the full window (share of the rim radius).
	 * @param int    $color  Colour.
	 */
	private function windows( Canvas $canvas, float $x, float $y, float $rim, float $inset, int $color ): void {
		$outer = $rim * ( self::WINDOW_OUTER - $inset );
		$inner = $rim * ( self::WINDOW_INNER + $inset );
		$half  = $rim * ( self::SPOKE_WIDTH / 2 + $inset );
		$steps = self::WINDOW_STEPS;
		for ( $spoke = 0; $spoke < self::SPOKES; $spoke++ ) {
			$start      = self::FIRST_SPOKE + 360 * $spoke / self::SPOKES;
			$end        = $start + 360 / self::SPOKES;
			$outer_from = $start + rad2deg( asin( min( 1, $half / $outer ) ) );
			$outer_to   = $end - rad2deg( asin( min( 1, $half / $outer ) ) );
			$inner_from = $start + rad2deg( asin( min( 1, $half / $inner ) ) );
			$inner_to   = $end - rad2deg( asin( min( 1, $half / $inner ) ) );
			$points     = array();
			for ( $i = 0; $i <= $steps; $i++ ) {
				$points[] = Canvas::on_circle( $x, $y, $outer, $outer_from + ( $outer_to - $outer_from ) * $i / $steps );
			}
			if ( $inner_to > $inner_from ) {
				for ( $i = $steps; $i >= 0; $i-- ) {
					$points[] = Canvas::on_circle( $x, $y, $inner, $inner_from + ( $inner_to - $inner_from ) * $i / $steps );
				}
			}
			$canvas->polygon( $points, $color );
		}
	}
}
