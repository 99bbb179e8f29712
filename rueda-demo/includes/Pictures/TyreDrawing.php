<?php
/**
 * Draws a demo tyre: the tyre itself, and a close-up of its tread.
 *
 * @package RuedaDemo
 */

declare( strict_types=1 );

namespace RuedaDemo\Pictures;

/**
 * The tyre stands facing the viewer with its tread receding up and to the right (an
 * oblique projection), so both the sidewall lettering and the tread pattern show. Its
 * proportions come from its size: a 225/40 R18 has a thinner sidewall than a 195/65 R15.
 *
 * @since 0.1.0
 */
final class TyreDrawing {

	private const BACKGROUND_TOP    = '#f7f8fa';
	private const BACKGROUND_BOTTOM = '#e3e6ea';
	private const SHADOW            = '#1d232b';
	private const LETTERING         = '#e4e6e9';
	private const MARKINGS          = '#a9adb3';

	/** Background bands of the vertical gradient. */
	private const GRADIENT_STEPS = 40;

	/** Floor shadow: layers, opacity of each, size (shares of the tyre radius). */
	private const SHADOW_LAYERS  = 10;
	private const SHADOW_OPACITY = 0.045;
	private const SHADOW_DROP    = 0.98;
	private const SHADOW_WIDTH   = 0.85;
	private const SHADOW_HEIGHT  = 0.07;

	/** Free space around the tyre (share of the picture). */
	private const MARGIN = 0.07;

	/** Direction the tread recedes in (degrees, screen: up and to the right). */
	private const RECEDE_ANGLE = -25;

	/** How much the receding tread width is shortened. */
	private const FORESHORTENING = 0.62;

	/** Tread pitches around the whole tyre. */
	private const PITCHES = 64;

	/** Pitches started before the view: slanted blocks reach into the next pitches. */
	private const OVERHANG = 2;

	/** Degrees between the points of the tread band's outline. */
	private const OUTLINE_STEP = 2;

	/** Millimetres per inch (rim sizes are in inches). */
	private const MM_PER_INCH = 25.4;

	/** Share of the nominal width the tread covers. */
	private const TREAD_SHARE = 0.8;

	/** Greys of the rubber: blocks facing away, facing the viewer, lit from above. */
	private const BLOCK_GREY  = 30;
	private const FACING_GREY = 26;
	private const LIT_GREY    = 34;

	/** Where the light comes from (degrees, screen: up and to the left). */
	private const LIGHT_ANGLE = -115;

	/** Sidewall greys: at its edges and added at its bulge; rings of the shading. */
	private const SIDEWALL_GREY  = 22;
	private const SIDEWALL_BULGE = 16;
	private const SIDEWALL_RINGS = 8;

	/** Lettering, as shares of the sidewall height. */
	private const BRAND_HEIGHT    = 0.34;
	private const SIZE_HEIGHT     = 0.2;
	private const MARKING_HEIGHT  = 0.12;
	private const LETTER_TRACKING = 0.12;

	/** The widest arc a line of lettering may take (degrees). */
	private const MAX_SWEEP = 110;

	/** Where the small markings and the snow mark go (degrees, screen). */
	private const MARKING_ANGLE   = 12;
	private const SNOW_MARK_ANGLE = -22;

	/**
	 * Snow mark: width (share of the sidewall height); the mountain's outline, the
	 * snowflake's centre below the mark's centre, its arm and line width (shares of half
	 * the mark's width).
	 */
	private const SNOW_MARK_SIZE    = 0.42;
	private const SNOW_MARK_OUTLINE = array(
		array( -1.0, 0.7 ),
		array( -0.55, -0.15 ),
		array( -0.3, 0.2 ),
		array( 0.05, -0.75 ),
		array( 0.4, 0.05 ),
		array( 0.6, -0.25 ),
		array( 1.0, 0.7 ),
	);
	private const SNOW_FLAKE_DROP   = 0.25;
	private const SNOW_FLAKE_ARM    = 0.3;
	private const SNOW_FLAKE_WIDTH  = 0.1;

	/**
	 * Tread close-up: tread width (share of the picture), the arc of the tyre in view
	 * (degrees each way) and how much it darkens there, shoulder width, the block greys.
	 */
	private const STRIP_WIDTH    = 0.66;
	private const STRIP_ARC      = 55;
	private const STRIP_FADE     = 0.5;
	private const SHOULDER_WIDTH = 0.09;
	private const STRIP_GREY     = 40;
	private const STRIP_CURVE    = 38;

	/**
	 * Creates the drawing of a tyre.
	 *
	 * @param array<string,mixed> $tyre Catalogue data: brand, width, profile, rim,
	 *                                  load_index, speed, season, xl, runflat.
	 */
	public function __construct( private array $tyre ) {}

	/**
	 * The sidewall's size marking, e.g. "205/55 R16 91V".
	 *
	 * @since 0.1.0
	 */
	public function size_marking(): string {
		$tyre = $this->tyre;
		return sprintf( '%d/%d R%d %s%s', $tyre['width'], $tyre['profile'], $tyre['rim'], $tyre['load_index'], $tyre['speed'] );
	}

	/**
	 * Draws the tyre.
	 *
	 * @since 0.1.0
	 *
	 * @param Canvas $canvas Canvas.
	 */
	public function draw_tyre( Canvas $canvas ): void {
		$size      = $canvas->size();
		$diameter  = (float) $this->tyre['rim'] * self::MM_PER_INCH + 2 * $this->tyre['width'] * $this->tyre['profile'] / 100;
		$depth     = self::FORESHORTENING * $this->tyre['width'] * self::TREAD_SHARE / $diameter;
		$recede_x  = cos( deg2rad( self::RECEDE_ANGLE ) );
		$recede_y  = sin( deg2rad( self::RECEDE_ANGLE ) );
		$available = $size * ( 1 - 2 * self::MARGIN );
		$radius    = $available / ( 2 + 2 * $depth * max( $recede_x, -$recede_y ) );
		$shift_x   = 2 * $radius * $depth * $recede_x;
		$shift_y   = 2 * $radius * $depth * $recede_y;
		$geometry  = array(
			'x'       => ( $size - $shift_x ) / 2,
			'y'       => ( $size - $shift_y ) / 2,
			'radius'  => $radius,
			'rim'     => $radius * $this->tyre['rim'] * self::MM_PER_INCH / $diameter,
			'shift_x' => $shift_x,
			'shift_y' => $shift_y,
		);

		$canvas->vertical_gradient( self::BACKGROUND_TOP, self::BACKGROUND_BOTTOM, self::GRADIENT_STEPS );
		$this->shadow( $canvas, $geometry );
		$this->tread( $canvas, $geometry );
		$this->sidewall( $canvas, $geometry );
		$this->lettering( $canvas, $geometry );
		( new WheelDrawing( mb_strtoupper( mb_substr( (string) $this->tyre['brand'], 0, 1 ) ) ) )->draw( $canvas, $geometry['x'], $geometry['y'], $geometry['rim'] );
	}

	/**
	 * Draws a close-up of the tread, seen head on: it curves away at the top and bottom,
	 * the shoulders darken at the sides.
	 *
	 * @since 0.1.0
	 *
	 * @param Canvas $canvas Canvas.
	 */
	public function draw_tread( Canvas $canvas ): void {
		$size     = $canvas->size();
		$width    = $size * self::STRIP_WIDTH;
		$left     = ( $size - $width ) / 2;
		$radius   = $size / 2 / sin( deg2rad( self::STRIP_ARC ) );
		$diameter = (float) $this->tyre['rim'] * self::MM_PER_INCH + 2 * $this->tyre['width'] * $this->tyre['profile'] / 100;
		$pitch    = rad2deg( $width * M_PI * $diameter / self::PITCHES / ( $this->tyre['width'] * self::TREAD_SHARE ) / $radius );
		$shoulder = $size * self::SHOULDER_WIDTH;
		$angle    = static fn( float $u ): float => max( -self::STRIP_ARC, min( self::STRIP_ARC, $u * $pitch - self::STRIP_ARC ) );

		$canvas->vertical_gradient( self::BACKGROUND_TOP, self::BACKGROUND_BOTTOM, self::GRADIENT_STEPS );
		$strip = $shoulder / self::SIDEWALL_RINGS;
		for ( $step = 0; $step < self::SIDEWALL_RINGS; $step++ ) {
			$grey  = $canvas->grey( (int) ( self::SIDEWALL_GREY + self::SIDEWALL_BULGE * $step / self::SIDEWALL_RINGS ) );
			$outer = $shoulder - $step * $strip;
			$canvas->rectangle( $left - $outer, 0, $left - $outer + $strip, $size, $grey );
			$canvas->rectangle( $left + $width + $outer - $strip, 0, $left + $width + $outer, $size, $grey );
		}
		$canvas->rectangle( $left, 0, $left + $width, $size, $canvas->color( TreadPainter::GROOVE ) );
		$this->painter()->paint(
			$canvas,
			range( -self::OVERHANG, (int) ceil( 2 * self::STRIP_ARC / $pitch ) ),
			static fn( float $t, float $u ): array => array( $left + $t * $width, $size / 2 + $radius * sin( deg2rad( $angle( $u ) ) ) ),
			static fn( float $t, float $u ): int => $canvas->grey( (int) ( ( self::STRIP_GREY + self::STRIP_CURVE * sin( M_PI * $t ) ) * ( 1 - self::STRIP_FADE * ( 1 - cos( deg2rad( $angle( $u ) ) ) ) ) ) )
		);
	}

	/**
	 * A soft shadow on the floor, under the tyre.
	 *
	 * @param Canvas              $canvas   Canvas.
	 * @param array<string,float> $geometry Geometry.
	 */
	private function shadow( Canvas $canvas, array $geometry ): void {
		$color = $canvas->color( self::SHADOW, self::SHADOW_OPACITY );
		for ( $layer = 0; $layer < self::SHADOW_LAYERS; $layer++ ) {
			$spread = 1 - $layer / self::SHADOW_LAYERS / 2;
			$canvas->ellipse(
				$geometry['x'] + $geometry['shift_x'] / 2,
				$geometry['y'] + $geometry['radius'] * self::SHADOW_DROP,
				( $geometry['radius'] * self::SHADOW_WIDTH + $geometry['shift_x'] / 2 ) * $spread,
				$geometry['radius'] * self::SHADOW_HEIGHT * $spread,
				$color
			);
		}
	}

	/**
	 * The visible half of the tread: grooves first, then the blocks over them.
	 *
	 * @param Canvas              $canvas   Canvas.
	 * @param array<string,float> $geometry Geometry.
	 */
	private function tread( Canvas $canvas, array $geometry ): void {
		$from = self::RECEDE_ANGLE - 90;
		$to   = self::RECEDE_ANGLE + 90;
		$at   = static fn( float $t, float $angle ): array => Canvas::on_circle(
			$geometry['x'] + $t * $geometry['shift_x'],
			$geometry['y'] + $t * $geometry['shift_y'],
			$geometry['radius'],
			$angle
		);

		$outline = array();
		for ( $angle = $from; $angle <= $to; $angle += self::OUTLINE_STEP ) {
			$outline[] = $at( 0, $angle );
		}
		for ( $angle = $to; $angle >= $from; $angle -= self::OUTLINE_STEP ) {
			$outline[] = $at( 1, $angle );
		}
		$canvas->polygon( $outline, $canvas->color( TreadPainter::GROOVE ) );

		$degrees_per_pitch = 360 / self::PITCHES;
		$this->painter()->paint(
			$canvas,
			range( (int) floor( $from / $degrees_per_pitch ) - self::OVERHANG, (int) ceil( $to / $degrees_per_pitch ) ),
			static fn( float $t, float $u ): array => $at( $t, max( $from, min( $to, $u * $degrees_per_pitch ) ) ),
			static function ( float $t, float $u ) use ( $canvas, $degrees_per_pitch ): int {
				$angle  = $u * $degrees_per_pitch;
				$facing = max( 0.0, cos( deg2rad( $angle - self::RECEDE_ANGLE ) ) );
				$lit    = max( 0.0, cos( deg2rad( $angle - self::LIGHT_ANGLE ) ) );
				return $canvas->grey( (int) ( self::BLOCK_GREY + self::FACING_GREY * $facing + self::LIT_GREY * $lit ) );
			}
		);
	}

	/**
	 * The sidewall facing the viewer: shaded rings bulging between the tread and the rim.
	 *
	 * @param Canvas              $canvas   Canvas.
	 * @param array<string,float> $geometry Geometry.
	 */
	private function sidewall( Canvas $canvas, array $geometry ): void {
		$outer = $geometry['radius'];
		$inner = $geometry['rim'];
		for ( $step = 0; $step < self::SIDEWALL_RINGS; $step++ ) {
			$share = $step / self::SIDEWALL_RINGS;
			$grey  = self::SIDEWALL_GREY + self::SIDEWALL_BULGE * sin( M_PI * $share );
			$canvas->circle( $geometry['x'], $geometry['y'], $outer - ( $outer - $inner ) * $share, $canvas->grey( (int) $grey ) );
		}
	}

	/**
	 * The brand at the top of the sidewall, the size at the bottom, the small markings and
	 * the snow mark (winter and all-season tyres) at the side.
	 *
	 * @param Canvas              $canvas   Canvas.
	 * @param array<string,float> $geometry Geometry.
	 */
	private function lettering( Canvas $canvas, array $geometry ): void {
		$height   = $geometry['radius'] - $geometry['rim'] * WheelDrawing::BEAD_RING;
		$middle   = $geometry['rim'] * WheelDrawing::BEAD_RING + $height / 2;
		$snow     = in_array( $this->tyre['season'], array( TreadPattern::WINTER, TreadPattern::ALL_SEASON ), true );
		$markings = array_filter( array( $snow ? 'M+S' : '', $this->tyre['runflat'] ? 'RUN FLAT' : '', 'TUBELESS' ) );
		$light    = $canvas->color( self::LETTERING );
		$on_arc   = static function ( string $text, float $angle, float $cap, int $color ) use ( $canvas, $geometry, $middle ): void {
			// Long names get smaller letters rather than running into the other markings.
			$longest = deg2rad( self::MAX_SWEEP ) * $middle;
			$cap    *= min( 1, $longest / max( 1, $canvas->text_width( $text, $cap ) * ( 1 + self::LETTER_TRACKING ) ) );
			$canvas->text_on_circle( $text, $geometry['x'], $geometry['y'], $middle, $angle, $cap, $cap * self::LETTER_TRACKING, $color );
		};

		$on_arc( mb_strtoupper( (string) $this->tyre['brand'] ), -90, $height * self::BRAND_HEIGHT, $light );
		$on_arc( $this->size_marking() . ( $this->tyre['xl'] ? ' XL' : '' ), 90, $height * self::SIZE_HEIGHT, $light );
		$on_arc( implode( '  ', $markings ), self::MARKING_ANGLE, $height * self::MARKING_HEIGHT, $canvas->color( self::MARKINGS ) );
		if ( $snow ) {
			[ $x, $y ] = Canvas::on_circle( $geometry['x'], $geometry['y'], $middle, self::SNOW_MARK_ANGLE );
			$this->snow_mark( $canvas, $x, $y, $height * self::SNOW_MARK_SIZE / 2 );
		}
	}

	/**
	 * The three-peak mountain with a snowflake (3PMSF) of tyres approved for snow.
	 *
	 * @param Canvas $canvas Canvas.
	 * @param float  $x      Centre.
	 * @param float  $y      Centre.
	 * @param float  $half   Half its width.
	 */
	private function snow_mark( Canvas $canvas, float $x, float $y, float $half ): void {
		$peaks = array();
		foreach ( self::SNOW_MARK_OUTLINE as [ $px, $py ] ) {
			$peaks[] = array( $x + $px * $half, $y + $py * $half );
		}
		$canvas->polygon( $peaks, $canvas->color( self::MARKINGS ) );
		$flake_y  = $y + self::SNOW_FLAKE_DROP * $half;
		$arm      = self::SNOW_FLAKE_ARM * $half;
		$sidewall = $canvas->grey( self::SIDEWALL_GREY + self::SIDEWALL_BULGE );
		foreach ( array( 90, 30, -30 ) as $angle ) {
			$canvas->polyline(
				array( Canvas::on_circle( $x, $flake_y, $arm, $angle ), Canvas::on_circle( $x, $flake_y, $arm, $angle + 180 ) ),
				max( 1.0, $half * self::SNOW_FLAKE_WIDTH ),
				$sidewall
			);
		}
	}

	/**
	 * The painter of this tyre's tread pattern.
	 */
	private function painter(): TreadPainter {
		return new TreadPainter( new TreadPattern( (string) $this->tyre['season'] ) );
	}
}
